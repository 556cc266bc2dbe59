import { PayPalButtons, PayPalScriptProvider } from '@paypal/react-paypal-js';

interface PayPalCheckoutProps {
  clientId: string;
  planId: string;
  disabled?: boolean;
  onApproved: (subscriptionID: string) => void;
  onFailed: () => void;
}

/** PayPal's own button (its script loads only here, only when PayPal is configured). */
export default function PayPalCheckout({ clientId, planId, disabled, onApproved, onFailed }: PayPalCheckoutProps) {
  return (
    <PayPalScriptProvider options={{ clientId, vault: true, intent: 'subscription', currency: 'AUD', components: 'buttons' }}>
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
    </PayPalScriptProvider>
  );
}
