import { bandLabel, type CheckIn } from '../../../shared/check-ins.ts';
import { instruments } from '../../../shared/instruments.ts';

const dateFormat = new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium' });

/** Past check-ins as a table: the same figures the progress charts draw. */
export function CheckInHistory({ checkIns, caption }: { checkIns: CheckIn[]; caption: string }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-stone-200 text-stone-600">
            <th scope="col" className="py-2 pr-4 font-medium">
              Date
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              Questionnaire
            </th>
            <th scope="col" className="py-2 pr-4 text-right font-medium">
              Score
            </th>
            <th scope="col" className="py-2 font-medium">
              Band
            </th>
          </tr>
        </thead>
        <tbody>
          {checkIns.map((c) => (
            <tr key={c.id} className="border-b border-stone-100 last:border-0">
              <td className="py-2 pr-4 whitespace-nowrap text-stone-700">{dateFormat.format(new Date(c.createdAt))}</td>
              <td className="py-2 pr-4 text-stone-900">{instruments[c.instrument].name}</td>
              <td className="py-2 pr-4 text-right text-stone-900 tabular-nums">
                {c.score}
                <span className="text-stone-500">/{instruments[c.instrument].maxScore}</span>
              </td>
              <td className="py-2 text-stone-900">{bandLabel(c.instrument, c.band)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
