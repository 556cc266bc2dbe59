import { CalendarDays, Clock, FileText, HeartHandshake, MessageCircle, Mic } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { helplines } from '../../../../shared/helplines.ts';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatDateTime, formatTimeOfDay } from '../lib/format.ts';
import type { LocalSummary } from '../lib/local-summary.ts';

function Stat({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <div className="flex flex-col gap-2 rounded-2xl bg-white p-3 ring-1 ring-stone-200 sm:flex-row sm:items-center sm:gap-3 sm:p-4">
      <span
        aria-hidden="true"
        className="inline-flex size-9 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 sm:size-10"
      >
        {icon}
      </span>
      <div className="min-w-0">
        <dt className="text-xs text-stone-600 sm:text-sm">{label}</dt>
        <dd className="text-[0.95rem] leading-snug font-semibold text-stone-900 sm:text-base">{value}</dd>
      </div>
    </div>
  );
}

interface SummaryContentProps {
  summary: LocalSummary;
  signedIn: boolean;
  therapistName: string;
  /** How the person feels now, asked as the session ends (signed in only). */
  mood?: ReactNode;
}

export function SummaryContent({ summary, signedIn, therapistName, mood }: SummaryContentProps) {
  const minutes = `${summary.durationMinutes} ${summary.durationMinutes === 1 ? 'minute' : 'minutes'}`;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Session complete</p>
      <h1 className="mt-2 font-display text-[1.75rem] leading-tight font-semibold tracking-tight text-stone-900 sm:text-4xl">
        Thank you for taking this time for yourself
      </h1>
      <dl className="mt-6 grid grid-cols-3 gap-2 sm:mt-8 sm:gap-3">
        <Stat icon={<Clock className="size-5" />} label="Duration" value={minutes} />
        <Stat icon={<MessageCircle className="size-5" />} label="Messages" value={String(summary.messagesCount)} />
        <Stat icon={<CalendarDays className="size-5" />} label="When" value={formatDateTime(summary.timestamp)} />
      </dl>
      {mood}

      <section className="mt-6 rounded-3xl bg-white p-5 ring-1 ring-stone-200 sm:p-6" aria-labelledby="saved-heading">
        <h2 id="saved-heading" className="flex items-center gap-2 font-semibold text-stone-900">
          <FileText aria-hidden="true" className="size-5 text-brand-700" /> Your written summary
        </h2>
        {signedIn ? (
          <p className="mt-2 text-stone-700">
            {summary.documentId
              ? 'A summary with suggested next steps has been saved to your documents.'
              : 'Summaries with suggested next steps are saved to your documents after sessions where you talked.'}{' '}
            <Link
              href="/documents"
              className="font-semibold text-brand-800 underline decoration-brand-300 underline-offset-4 hover:decoration-brand-700"
            >
              Open My Documents
            </Link>
          </p>
        ) : (
          <p className="mt-2 text-stone-700">
            This summary is kept on this device only. With a free account, each session is saved as a written summary
            with next steps, private to you.{' '}
            <a
              href="/sign-in?next=%2Fvoice-therapy"
              className="font-semibold text-brand-800 underline decoration-brand-300 underline-offset-4 hover:decoration-brand-700"
            >
              Create an account
            </a>
          </p>
        )}
      </section>

      <section className="mt-6" aria-labelledby="transcript-heading">
        <h2 id="transcript-heading" className="font-display text-xl font-semibold text-stone-900">
          What you talked about
        </h2>
        {summary.transcript.length === 0 ? (
          <p className="mt-2 text-stone-600">Nothing was said in this session.</p>
        ) : (
          <ol className="mt-4 space-y-3">
            {summary.transcript.map((line, i) => (
              <li
                key={i}
                className={cn(
                  'rounded-2xl p-4',
                  line.type === 'user' ? 'bg-brand-50' : 'bg-white ring-1 ring-stone-200',
                )}
              >
                <p className="text-xs font-medium text-stone-500">
                  {line.type === 'user' ? 'You' : therapistName} ·{' '}
                  <time dateTime={line.timestamp}>{formatTimeOfDay(line.timestamp)}</time>
                </p>
                <p className="mt-1 leading-relaxed text-stone-800">{line.text}</p>
              </li>
            ))}
          </ol>
        )}
      </section>

      <aside className="mt-8 flex items-start gap-3 rounded-3xl bg-sand-100 p-5 text-stone-700">
        <HeartHandshake aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
        <p>
          If things feel heavier later, Lifeline is there 24/7 on{' '}
          <a
            href={`tel:${helplines.lifeline.tel}`}
            className="font-semibold text-brand-800 underline underline-offset-4"
          >
            {helplines.lifeline.phone}
          </a>
          . In an emergency, call{' '}
          <a
            href={`tel:${helplines.emergency.tel}`}
            className="font-semibold text-brand-800 underline underline-offset-4"
          >
            {helplines.emergency.phone}
          </a>
          .
        </p>
      </aside>

      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Link href="/voice-therapy" className={buttonClasses('primary', 'lg')}>
          <Mic aria-hidden="true" className="size-5" /> Start another session
        </Link>
        <Link href="/" className={buttonClasses('secondary', 'lg')}>
          Back to home
        </Link>
      </div>
    </div>
  );
}
