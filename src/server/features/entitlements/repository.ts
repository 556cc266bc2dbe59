import { and, eq, gt, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/index.ts';
import { subscriptions, usageSessions, users, voiceTrials } from '../../db/schema/index.ts';
import type { UsageKind } from '../../../shared/entitlements.ts';
import { STALE_AFTER_MS, type UsageRecord } from './intervals.ts';
import type { TimeWindow } from './local-day.ts';
import { trialEndsAt, type SubscriptionRecord, type TrialRecord } from './rules.ts';

/** Thin data access for entitlements; every query is scoped to one owner. */

export async function findTrial(db: DbOrTx, ownerId: string): Promise<TrialRecord | null> {
  const [row] = await db.select().from(voiceTrials).where(eq(voiceTrials.ownerId, ownerId));
  return row ? { startedAt: row.startedAt, endsAt: row.endsAt } : null;
}

/** Starts the owner's one and only trial; a second call returns the first trial unchanged. */
export async function startTrialOnce(db: DbOrTx, ownerId: string, now: Date): Promise<TrialRecord> {
  await db
    .insert(voiceTrials)
    .values({ ownerId, startedAt: now, endsAt: trialEndsAt(now) })
    .onConflictDoNothing();
  return (await findTrial(db, ownerId))!;
}

export async function listSubscriptions(db: DbOrTx, ownerId: string): Promise<SubscriptionRecord[]> {
  return db
    .select({
      id: subscriptions.id,
      plan: subscriptions.plan,
      provider: subscriptions.provider,
      providerSubscriptionId: subscriptions.providerSubscriptionId,
      status: subscriptions.status,
      currentPeriodStart: subscriptions.currentPeriodStart,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
    })
    .from(subscriptions)
    .where(eq(subscriptions.ownerId, ownerId));
}

/**
 * Sessions of one kind that can count inside `window`. A session's counted span never ends after
 * its last heartbeat, except a live one, which counts up to now (at most STALE_AFTER_MS later).
 */
export async function listUsageTouching(
  db: DbOrTx,
  ownerId: string,
  kind: UsageKind,
  window: TimeWindow,
): Promise<UsageRecord[]> {
  return db
    .select({
      startedAt: usageSessions.startedAt,
      lastSeenAt: usageSessions.lastSeenAt,
      endedAt: usageSessions.endedAt,
      seconds: usageSessions.seconds,
    })
    .from(usageSessions)
    .where(
      and(
        eq(usageSessions.ownerId, ownerId),
        eq(usageSessions.kind, kind),
        lt(usageSessions.startedAt, window.end),
        gt(usageSessions.lastSeenAt, new Date(window.start.getTime() - STALE_AFTER_MS)),
      ),
    );
}

/** The owner's own time zone: an account's setting, or null for anonymous visitors. */
export async function findUserTimeZone(db: DbOrTx, ownerId: string): Promise<string | null> {
  if (!ownerId.startsWith('usr_')) return null;
  const [row] = await db.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, ownerId));
  return row?.timeZone ?? null;
}
