import { ChevronDown } from 'lucide-react';
import { helplines } from '../../../shared/helplines.ts';
import { VIDEO_PLAN, VOICE_PLAN, VOICE_TRIAL, formatAud } from '../../../shared/plans.ts';

const faqs = [
  {
    q: 'How does the free trial work?',
    a: `Voice therapy is free for ${VOICE_TRIAL.days} days, up to ${VOICE_TRIAL.minutesPerDay} minutes a day. The trial starts when you accept the terms, and each day's minutes come back at midnight.`,
  },
  {
    q: 'What happens when my trial ends?',
    a: `You can keep talking with the ${VOICE_PLAN.name} plan for ${formatAud(VOICE_PLAN.priceAud)} a month, with unlimited voice and text chat. Your session summaries stay yours either way.`,
  },
  {
    q: 'Do unused video minutes roll over?',
    a: `No. The ${VIDEO_PLAN.name} plan includes ${VIDEO_PLAN.minutesPerMonth} minutes in each monthly billing period, and unused minutes do not carry over to the next one.`,
  },
  {
    q: 'Can I cancel anytime?',
    a: 'Yes. Subscriptions renew each month unless you cancel, and you can cancel at any time.',
  },
  {
    q: 'Is what I say private?',
    a: 'Your conversations, summaries and documents are encrypted at rest with AES-256, only you can see them, and every access to them is logged.',
  },
  {
    q: 'Is Solace a replacement for a therapist?',
    a: `No. Solace is AI support, not professional care. In a crisis, call 000 or ${helplines.lifeline.name} on ${helplines.lifeline.phone}, any time.`,
  },
];

export function PricingFaq() {
  return (
    <section aria-labelledby="faq-title">
      <h2 id="faq-title" className="font-display text-3xl font-semibold tracking-tight text-stone-900">
        Questions
      </h2>
      <div className="mt-6 divide-y divide-stone-200 rounded-3xl border border-stone-200 bg-white">
        {faqs.map((f, i) => (
          // The trial answer is the one most people come for: it starts open.
          <details key={f.q} open={i === 0} className="group px-5 sm:px-6">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 font-semibold text-stone-900 [&::-webkit-details-marker]:hidden">
              {f.q}
              <ChevronDown
                aria-hidden="true"
                className="size-5 shrink-0 text-stone-500 transition-transform group-open:rotate-180"
              />
            </summary>
            <p className="pb-5 leading-relaxed text-stone-700">{f.a}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
