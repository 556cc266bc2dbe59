import { PayPalButtons, PayPalScriptProvider, usePayPalScriptReducer } from '@paypal/react-paypal-js';
import { PageLoader } from '../../components/ui/page-loader.tsx';

interface PayPalCheckoutProps {
  clientId: string;
  planId: string;
  disabled?: boolean;
  onApproved: (subscriptionID: string) => void;
  onFailed: () => void;
}

function Buttons({ planId, disabled, onApproved, onFailed }: Omit<PayPalCheckoutProps, 'clientId'>) {
  const [{ isPending, isRejected }] = usePayPalScriptReducer();
  if (isRejected) {
    return (
      <p role="alert" className="rounded-2xl bg-red-50 p-4 text-sm text-red-900">
        PayPal's checkout could not load. Check your connection (or an ad blocker) and refresh the page.
      </p>
    );
  }
  return (
    <>
      {isPending && <PageLoader label="Loading PayPal" />}
      <PayPalButtons
        disabled={disabled}
        style={{ layout: 'vertical', label: 'subscribe', shape: 'pill' }}
        createSubscription={(_data, actions) => actions.subscription.create({ plan_id: planId })}
        onApprove={async (data) => {
          if (data.subscriptionID) onApproved(data.subscriptionID);
          else onFailed();
        }}
        onError={onFailed}
      />
    </>
  );
}

/** PayPal's own button (its script loads only here, only when PayPal is configured). */
export default function PayPalCheckout({ clientId, ...props }: PayPalCheckoutProps) {
  return (
    <PayPalScriptProvider
      options={{ clientId, vault: true, intent: 'subscription', currency: 'AUD', components: 'buttons' }}
    >
      <Buttons {...props} />
    </PayPalScriptProvider>
  );
}
