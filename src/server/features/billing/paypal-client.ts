import { HttpError } from '../../platform/errors.ts';
import type { PlanId } from '../../../shared/entitlements.ts';
import type { PaymentProvider, ProviderSubscription, WebhookHeaders } from './provider.ts';
import { PayPalSubscriptionSchema, PayPalTokenSchema, PayPalVerifySchema } from './paypal-wire.ts';

export interface PayPalOptions {
  clientId: string;
  clientSecret: string;
  apiBase: string;
  webhookId: string;
  planIds: Record<PlanId, string>;
  timeoutMs: number;
}

const API_BASES = { sandbox: 'https://api-m.sandbox.paypal.com', live: 'https://api-m.paypal.com' } as const;
export const paypalApiBase = (env: 'sandbox' | 'live', override?: string) =>
  (override ?? API_BASES[env]).replace(/\/+$/, '');

const unavailable = () =>
  new HttpError(503, 'PayPal could not be reached just now. Nothing was changed; please try again in a minute.');
const toDate = (value: string | undefined) => (value ? new Date(value) : null);
const SIGNATURE_HEADERS = [
  'paypal-auth-algo',
  'paypal-cert-url',
  'paypal-transmission-id',
  'paypal-transmission-sig',
  'paypal-transmission-time',
] as const;

/** PayPal's REST API: OAuth2 client credentials, subscriptions, and webhook signature verification. */
export class PayPalClient implements PaymentProvider {
  readonly kind = 'paypal';
  private token: { value: string; expiresAt: number } | null = null;

  constructor(private readonly options: PayPalOptions) {}

  planIdFor(plan: PlanId): string {
    return this.options.planIds[plan];
  }

  private async send(path: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(`${this.options.apiBase}${path}`, {
        ...init,
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch {
      throw unavailable();
    }
  }

  private async accessToken(): Promise<string> {
    if (this.token && Date.now() < this.token.expiresAt) return this.token.value;
    const basic = Buffer.from(`${this.options.clientId}:${this.options.clientSecret}`).toString('base64');
    const res = await this.send('/v1/oauth2/token', {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: 'grant_type=client_credentials',
    });
    if (!res.ok) throw unavailable();
    const parsed = PayPalTokenSchema.safeParse(await res.json().catch(() => null));
    if (!parsed.success) throw unavailable();
    // A minute's margin so a token never expires between being read here and arriving at PayPal.
    this.token = {
      value: parsed.data.access_token,
      expiresAt: Date.now() + Math.max(0, parsed.data.expires_in - 60) * 1000,
    };
    return this.token.value;
  }

  /** An authorised call; a 401 means the cached token was revoked early, so it is fetched again once. */
  private async call(path: string, init: RequestInit = {}): Promise<Response> {
    for (let attempt = 0; ; attempt++) {
      const token = await this.accessToken();
      const headers = {
        authorization: `Bearer ${token}`,
        accept: 'application/json',
        'content-type': 'application/json',
        ...init.headers,
      };
      const res = await this.send(path, { ...init, headers });
      if (res.status !== 401 || attempt > 0) return res;
      this.token = null;
    }
  }

  async getSubscription(id: string): Promise<ProviderSubscription | null> {
    const res = await this.call(`/v1/billing/subscriptions/${encodeURIComponent(id)}`);
    if (res.status === 404 || res.status === 400) return null;
    if (!res.ok) throw unavailable();
    const parsed = PayPalSubscriptionSchema.safeParse(await res.json().catch(() => null));
    if (!parsed.success) throw unavailable();
    const s = parsed.data;
    return {
      id: s.id,
      planId: s.plan_id,
      status: s.status,
      startTime: toDate(s.start_time),
      nextBillingTime: toDate(s.billing_info?.next_billing_time),
      lastPaymentTime: toDate(s.billing_info?.last_payment?.time),
      statusUpdateTime: toDate(s.status_update_time),
    };
  }

  async cancelSubscription(id: string, reason: string): Promise<void> {
    const res = await this.call(`/v1/billing/subscriptions/${encodeURIComponent(id)}/cancel`, {
      method: 'POST',
      body: JSON.stringify({ reason }),
    });
    // 422 SUBSCRIPTION_STATUS_INVALID: it is already cancelled or expired at PayPal, which is what was asked.
    if (res.ok || res.status === 422) return;
    throw unavailable();
  }

  async verifyWebhook(headers: WebhookHeaders, rawBody: string): Promise<boolean> {
    const values = SIGNATURE_HEADERS.map((name) => headers[name]);
    if (values.some((v) => typeof v !== 'string' || v.length === 0 || v.length > 2000)) return false;
    const [authAlgo, certUrl, transmissionId, transmissionSig, transmissionTime] = values as string[];
    const envelope = JSON.stringify({
      auth_algo: authAlgo,
      cert_url: certUrl,
      transmission_id: transmissionId,
      transmission_sig: transmissionSig,
      transmission_time: transmissionTime,
      webhook_id: this.options.webhookId,
      webhook_event: '__EVENT__',
    });
    // The event goes in byte for byte: PayPal checks the signature over the body it sent, not a re-serialised copy.
    const body = envelope.replace('"__EVENT__"', () => rawBody);
    const res = await this.call('/v1/notifications/verify-webhook-signature', { method: 'POST', body });
    if (!res.ok) throw unavailable();
    const parsed = PayPalVerifySchema.safeParse(await res.json().catch(() => null));
    return parsed.success && parsed.data.verification_status === 'SUCCESS';
  }
}
