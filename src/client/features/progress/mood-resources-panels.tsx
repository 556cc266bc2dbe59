import { ExternalLink, ShieldCheck } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'wouter';
import type { ProgressSession } from '../../../shared/progress.ts';
import type { RecommendedResource } from '../../../shared/resources.ts';
import { buttonClasses } from '../../components/ui/button.tsx';
import { formatDate } from './format-time.ts';
import { Panel } from './progress-sections.tsx';
import { moodPoints } from './trends.ts';
import { ChartWithTable, TrendChart } from './wellbeing-panels.tsx';

const cell = 'border-b border-stone-100 py-2 pr-4';
const shown = (n: number | null) => (n === null ? '–' : String(n));

export function MoodPanel({ sessions, average }: { sessions: ProgressSession[]; average: number | null }) {
  const points = useMemo(() => moodPoints(sessions), [sessions]);
  const chart = useMemo(
    () => ({
      labels: points.map((p) => formatDate(p.date)),
      series: [
        { name: 'At the start', color: '#a8a29e', values: points.map((p) => p.before) },
        { name: 'At the end', color: '#0f766e', values: points.map((p) => p.after) },
      ],
    }),
    [points],
  );
  return (
    <Panel id="mood-title" title="Mood before and after sessions">
      {points.length === 0 ? (
        <p className="text-stone-600">
          Rate your mood from 0 to 10 at the start and end of a session, and how sessions help will show here.
        </p>
      ) : (
        <>
          {average !== null && (
            <p className="mb-3 text-sm text-stone-700">
              On average your mood changed by{' '}
              <span className="font-semibold text-stone-900">
                {average > 0 ? '+' : ''}
                {average}
              </span>{' '}
              points from the start to the end of a session.
            </p>
          )}
          <ChartWithTable
            chart={
              <TrendChart
                description="Mood from 0 to 10 at the start and end of each rated session; higher is better. The same figures are in the table below."
                labels={chart.labels}
                series={chart.series}
                min={0}
                max={10}
              />
            }
            table={
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Mood at the start and end of each rated session, oldest first</caption>
                <thead>
                  <tr className="text-stone-600">
                    <th scope="col" className={`${cell} font-medium`}>
                      Session
                    </th>
                    <th scope="col" className={`${cell} text-right font-medium`}>
                      Start
                    </th>
                    <th scope="col" className={`${cell} text-right font-medium`}>
                      End
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {points.map((p) => (
                    <tr key={p.sessionId}>
                      <td className={cell}>{formatDate(p.date)}</td>
                      <td className={`${cell} text-right tabular-nums`}>{shown(p.before)}</td>
                      <td className={`${cell} text-right tabular-nums`}>{shown(p.after)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            }
          />
        </>
      )}
    </Panel>
  );
}

export function ResourcesPanel({ resources }: { resources: RecommendedResource[] }) {
  return (
    <Panel id="resources-title" title="Recommended for you">
      <ul className="space-y-3">
        {resources.map((r) => (
          <li key={r.url}>
            <a
              href={r.url}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1.5 font-semibold text-brand-800 underline decoration-brand-300 underline-offset-4 hover:decoration-brand-700"
            >
              {r.name}
              <ExternalLink aria-hidden="true" className="size-3.5" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
            <span className="ml-2 rounded-full bg-sand-100 px-2 py-0.5 text-xs text-stone-700">{r.category}</span>
            <p className="mt-0.5 text-sm text-stone-600">{r.description}</p>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

export function SafetyPlanCard() {
  return (
    <Panel id="safety-plan-title" title="My safety plan">
      <p className="text-stone-600">
        Your steps for hard moments: warning signs, what helps, who to call. Keep it up to date; it is one tap away in
        Crisis Support.
      </p>
      <Link href="/safety-plan" className={buttonClasses('secondary', 'md', 'mt-4')}>
        <ShieldCheck aria-hidden="true" className="size-4" /> Open my safety plan
      </Link>
    </Panel>
  );
}
