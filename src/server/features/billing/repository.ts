import { and, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/index.ts';
import { billingPlans, payments, subscriptions, testModeSubscriptions } from '../../db/schema/index.ts';
import { newId } from '../../platform/ids.ts';
import type { PlanId } from '../../../shared/entitlements.ts';
import type { SubscriptionState } from './periods.ts';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

export async function findByProviderId(
  db: DbOrTx,
  provider: string,
  providerSubscriptionId: string,
): Promise<SubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.provider, provider), eq(subscriptions.providerSubscriptionId, providerSubscriptionId)));
  return row ?? null;
}

export async function listOwnSubscriptions(db: DbOrTx, ownerId: string): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.ownerId, ownerId))
    .orderBy(desc(subscriptions.createdAt));
}

/**
 * Binds a verified subscription to an owner. The unique (provider, id) index makes the first binding
 * win: a second owner's insert does nothing, and the row read back shows who holds it.
 */
export async function bindSubscription(
  db: DbOrTx,
  values: { ownerId: string; plan: PlanId; provider: string; providerSubscriptionId: string; state: SubscriptionState },
): Promise<SubscriptionRow> {
  await db
    .insert(subscriptions)
    .values({
      id: newId('sub'),
      ownerId: values.ownerId,
      plan: values.plan,
      provider: values.provider,
      providerSubscriptionId: values.providerSubscriptionId,
      ...values.state,
    })
    .onConflictDoNothing();
  return (await findByProviderId(db, values.provider, values.providerSubscriptionId))!;
}

export async function updateSubscriptionState(
  db: DbOrTx,
  id: string,
  state: Partial<SubscriptionState>,
): Promise<void> {
  await db
    .update(subscriptions)
    .set({ ...state, updatedAt: new Date() })
    .where(eq(subscriptions.id, id));
}

export async function recordPayment(
  db: DbOrTx,
  sub: SubscriptionRow,
  payment: {
    providerPaymentId: string;
    amountCents: number;
    currency: string;
    status: 'completed' | 'refunded' | 'reversed';
    paidAt: Date;
  },
): Promise<void> {
  await db
    .insert(payments)
    .values({
      id: newId('pay'),
      ownerId: sub.ownerId,
      subscriptionId: sub.id,
      provider: sub.provider,
      plan: sub.plan,
      ...payment,
    })
    .onConflictDoUpdate({ target: [payments.provider, payments.providerPaymentId], set: { status: payment.status } });
}

export async function findPayment(db: DbOrTx, provider: string, providerPaymentId: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerPaymentId, providerPaymentId)));
  return row ?? null;
}

export async function listOwnPayments(db: DbOrTx, ownerId: string) {
  return db.select().from(payments).where(eq(payments.ownerId, ownerId)).orderBy(desc(payments.paidAt));
}

/** The local test-mode provider's records of the checkouts this owner started (no money moved). */
export async function listOwnTestCheckouts(db: DbOrTx, ownerId: string) {
  return db
    .select()
    .from(testModeSubscriptions)
    .where(eq(testModeSubscriptions.ownerId, ownerId))
    .orderBy(desc(testModeSubscriptions.startedAt));
}

export async function listPlans(db: DbOrTx) {
  return db.select().from(billingPlans);
}

/** Plans bought in test mode paid nothing: once a real provider is configured they unlock nothing more. */
export async function endTestModePlans(db: DbOrTx): Promise<number> {
  const ended = await db
    .update(subscriptions)
    .set({ status: 'expired', providerStatus: 'EXPIRED', nextBillingAt: null, updatedAt: new Date() })
    .where(and(eq(subscriptions.provider, 'test-mode'), inArray(subscriptions.status, ['active', 'cancelled'])))
    .returning({ id: subscriptions.id });
  return ended.length;
}
