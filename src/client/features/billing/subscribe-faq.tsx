import { VOICE_PLAN, VOICE_TRIAL, formatAud } from '../../../shared/plans.ts';

const faq = (testMode: boolean): [string, string][] => [
  [
    'What do I get?',
    `Unlimited voice therapy, push-to-talk or a hands-free call, plus text chat and session summaries, for ${formatAud(VOICE_PLAN.priceAud)} AUD a month.`,
  ],
  [
    'How does the free trial work?',
    `The trial lasts ${VOICE_TRIAL.days} days from when you accept the terms, with up to ${VOICE_TRIAL.minutesPerDay} minutes of voice a day. Subscribing removes the daily limit.`,
  ],
  ['When am I charged?', 'Today, then on the same day each month until you cancel. Your plan renews automatically.'],
  [
    'Can I cancel?',
    'Yes, anytime from your Account page. You keep access until the end of the month you have already paid for, and you are not charged again.',
  ],
  testMode
    ? [
        'Who handles my payment?',
        'Nobody yet: this server runs in test mode, so checkouts are tests and no money moves. With PayPal configured, PayPal takes the payment.',
      ]
    : [
        'Who handles my payment?',
        'PayPal. We never see your card or bank details; we only check with PayPal that your subscription is active.',
      ],
  ['Is this a crisis service?', 'No. If you are in danger now, call 000. Lifeline is available 24/7 on 13 11 14.'],
];

export function SubscribeFaq({ testMode }: { testMode: boolean }) {
  return (
    <section aria-labelledby="subscribe-faq" className="space-y-4">
      <h2 id="subscribe-faq" className="font-display text-2xl font-semibold text-stone-900">
        Frequently asked questions
      </h2>
      <div className="divide-y divide-stone-200 rounded-3xl border border-stone-200 bg-white">
        {faq(testMode).map(([q, a]) => (
          <details key={q} className="group p-5">
            <summary className="cursor-pointer font-semibold text-stone-900 marker:text-brand-700">{q}</summary>
            <p className="mt-2 leading-relaxed text-stone-600">{a}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
