import { Link } from 'wouter';
import type { VoiceStatus } from '../../../shared/entitlements.ts';
import { VOICE_TRIAL } from '../../../shared/plans.ts';
import { buttonClasses } from '../../components/ui/button.tsx';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function describe(status: VoiceStatus | undefined): { title: string; text: string } {
  if (!status) return { title: 'Checking your trial…', text: 'One moment.' };
  if (status.isSubscribed)
    return { title: 'You are subscribed', text: 'Unlimited voice therapy is on. Thank you for subscribing.' };
  if (status.trialStatus === 'active') {
    return {
      title: 'Free trial active',
      text: `${plural(status.minutesRemaining ?? 0, 'minute')} left today · ${plural(status.daysRemaining, 'day')} left in your trial.`,
    };
  }
  if (status.trialStatus === 'expired')
    return {
      title: 'Free trial ended',
      text: `You've used all ${VOICE_TRIAL.days} days of your free trial. Subscribe to continue therapy sessions.`,
    };
  return {
    title: 'Free trial not started',
    text: `Try ${VOICE_TRIAL.days} days free, up to ${VOICE_TRIAL.minutesPerDay} minutes a day, before you subscribe.`,
  };
}

/** Spec §2 /subscribe: where the person's voice trial stands, from the server. */
export function TrialSummary({ status }: { status: VoiceStatus | undefined }) {
  const { title, text } = describe(status);
  return (
    <section aria-labelledby="trial-status" className="rounded-3xl border border-brand-200 bg-brand-50/60 p-5 sm:p-6">
      <h2 id="trial-status" className="font-semibold text-stone-900">
        {title}
      </h2>
      <p className="mt-1 text-stone-700" data-testid="trial-status-text">
        {text}
      </p>
      {status?.isSubscribed && (
        <div className="mt-4 flex flex-wrap gap-3">
          <Link href="/voice-therapy" className={buttonClasses('primary', 'md')}>
            Go to voice therapy
          </Link>
          <Link href="/account" className={buttonClasses('secondary', 'md')}>
            Manage your plan
          </Link>
        </div>
      )}
    </section>
  );
}
