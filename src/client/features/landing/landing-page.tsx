import { useState } from 'react';
import { SkipLink } from '../../components/ui/skip-link.tsx';
import { SiteFooter } from '../layout/index.ts';
import { TermsDialog } from '../terms/index.ts';
import { CrisisBand } from './crisis-band.tsx';
import { FeatureCards } from './feature-cards.tsx';
import { HeroSection } from './hero-section.tsx';
import { LandingHeader } from './landing-header.tsx';
import { PlanCards } from './plan-cards.tsx';
import { PricingSection } from './pricing-section.tsx';
import { WhyAiSection } from './why-ai-section.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** Spec §2 landing page, shown at / to visitors who are not signed in and while sign-in status loads. */
export function LandingPage() {
  useDocumentTitle();
  const [termsOpen, setTermsOpen] = useState(false);
  const startTrial = () => setTermsOpen(true);
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <LandingHeader />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <HeroSection onStartTrial={startTrial} />
        <FeatureCards />
        <PlanCards onStartTrial={startTrial} />
        <WhyAiSection />
        <PricingSection />
        <CrisisBand />
      </main>
      <SiteFooter />
      <TermsDialog open={termsOpen} onOpenChange={setTermsOpen} trialType="voice" />
    </div>
  );
}
