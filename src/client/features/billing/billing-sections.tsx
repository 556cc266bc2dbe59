import { PageLoader } from '../../components/ui/page-loader.tsx';
import { useBilling } from './get-billing.ts';
import { PaymentHistory } from './payment-history.tsx';
import { PlanList } from './plan-list.tsx';

/** The person's plans, next billing dates, payment history and Cancel, for the Account page. */
export function BillingSections() {
  const billing = useBilling();
  const testMode = billing.data?.provider === 'test-mode';
  if (billing.isLoading) return <PageLoader label="Loading your plans" />;
  if (billing.isError || !billing.data) {
    return (
      <p role="alert" className="rounded-2xl bg-red-50 p-4 text-red-900">
        We couldn't load your plans. Please refresh the page.
      </p>
    );
  }
  return (
    <>
      <section aria-labelledby="plans-heading" className="space-y-4">
        <h2 id="plans-heading" className="font-display text-2xl font-semibold text-stone-900">
          Your plans
        </h2>
        {testMode && (
          <p className="text-sm text-amber-900">Test mode: no payment provider is configured, so no money moves.</p>
        )}
        <PlanList plans={billing.data.plans} />
      </section>
      <section aria-labelledby="payments-heading" className="space-y-4">
        <h2 id="payments-heading" className="font-display text-2xl font-semibold text-stone-900">
          Payment history
        </h2>
        <PaymentHistory payments={billing.data.payments} testMode={testMode} />
      </section>
    </>
  );
}
