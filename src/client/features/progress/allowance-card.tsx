import { CalendarClock, Mic, Video } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { VIDEO_PLAN, VOICE_PLAN, VOICE_TRIAL, formatAud } from '../../../shared/plans.ts';
import type { ProgressSummary } from '../../../shared/progress.ts';
import { buttonClasses } from '../../components/ui/button.tsx';
import { formatDay, formatMoment, plural } from './format-time.ts';
import { UsageMeter } from './usage-meter.tsx';

function Card({
  icon,
  title,
  badge,
  children,
}: {
  icon: ReactNode;
  title: string;
  badge: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby="allowance-title" className="rounded-3xl border border-stone-200 bg-white p-6 sm:p-7">
      <div className="flex items-start justify-between gap-3">
        <div className="flex items-center gap-3">
          <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-2xl bg-brand-700 text-white">
            {icon}
          </span>
          <h2 id="allowance-title" className="font-display text-xl font-semibold text-stone-900 sm:text-2xl">
            {title}
          </h2>
        </div>
        <span className="shrink-0 rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800 ring-1 ring-brand-200">
          {badge}
        </span>
      </div>
      <div className="mt-5 space-y-4 leading-relaxed text-stone-600">{children}</div>
    </section>
  );
}

function Note({ children }: { children: ReactNode }) {
  return (
    <p className="flex gap-2 text-sm">
      <CalendarClock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
      <span>{children}</span>
    </p>
  );
}

/** Where the owner stands with the minutes that apply to them now, with the real reset time. */
export function AllowanceCard({ summary }: { summary: ProgressSummary }) {
  const a = summary.allowance;
  const mic = <Mic aria-hidden="true" className="size-5" />;
  switch (a.kind) {
    case 'video-plan':
      return (
        <Card icon={<Video aria-hidden="true" className="size-5" />} title="Video plan" badge="Active">
          <UsageMeter
            used={a.minutesUsed}
            limit={a.minutesLimit ?? VIDEO_PLAN.minutesPerMonth}
            label="Video minutes used this billing period"
          />
          <p>{plural(summary.minutesRemaining ?? 0, 'minute')} left this period.</p>
          {a.resetsAt && (
            <Note>
              Your {VIDEO_PLAN.minutesPerMonth} minutes renew on {formatDay(a.resetsAt, a.timeZone)}. Unused minutes do
              not roll over.
            </Note>
          )}
        </Card>
      );
    case 'voice-plan':
      return (
        <Card icon={mic} title="Voice plan" badge="Active">
          <p>
            Unlimited voice therapy, with no daily limit. You have used {plural(a.minutesUsed, 'voice minute')} today.
          </p>
          <Note>{plural(summary.daysRemaining, 'day')} until your plan renews.</Note>
        </Card>
      );
    case 'trial':
      return (
        <Card icon={mic} title="Free trial" badge="Trial Active">
          <UsageMeter
            used={a.minutesUsed}
            limit={a.minutesLimit ?? VOICE_TRIAL.minutesPerDay}
            label="Voice minutes used today"
          />
          <p>
            {plural(summary.minutesRemaining ?? 0, 'minute')} left today · {plural(summary.daysRemaining, 'day')} left
            in your trial.
          </p>
          {a.resetsAt && (
            <Note>
              Your daily {VOICE_TRIAL.minutesPerDay} minutes reset at {formatMoment(a.resetsAt, a.timeZone)}.
            </Note>
          )}
          {a.trialEndsAt && <Note>Your trial ends at {formatMoment(a.trialEndsAt, a.timeZone)}.</Note>}
        </Card>
      );
    case 'trial-expired':
      return (
        <Card icon={mic} title="Free trial ended" badge="Trial Expired">
          <p>
            You have used all {VOICE_TRIAL.days} days of your free trial. Subscribe to keep talking, whenever you need
            to.
          </p>
          <Link href="/subscribe" className={buttonClasses('primary', 'md')}>
            Subscribe Now - {formatAud(VOICE_PLAN.priceAud)}/month
          </Link>
        </Card>
      );
    case 'trial-not-started':
      return (
        <Card icon={mic} title="Free trial" badge="Not started">
          <p>
            Voice therapy is free for {VOICE_TRIAL.days} days, up to {VOICE_TRIAL.minutesPerDay} minutes a day. Your
            minutes will show here once your trial starts.
          </p>
          <Link href="/" className={buttonClasses('primary', 'md')}>
            Start from home
          </Link>
        </Card>
      );
  }
}
