import type { Payment } from '../../../shared/billing.ts';
import { VIDEO_PLAN, VOICE_PLAN } from '../../../shared/plans.ts';
import { formatDate, formatMoney } from './format.ts';

const STATUS = { completed: 'Paid', refunded: 'Refunded', reversed: 'Reversed' } as const;

/** A list rather than a table, so a phone never scrolls sideways. */
export function PaymentHistory({ payments, testMode }: { payments: Payment[]; testMode: boolean }) {
  if (!payments.length) return <p className="text-stone-600">No payments yet.</p>;
  return (
    <ul aria-label="Payment history" className="divide-y divide-stone-100 rounded-3xl border border-stone-200 bg-white">
      {payments.map((p) => (
        <li key={p.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 p-4 sm:px-5">
          <div>
            <p className="font-semibold text-stone-900">{formatDate(p.paidAt)}</p>
            <p className="text-sm text-stone-600">{p.plan === 'video' ? VIDEO_PLAN.name : VOICE_PLAN.name}</p>
          </div>
          <div className="sm:text-right">
            <p className="font-semibold text-stone-900">
              {formatMoney(p.amountCents, p.currency)} · {STATUS[p.status]}
            </p>
            {testMode && <p className="text-sm text-amber-900">Test payment, not charged</p>}
          </div>
        </li>
      ))}
    </ul>
  );
}
