import { Link } from 'wouter';
import type { BillingPlan } from '../../../shared/billing.ts';
import { buttonClasses } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { CancelPlanButton } from './cancel-dialog.tsx';
import { formatDate, formatMoney } from './format.ts';

const STATUS_LABEL: Record<BillingPlan['status'], string> = {
  active: 'Active',
  cancelled: 'Cancelled',
  suspended: 'Suspended',
  expired: 'Ended',
};

function PlanRow({ plan }: { plan: BillingPlan }) {
  const facts: [string, string][] = [
    ['Price', `${formatMoney(plan.priceCents, plan.currency)} a month`],
    plan.nextBillingAt
      ? ['Next billing date', formatDate(plan.nextBillingAt)]
      : ['Access until', formatDate(plan.currentPeriodEnd)],
  ];
  if (plan.cancelledAt) facts.push(['Cancelled on', formatDate(plan.cancelledAt)]);
  if (plan.videoMinutesLeft !== null) facts.push(['Video minutes left this period', String(plan.videoMinutesLeft)]);
  return (
    <li className="rounded-3xl border border-stone-200 bg-white p-5 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="font-display text-xl font-semibold text-stone-900">{plan.name}</h3>
        <span
          className={cn(
            'rounded-full px-3 py-0.5 text-sm font-semibold ring-1',
            plan.hasAccess ? 'bg-brand-50 text-brand-900 ring-brand-200' : 'bg-stone-100 text-stone-700 ring-stone-300',
          )}
        >
          {STATUS_LABEL[plan.status]}
        </span>
      </div>
      <dl className="mt-4 grid gap-3 sm:grid-cols-2">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt className="text-sm text-stone-600">{term}</dt>
            <dd className="font-semibold text-stone-900">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-xs break-all text-stone-500">Subscription {plan.subscriptionId}</p>
      {plan.status === 'active' && plan.hasAccess && (
        <div className="mt-4">
          <CancelPlanButton plan={plan} />
        </div>
      )}
    </li>
  );
}

export function PlanList({ plans }: { plans: BillingPlan[] }) {
  if (!plans.length) {
    return (
      <div className="rounded-3xl border border-dashed border-stone-300 bg-white p-6 text-stone-700">
        <p>You have no paid plan yet. The free voice trial, when you start it, needs none.</p>
        <Link href="/pricing" className={buttonClasses('primary', 'md', 'mt-4')}>
          See plans
        </Link>
      </div>
    );
  }
  return (
    <ul className="space-y-4">
      {plans.map((p) => (
        <PlanRow key={p.subscriptionId} plan={p} />
      ))}
    </ul>
  );
}
