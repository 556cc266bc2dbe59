import { CalendarClock, Hourglass, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { VOICE_PLAN, VOICE_TRIAL } from '../../../../shared/plans.ts';
import { buttonClasses } from '../../../components/ui/button.tsx';
import type { VoiceScreenState } from '../lib/screen-state.ts';

function Banner({
  icon,
  title,
  children,
  action,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <section
      aria-label={title}
      className="flex flex-col gap-4 rounded-3xl border border-peach-200 bg-peach-100/60 p-5 sm:flex-row sm:items-center sm:p-6"
    >
      <span
        aria-hidden="true"
        className="inline-flex size-12 shrink-0 items-center justify-center rounded-2xl bg-white text-stone-800 shadow-sm"
      >
        {icon}
      </span>
      <div className="min-w-0 flex-1">
        <h2 className="font-display text-xl font-semibold text-stone-900">{title}</h2>
        <p className="mt-1 text-[0.95rem] leading-relaxed text-stone-700">{children}</p>
      </div>
      {action}
    </section>
  );
}

/** Spec §8 trial banners (exact texts), plus an invitation for a visitor who has not started the trial. */
export function TrialBanner({ state, onStartTrial }: { state: VoiceScreenState; onStartTrial: () => void }) {
  if (state === 'expired') {
    return (
      <Banner
        icon={<Hourglass className="size-6" />}
        title="Free trial expired..."
        action={
          <Link href="/subscribe" className={buttonClasses('primary', 'md', 'shrink-0')}>
            Subscribe Now - ${VOICE_PLAN.priceAud}/month
          </Link>
        }
      >
        You've used all {VOICE_TRIAL.days} days of your free trial. Subscribe to continue therapy sessions.
      </Banner>
    );
  }
  if (state === 'daily_limit') {
    return (
      <Banner icon={<CalendarClock className="size-6" />} title="Daily limit reached...">
        You've used your daily {VOICE_TRIAL.minutesPerDay} minutes. Come back tomorrow for another session.
      </Banner>
    );
  }
  if (state === 'not_started') {
    return (
      <Banner
        icon={<Sparkles className="size-6" />}
        title="Start your free voice trial"
        action={
          <button type="button" onClick={onStartTrial} className={buttonClasses('primary', 'md', 'shrink-0')}>
            Start Free Trial
          </button>
        }
      >
        {VOICE_TRIAL.days} days, up to {VOICE_TRIAL.minutesPerDay} minutes a day. No account needed; you'll just need to
        accept the terms first.
      </Banner>
    );
  }
  return null;
}
