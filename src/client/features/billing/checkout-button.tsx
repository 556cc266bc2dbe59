import { FlaskConical } from 'lucide-react';
import { lazy, Suspense } from 'react';
import type { PlanId } from '../../../shared/entitlements.ts';
import { Button } from '../../components/ui/button.tsx';
import { PageLoader } from '../../components/ui/page-loader.tsx';
import { useConfig } from '../public-config/index.ts';
import { useTestCheckout } from './test-checkout.ts';
import { CheckoutAlert } from './checkout-alert.tsx';
import { CHECKOUT_EXCEPTION, useCheckout } from './use-checkout.ts';

const PayPalCheckout = lazy(() => import('./paypal-buttons.tsx'));

/** PayPal's button when PayPal is configured; otherwise the local test checkout, labelled so (DECISIONS §2). */
export function CheckoutButton({ plan, label }: { plan: PlanId; label: string }) {
  const config = useConfig();
  const checkout = useCheckout(plan);
  const testCheckout = useTestCheckout();
  if (config.isLoading) return <PageLoader label="Loading checkout" />;
  const paypal = config.data?.paypal;

  const startTest = () =>
    testCheckout.mutate(plan, {
      onSuccess: ({ subscriptionID }) => void checkout.complete(subscriptionID),
      onError: () => checkout.fail(CHECKOUT_EXCEPTION),
    });

  return (
    <div className="space-y-3">
      {paypal ? (
        <Suspense fallback={<PageLoader label="Loading PayPal" />}>
          <PayPalCheckout
            clientId={paypal.clientId}
            planId={plan === 'voice' ? paypal.voicePlanId : paypal.videoPlanId}
            disabled={checkout.busy}
            onApproved={(id) => void checkout.complete(id)}
            onFailed={() => checkout.fail(CHECKOUT_EXCEPTION)}
          />
        </Suspense>
      ) : (
        <div className="rounded-2xl border border-dashed border-amber-400 bg-amber-50 p-4">
          <p className="flex items-center gap-2 text-sm font-semibold text-amber-900">
            <FlaskConical aria-hidden="true" className="size-4" /> Test mode: no money moves
          </p>
          <p className="mt-1 text-sm text-amber-900">
            No payment provider is configured on this server, so this checkout makes a test subscription and charges
            nothing.
          </p>
          <Button
            size="lg"
            className="mt-3 w-full py-2 text-center whitespace-normal"
            onClick={startTest}
            disabled={testCheckout.isPending || checkout.busy}
          >
            {testCheckout.isPending || checkout.busy ? 'Activating…' : `Test checkout: ${label}`}
          </Button>
        </div>
      )}
      {checkout.problem && <CheckoutAlert text={checkout.problem.text} detail={checkout.problem.detail} />}
    </div>
  );
}
