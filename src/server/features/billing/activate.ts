import type { Db } from '../../db/index.ts';
import { HttpError, badRequest, conflict, notFound } from '../../platform/errors.ts';
import type { PlanId } from '../../../shared/entitlements.ts';
import { VIDEO_PLAN, VOICE_PLAN } from '../../../shared/plans.ts';
import { planFor, type PaymentProvider } from './provider.ts';
import { ACTIVATABLE, stateFromProvider } from './periods.ts';
import {
  bindSubscription,
  findByProviderId,
  recordPayment,
  updateSubscriptionState,
  type SubscriptionRow,
} from './repository.ts';

const PLAN_NAMES: Record<PlanId, string> = { voice: VOICE_PLAN.name, video: VIDEO_PLAN.name };
const TAKEN =
  'This subscription is already linked to another account. Sign in to the account that bought it, or contact support.';

/**
 * POST /api/paypal/subscription-success: verifies the subscription with the provider and binds it to
 * the caller. Only the provider's answer counts: the browser's word unlocks nothing (DECISIONS.md §4).
 * Asking twice with the same id is fine; an id bound to someone else is refused.
 */
export async function activateSubscription(
  db: Db,
  provider: PaymentProvider,
  ownerId: string,
  subscriptionId: string,
  wanted?: PlanId,
) {
  const existing = await findByProviderId(db, provider.kind, subscriptionId);
  if (existing && existing.ownerId !== ownerId) throw conflict(TAKEN);
  const snap = await provider.getSubscription(subscriptionId);
  const where = provider.kind === 'paypal' ? 'at PayPal' : 'in test mode';
  if (!snap)
    throw notFound(
      `We could not find subscription ${subscriptionId} ${where}. If you were charged, contact support with your receipt.`,
    );
  if (snap.createdBy && snap.createdBy !== ownerId) throw conflict(TAKEN);
  const plan = planFor(provider, snap.planId);
  if (!plan)
    throw badRequest(
      'That subscription is for a plan we do not sell. Subscribe from the pricing page, or contact support.',
    );
  if (wanted && wanted !== plan)
    throw badRequest(`That subscription is for ${PLAN_NAMES[plan]}, not ${PLAN_NAMES[wanted]}.`);
  const now = new Date();
  const state = stateFromProvider(snap, existing, now);
  if (!ACTIVATABLE.has(snap.status)) {
    if (existing) await updateSubscriptionState(db, existing.id, state);
    throw new HttpError(
      409,
      `This subscription is ${snap.status.toLowerCase().replace('_', ' ')} ${where}, so it cannot be activated. Start a new subscription, or contact support.`,
    );
  }
  const row = await db.transaction(async (tx) => {
    const bound = await bindSubscription(tx, {
      ownerId,
      plan,
      provider: provider.kind,
      providerSubscriptionId: subscriptionId,
      state,
    });
    if (bound.ownerId !== ownerId) throw conflict(TAKEN);
    await updateSubscriptionState(tx, bound.id, state);
    if (snap.firstPayment) {
      const { id, ...payment } = snap.firstPayment;
      await recordPayment(tx, bound, { providerPaymentId: id, status: 'completed', ...payment });
    }
    return bound;
  });
  return { ok: true as const, plan: row.plan as PlanId, row };
}

/** Re-reads a bound subscription from the provider and stores what it says now. */
export async function refreshFromProvider(db: Db, provider: PaymentProvider, row: SubscriptionRow) {
  const snap = await provider.getSubscription(row.providerSubscriptionId);
  if (!snap) return row;
  const state = stateFromProvider(snap, row, new Date());
  await updateSubscriptionState(db, row.id, state);
  return { ...row, ...state };
}
