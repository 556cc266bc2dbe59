import { TRADITIONAL_THERAPY_AUD, VIDEO_PLAN, formatAud } from '../../../shared/plans.ts';
import { VIDEO_OFFER_TEXT, VideoPlanAction, useVideoOffer } from '../public-config/index.ts';
import { SectionHeading } from './section-heading.tsx';
import { CheckList } from '../../components/ui/check-list.tsx';

const included = [
  `${VIDEO_PLAN.minutesPerMonth} minutes per month`,
  'Text chat included',
  'Session summaries and progress tracking',
  'Unused minutes do not roll over',
];

export function PricingSection() {
  const offer = useVideoOffer();
  const kind = offer === 'unknown' ? 'AI video therapy sessions' : VIDEO_OFFER_TEXT[offer];
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="scroll-mt-20 px-4 py-16 sm:px-6 sm:py-20">
      <SectionHeading id="pricing-title" eyebrow="Pricing" title="Simple, honest pricing">
        Traditional therapy often costs {formatAud(TRADITIONAL_THERAPY_AUD.min)} to{' '}
        {formatAud(TRADITIONAL_THERAPY_AUD.max)} AUD per hour.
      </SectionHeading>
      <article
        aria-labelledby="monthly-title"
        className="mx-auto mt-10 max-w-md rounded-3xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8"
      >
        <h3 id="monthly-title" className="text-lg font-semibold text-stone-900">
          Monthly Subscription
        </h3>
        <p className="mt-3 font-display text-5xl font-semibold text-stone-900">
          {formatAud(VIDEO_PLAN.priceAud)}
          <span className="ml-1.5 font-sans text-base font-medium text-stone-600">AUD per month</span>
        </p>
        <CheckList items={[included[0]!, kind, ...included.slice(1)]} />
        <div className="mt-8">
          <VideoPlanAction offer={offer} />
        </div>
        <p className="mt-3 text-center text-sm text-stone-600">Cancel anytime</p>
      </article>
    </section>
  );
}
