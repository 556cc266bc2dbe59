import type { Payment } from '../../../shared/billing.ts';
import { VIDEO_PLAN, VOICE_PLAN } from '../../../shared/plans.ts';
import { formatDate, formatMoney } from './format.ts';

const STATUS = { completed: 'Paid', refunded: 'Refunded', reversed: 'Reversed' } as const;

export function PaymentHistory({ payments, testMode }: { payments: Payment[]; testMode: boolean }) {
  if (!payments.length) return <p className="text-stone-600">No payments yet.</p>;
  return (
    <div tabIndex={0} role="region" aria-label="Payment history table" className="overflow-x-auto rounded-3xl border border-stone-200 bg-white focus-visible:outline-2 focus-visible:outline-brand-700">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Payment history</caption>
        <thead className="border-b border-stone-200 text-stone-600">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">Date</th>
            <th scope="col" className="px-4 py-3 font-medium">Plan</th>
            <th scope="col" className="px-4 py-3 font-medium">Amount</th>
            <th scope="col" className="px-4 py-3 font-medium">Status</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {payments.map((p) => (
            <tr key={p.id}>
              <td className="px-4 py-3 whitespace-nowrap">{formatDate(p.paidAt)}</td>
              <td className="px-4 py-3">{p.plan === 'video' ? VIDEO_PLAN.name : VOICE_PLAN.name}</td>
              <td className="px-4 py-3 whitespace-nowrap">{formatMoney(p.amountCents, p.currency)}{testMode ? ' (test, not charged)' : ''}</td>
              <td className="px-4 py-3">{STATUS[p.status]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
