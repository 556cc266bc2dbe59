import { PageLoader } from '../../components/ui/page-loader.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useBilling } from './get-billing.ts';
import { PaymentHistory } from './payment-history.tsx';
import { PlanList } from './plan-list.tsx';

/** The person's plans, next billing dates, payment history and Cancel (reached from the avatar menu). */
export function AccountPage() {
  useDocumentTitle('Account');
  const billing = useBilling();
  const testMode = billing.data?.provider === 'test-mode';
  return (
    <div className="mx-auto max-w-3xl space-y-10 px-4 py-8 sm:px-6 sm:py-12">
      <header>
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Account</p>
        <h1 className="mt-1 font-display text-4xl font-semibold tracking-tight text-stone-900">Plans & billing</h1>
        {testMode && (
          <p className="mt-2 text-sm text-amber-900">
            Test mode: no payment provider is configured, so no money moves.
          </p>
        )}
      </header>
      {billing.isLoading && <PageLoader label="Loading your plans" />}
      {billing.isError && (
        <p role="alert" className="rounded-2xl bg-red-50 p-4 text-red-900">
          We couldn't load your plans. Please refresh the page.
        </p>
      )}
      {billing.data && (
        <>
          <section aria-labelledby="plans-heading" className="space-y-4">
            <h2 id="plans-heading" className="font-display text-2xl font-semibold text-stone-900">
              Your plans
            </h2>
            <PlanList plans={billing.data.plans} />
          </section>
          <section aria-labelledby="payments-heading" className="space-y-4">
            <h2 id="payments-heading" className="font-display text-2xl font-semibold text-stone-900">
              Payment history
            </h2>
            <PaymentHistory payments={billing.data.payments} testMode={testMode} />
          </section>
        </>
      )}
    </div>
  );
}
