import { Clock, ShieldCheck } from 'lucide-react';
import type { User } from '../../../shared/auth.ts';
import type { SubscriptionStatus, VoiceStatus } from '../../../shared/entitlements.ts';
import { DEFAULT_MONTHLY_MINUTES_LIMIT, VIDEO_PLAN, VOICE_PLAN, VOICE_TRIAL } from '../../../shared/plans.ts';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

interface AccountStatusProps {
  user: User;
  subscription: SubscriptionStatus | undefined;
  voice: VoiceStatus | null | undefined;
  /** Opens the terms dialog that starts the free trial. */
  onStartTrial?: () => void;
}

/** The minutes that apply to this person now: this month's video minutes, unlimited voice, or today's trial minutes. */
function minutesLine({ user, voice }: AccountStatusProps): { value: string; detail: string } {
  if (user.videoSubscriptionStatus === 'active') {
    const limit = user.monthlyMinutesLimit || DEFAULT_MONTHLY_MINUTES_LIMIT;
    return {
      value: plural(Math.max(0, limit - user.monthlyMinutesUsed), 'minute'),
      detail: `of video remaining this month (of ${limit})`,
    };
  }
  if (voice?.isSubscribed) return { value: 'Unlimited', detail: `voice minutes on the ${VOICE_PLAN.name} plan` };
  if (voice?.trialStatus === 'active') {
    return {
      value: plural(voice.minutesRemaining ?? 0, 'minute'),
      detail: `of voice remaining today · ${plural(voice.daysRemaining, 'day')} left in your free trial`,
    };
  }
  if (voice?.trialStatus === 'expired') return { value: '0 minutes', detail: 'remaining · your free trial has ended' };
  if (voice) return { value: 'Not started', detail: 'your free voice trial is ready when you are' };
  return { value: '…', detail: 'checking your minutes' };
}

export function AccountStatus(props: AccountStatusProps) {
  const { subscription, user } = props;
  const active = subscription ? subscription.isSubscribed : user.subscriptionStatus === 'active';
  const planName =
    subscription?.plan === 'video' ? VIDEO_PLAN.name : subscription?.plan === 'voice' ? VOICE_PLAN.name : null;
  const minutes = minutesLine(props);
  return (
    <section aria-labelledby="account-status" className="rounded-3xl border border-brand-200 bg-brand-50/60 p-5 sm:p-6">
      <h2 id="account-status" className="sr-only">
        Your plan
      </h2>
      <dl className="grid gap-4 sm:grid-cols-2">
        <div>
          <dt className="flex items-center gap-2 text-sm text-stone-600">
            <ShieldCheck aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
            Subscription
          </dt>
          <dd className="mt-1 flex flex-wrap items-center gap-2 pl-7">
            <span
              className={cn(
                'rounded-full px-3 py-0.5 text-sm font-semibold ring-1',
                active ? 'bg-brand-700 text-white ring-brand-700' : 'bg-white text-stone-700 ring-stone-300',
              )}
            >
              {active ? 'Active' : 'Inactive'}
            </span>
            {active && planName && <span className="text-sm text-stone-700">{planName}</span>}
            {!active && props.voice?.trialStatus === 'active' && (
              <span className="text-sm text-stone-700">No paid plan: you are on the free trial</span>
            )}
          </dd>
        </div>
        <div>
          <dt className="flex items-center gap-2 text-sm text-stone-600">
            <Clock aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
            Your minutes
          </dt>
          <dd className="mt-1 pl-7 text-stone-700">
            <span className="font-display text-xl font-semibold text-stone-900">{minutes.value}</span> {minutes.detail}
          </dd>
        </div>
      </dl>
      {props.onStartTrial && !active && props.voice?.trialStatus === 'inactive' && (
        <div className="mt-5 flex flex-col gap-3 border-t border-brand-200 pt-5 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-stone-700">
            Not ready to subscribe? Voice therapy is free for {VOICE_TRIAL.days} days, up to {VOICE_TRIAL.minutesPerDay}{' '}
            minutes a day.
          </p>
          <Button className="shrink-0 self-start sm:self-auto" onClick={props.onStartTrial}>
            Start Free Trial
          </Button>
        </div>
      )}
    </section>
  );
}
