import { ClipboardCheck } from 'lucide-react';
import { Link } from 'wouter';
import { checkInDue } from '../../../shared/check-ins.ts';
import { buttonClasses } from '../../components/ui/button.tsx';
import { useCheckIns } from './get-check-ins.ts';

/** Home: the weekly check-in, shown only when a week has passed since the last one. */
export function CheckInDueCard() {
  const checkIns = useCheckIns();
  if (!checkIns.data || !checkInDue(checkIns.data[0], new Date())) return null;
  const first = checkIns.data.length === 0;
  return (
    <section
      aria-labelledby="check-in-due"
      className="flex flex-col gap-4 rounded-2xl border border-brand-200 bg-brand-50 p-5 sm:flex-row sm:items-center"
    >
      <ClipboardCheck aria-hidden="true" className="size-8 shrink-0 text-brand-700" />
      <div className="min-w-0 flex-1">
        <h2 id="check-in-due" className="font-display text-lg font-semibold text-stone-900">
          {first ? 'Try a weekly check-in' : 'Your weekly check-in is due'}
        </h2>
        <p className="text-sm text-stone-700">
          A few questions, about three minutes, to see how things are changing over time.
        </p>
      </div>
      <Link href="/check-in" className={buttonClasses('primary', 'md', 'self-start sm:self-auto')}>
        Start check-in
      </Link>
    </section>
  );
}
