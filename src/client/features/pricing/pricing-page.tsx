import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { getUserQueryOptions } from '../auth/index.ts';
import { useVideoOffer } from '../public-config/index.ts';
import { TermsDialog } from '../terms/index.ts';
import { AccountStatus } from './account-status.tsx';
import { Comparison } from './comparison.tsx';
import { useSubscriptionStatus } from './get-subscription-status.ts';
import { getVoiceStatusQueryOptions } from '../../lib/voice-status.ts';
import { PlanCards } from './plan-cards.tsx';
import { PricingFaq } from './pricing-faq.tsx';

/** Spec §2 /pricing: where the person stands, the plans, how they compare, and the FAQ. */
export function PricingPage() {
  useDocumentTitle('Pricing');
  // Minutes change during sessions on other pages; read the user's figures again on each visit.
  const user = useQuery({ ...getUserQueryOptions(), refetchOnMount: 'always' }).data;
  const subscription = useSubscriptionStatus();
  const voice = useQuery({ ...getVoiceStatusQueryOptions(), refetchOnMount: 'always' });
  const videoOffer = useVideoOffer();
  const [termsOpen, setTermsOpen] = useState(false);

  const voiceActive = voice.data?.isSubscribed ?? subscription.data?.plan === 'voice';
  const videoActive = user?.videoSubscriptionStatus === 'active';

  return (
    <div className="mx-auto max-w-6xl space-y-12 px-4 py-8 sm:px-6 sm:space-y-16 sm:py-12">
      <div className="space-y-6">
        <header className="max-w-3xl">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Pricing</p>
          <h1 className="mt-1 font-display text-4xl font-semibold tracking-tight text-stone-900 sm:text-5xl">
            Plans & Pricing
          </h1>
          <p className="mt-3 text-lg leading-relaxed text-stone-600">
            Support whenever you need it, for a fraction of the cost of a session.
          </p>
        </header>
        {user && (
          <AccountStatus
            user={user}
            subscription={subscription.data}
            voice={voice.data}
            onStartTrial={() => setTermsOpen(true)}
          />
        )}
        <PlanCards voiceActive={voiceActive} videoActive={videoActive} videoOffer={videoOffer} />
      </div>
      <Comparison />
      <PricingFaq />
      <TermsDialog open={termsOpen} onOpenChange={setTermsOpen} trialType="voice" />
    </div>
  );
}
