import type { PlanId } from '../../../shared/entitlements.ts';

/** PayPal's subscription statuses; the test-mode provider speaks the same words. */
export type ProviderStatus = 'APPROVAL_PENDING' | 'APPROVED' | 'ACTIVE' | 'SUSPENDED' | 'CANCELLED' | 'EXPIRED';

/** What the provider holds for one subscription, as read by GET /v1/billing/subscriptions/{id}. */
export interface ProviderSubscription {
  id: string;
  planId: string;
  status: ProviderStatus | string;
  startTime: Date | null;
  nextBillingTime: Date | null;
  lastPaymentTime: Date | null;
  statusUpdateTime: Date | null;
  /** Test mode only: who started the checkout. PayPal subscriptions belong to nobody of ours until bound. */
  createdBy?: string;
  /** Test mode only: the checkout's (pretend) first payment. */
  firstPayment?: { id: string; amountCents: number; currency: string; paidAt: Date };
}

export interface WebhookHeaders {
  [name: string]: string | string[] | undefined;
}

/** A subscription payment provider: PayPal, or the local test-mode provider (the embedded default). */
export interface PaymentProvider {
  readonly kind: 'paypal' | 'test-mode';
  planIdFor(plan: PlanId): string;
  /** null when the provider has no such subscription. */
  getSubscription(id: string): Promise<ProviderSubscription | null>;
  cancelSubscription(id: string, reason: string): Promise<void>;
  /** Asks the provider whether the event with these headers and this exact body came from it. */
  verifyWebhook(headers: WebhookHeaders, rawBody: string): Promise<boolean>;
}

export function planFor(provider: PaymentProvider, providerPlanId: string): PlanId | null {
  if (providerPlanId === provider.planIdFor('voice')) return 'voice';
  if (providerPlanId === provider.planIdFor('video')) return 'video';
  return null;
}
