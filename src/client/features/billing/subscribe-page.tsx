import { Mic, Video } from 'lucide-react';
import { useSearch } from 'wouter';
import type { PlanId } from '../../../shared/entitlements.ts';
import { VIDEO_PLAN, VOICE_PLAN, formatAud } from '../../../shared/plans.ts';
import { CheckList } from '../../components/ui/check-list.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useVoiceStatus } from '../../lib/voice-status.ts';
import { useConfig } from '../public-config/index.ts';
import { CheckoutButton } from './checkout-button.tsx';
import { useBilling } from './get-billing.ts';
import { SubscribeFaq } from './subscribe-faq.tsx';
import { TrialSummary } from './trial-summary.tsx';

const PLANS = {
  voice: {
    plan: VOICE_PLAN,
    icon: Mic,
    points: [
      'Unlimited voice therapy: push-to-talk or a hands-free call',
      'No daily limit',
      'Text chat and session summaries included',
      'Cancel anytime',
    ],
  },
  video: {
    plan: VIDEO_PLAN,
    icon: Video,
    points: [
      `${VIDEO_PLAN.minutesPerMonth} minutes of AI video therapy each month`,
      'Unused minutes do not roll over',
      'Text chat and session summaries included',
      'Cancel anytime',
    ],
  },
} as const;

/** Spec §2 /subscribe: trial status, the plan with the provider's button, and the FAQ. `?plan=video` sells the video plan. */
export function SubscribePage() {
  const planId: PlanId = new URLSearchParams(useSearch()).get('plan') === 'video' ? 'video' : 'voice';
  const { plan, icon: Icon, points } = PLANS[planId];
  useDocumentTitle(`Subscribe to ${plan.name}`);
  const voice = useVoiceStatus();
  const billing = useBilling();
  const current =
    planId === 'voice' ? voice.data?.isSubscribed : billing.data?.plans.some((p) => p.plan === 'video' && p.hasAccess);
  const testMode = useConfig().data?.paypal === null;
  return (
    <div className="mx-auto max-w-3xl space-y-8 px-4 py-8 sm:px-6 sm:py-12">
      <header>
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Subscribe</p>
        <h1 className="mt-1 font-display text-4xl font-semibold tracking-tight text-stone-900">{plan.name}</h1>
      </header>
      {planId === 'voice' && <TrialSummary status={voice.data} />}
      <section
        aria-labelledby="plan-name"
        className="rounded-3xl border border-brand-300 bg-white p-6 shadow-lg shadow-brand-900/5 ring-1 ring-brand-200 sm:p-8"
      >
        <div className="flex items-center gap-3">
          <span className="inline-flex size-11 items-center justify-center rounded-2xl bg-brand-700 text-white">
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <h2 id="plan-name" className="font-display text-2xl font-semibold text-stone-900">
            {plan.name}
          </h2>
        </div>
        <p className="mt-5 font-display text-5xl font-semibold text-stone-900">
          ${plan.priceAud}
          <span className="font-sans text-base font-medium text-stone-600">/month</span>
        </p>
        <p className="mt-1 text-sm text-stone-600">
          {formatAud(plan.priceAud)} in Australian dollars, renewing monthly until you cancel.
        </p>
        <CheckList items={points} />
        <div className="mt-8">
          {current ? (
            <p className="rounded-2xl bg-brand-50 p-4 font-semibold text-brand-900">This is your current plan.</p>
          ) : (
            <CheckoutButton plan={planId} label={plan.name} />
          )}
        </div>
      </section>
      <SubscribeFaq testMode={testMode} />
    </div>
  );
}
