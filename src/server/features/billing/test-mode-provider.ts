import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { testModeSubscriptions } from '../../db/schema/index.ts';
import type { PlanId } from '../../../shared/entitlements.ts';
import { VIDEO_PLAN, VOICE_PLAN } from '../../../shared/plans.ts';
import type { PaymentProvider, ProviderSubscription } from './provider.ts';
import { addMonth } from './periods.ts';

const PLAN_IDS: Record<PlanId, string> = { voice: 'TEST-P-VOICE', video: 'TEST-P-VIDEO' };
const PRICES: Record<PlanId, number> = { voice: VOICE_PLAN.priceAud * 100, video: VIDEO_PLAN.priceAud * 100 };
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

const newTestId = () => `I-TEST${[...randomBytes(12)].map((b) => ALPHABET[b % ALPHABET.length]).join('')}`;

/**
 * The embedded default when PayPal is not configured: subscriptions live in our own table and no
 * money moves. It answers the same questions PayPal would, so the same verification path serves both.
 */
export class TestModeProvider implements PaymentProvider {
  readonly kind = 'test-mode';

  constructor(private readonly db: Db) {}

  planIdFor(plan: PlanId): string {
    return PLAN_IDS[plan];
  }

  /** The test checkout: an approved subscription, held for whoever started it. */
  async create(ownerId: string, plan: PlanId, now = new Date()): Promise<string> {
    const id = newTestId();
    await this.db.insert(testModeSubscriptions).values({
      id,
      ownerId,
      providerPlanId: PLAN_IDS[plan],
      status: 'ACTIVE',
      startedAt: now,
      nextBillingAt: addMonth(now),
      statusUpdatedAt: now,
    });
    return id;
  }

  async getSubscription(id: string): Promise<ProviderSubscription | null> {
    const [row] = await this.db.select().from(testModeSubscriptions).where(eq(testModeSubscriptions.id, id));
    if (!row) return null;
    const plan = row.providerPlanId === PLAN_IDS.video ? 'video' : 'voice';
    return {
      id: row.id,
      planId: row.providerPlanId,
      status: row.status,
      startTime: row.startedAt,
      nextBillingTime: row.status === 'ACTIVE' ? row.nextBillingAt : null,
      lastPaymentTime: row.startedAt,
      statusUpdateTime: row.statusUpdatedAt,
      createdBy: row.ownerId,
      firstPayment: { id: `${row.id}-1`, amountCents: PRICES[plan], currency: 'AUD', paidAt: row.startedAt },
    };
  }

  async cancelSubscription(id: string): Promise<void> {
    await this.db
      .update(testModeSubscriptions)
      .set({ status: 'CANCELLED', statusUpdatedAt: new Date() })
      .where(eq(testModeSubscriptions.id, id));
  }

  /** Nobody can send test-mode webhooks: there is no provider on the other end to sign them. */
  async verifyWebhook(): Promise<boolean> {
    return false;
  }
}
