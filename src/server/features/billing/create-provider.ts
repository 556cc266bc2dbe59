import type { Config } from '../../config.ts';
import type { Db } from '../../db/index.ts';
import { PayPalClient, paypalApiBase } from './paypal-client.ts';
import { TestModeProvider } from './test-mode-provider.ts';
import type { PaymentProvider } from './provider.ts';

/** PayPal when config.ts validated a complete set of PAYPAL_* keys; otherwise the local test mode. */
export function createPaymentProvider(config: Config, db: Db): PaymentProvider {
  const { PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET, PAYPAL_VOICE_PLAN_ID, PAYPAL_VIDEO_PLAN_ID, PAYPAL_WEBHOOK_ID } =
    config;
  if (
    !PAYPAL_CLIENT_ID ||
    !PAYPAL_CLIENT_SECRET ||
    !PAYPAL_VOICE_PLAN_ID ||
    !PAYPAL_VIDEO_PLAN_ID ||
    !PAYPAL_WEBHOOK_ID
  ) {
    return new TestModeProvider(db);
  }
  return new PayPalClient({
    clientId: PAYPAL_CLIENT_ID,
    clientSecret: PAYPAL_CLIENT_SECRET,
    apiBase: paypalApiBase(config.PAYPAL_ENV, config.PAYPAL_API_BASE),
    webhookId: PAYPAL_WEBHOOK_ID,
    planIds: { voice: PAYPAL_VOICE_PLAN_ID, video: PAYPAL_VIDEO_PLAN_ID },
    timeoutMs: config.PAYPAL_TIMEOUT_MS,
  });
}
