import { useState } from 'react';
import { Link } from 'wouter';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { ApiError, apiRequest } from '../../lib/api.ts';
import { queryClient } from '../../lib/query-client.ts';
import { SUBSCRIPTION_ACTIVE_KEY, SUBSCRIPTION_ID_KEY } from '../../lib/subscription.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useVoiceStatus } from '../../lib/voice-status.ts';
import { useConfig } from '../public-config/index.ts';
import { useActivateSubscription } from './activate-subscription.ts';
import { useClearTestSubscription } from './clear-test-subscription.ts';
import { useSubscriptionStatus } from './get-subscription-status.ts';
import { testCheckout } from './test-checkout.ts';

const show = (v: unknown) => (v === undefined || v === null ? '—' : String(v));
const stored = (key: string) => {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
};

function Fields({ title, rows }: { title: string; rows: [string, unknown][] }) {
  return (
    <section aria-label={title} className="rounded-3xl border border-stone-200 bg-white p-5">
      <h2 className="font-semibold text-stone-900">{title}</h2>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {rows.map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="font-mono text-stone-600">{k}</dt>
            <dd className="font-mono break-all text-stone-900" data-testid={`field-${k}`}>
              {show(v)}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Spec §2 /paypal-test (DEV_TOOLS only). Simulate and Clear act on the local test-mode provider only. */
export default function PayPalTestPage() {
  useDocumentTitle('PayPal test');
  const config = useConfig();
  const subscription = useSubscriptionStatus();
  const voice = useVoiceStatus();
  const activate = useActivateSubscription();
  const clear = useClearTestSubscription();
  const [message, setMessage] = useState<string | null>(null);
  const [, rerender] = useState(0);
  const testMode = config.data?.paypal === null;

  const simulate = async () => {
    const { subscriptionID } = await testCheckout('voice');
    await activate.mutateAsync({ subscriptionID, plan: 'voice' });
    setMessage(`Simulated test-mode subscription ${subscriptionID}.`);
  };
  const testApi = async () => {
    try {
      await apiRequest('POST', '/api/paypal/subscription-success', { subscriptionID: 'I-PROBE0000' });
      setMessage('PayPal endpoint answered OK.');
    } catch (error) {
      if (error instanceof ApiError && error.status < 500)
        setMessage(`PayPal endpoint is up: it answered ${error.status} (${error.userMessage}).`);
      else setMessage(`PayPal endpoint test failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  const refresh = () => {
    void queryClient.invalidateQueries();
    rerender((n) => n + 1);
  };

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6">
      <h1 className="font-display text-3xl font-semibold text-stone-900">PayPal test</h1>
      <p className="text-sm text-stone-600">
        Payments: {config.data ? (testMode ? 'local test mode (no money moves)' : 'PayPal') : '…'}
      </p>
      <Fields
        title="Subscription status"
        rows={[
          ['isSubscribed', subscription.data?.isSubscribed],
          ['subscriptionId', subscription.data?.subscriptionId],
          ['plan', subscription.data?.plan],
        ]}
      />
      <Fields
        title="Trial status"
        rows={[
          ['minutesUsed', voice.data?.minutesUsed],
          ['minutesRemaining', voice.data ? (voice.data.minutesRemaining ?? 'unlimited') : undefined],
          ['daysRemaining', voice.data?.daysRemaining],
          ['canStartSession', voice.data?.canStartSession],
          ['isSubscribed', voice.data?.isSubscribed],
        ]}
      />
      <Fields
        title="Local storage"
        rows={[
          [SUBSCRIPTION_ID_KEY, stored(SUBSCRIPTION_ID_KEY)],
          [SUBSCRIPTION_ACTIVE_KEY, stored(SUBSCRIPTION_ACTIVE_KEY)],
        ]}
      />
      <div className="flex flex-wrap gap-3">
        <Button
          onClick={() =>
            void simulate().catch((e: unknown) =>
              setMessage(`Simulate failed: ${e instanceof ApiError ? e.userMessage : String(e)}`),
            )
          }
          disabled={!testMode}
        >
          Simulate Subscription
        </Button>
        <Button
          variant="secondary"
          onClick={() =>
            clear.mutate(undefined, { onSuccess: (r) => setMessage(`Cleared ${r.cleared} test-mode subscription(s).`) })
          }
        >
          Clear Subscription
        </Button>
        <Button variant="secondary" onClick={() => void testApi()}>
          Test PayPal API
        </Button>
        <Button variant="ghost" onClick={refresh}>
          Refresh Status
        </Button>
      </div>
      {!testMode && config.data && (
        <p className="text-sm text-stone-600">
          Simulate Subscription works only in local test mode; PayPal is configured here.
        </p>
      )}
      {message && (
        <p role="status" className="rounded-2xl bg-stone-100 p-3 text-sm text-stone-800">
          {message}
        </p>
      )}
      <div className="flex gap-3">
        <Link href="/subscribe" className={buttonClasses('soft', 'sm')}>
          /subscribe
        </Link>
        <Link href="/voice-therapy" className={buttonClasses('soft', 'sm')}>
          /voice-therapy
        </Link>
      </div>
    </div>
  );
}
