import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/index.ts';
import { usageSessions } from '../../db/schema/index.ts';
import { conflict, forbidden, notFound } from '../../platform/errors.ts';
import { newId } from '../../platform/ids.ts';
import type { UsageKind } from '../../../shared/entitlements.ts';
import { isLive } from './intervals.ts';
import { getOwnerEntitlements, type OwnerOptions } from './service.ts';
import type { VideoEntitlement, VoiceEntitlement } from './rules.ts';

/**
 * The minute ledger's write side. Clients heartbeat at least every minute while a session runs;
 * only the server's clock decides how many seconds count.
 */
export interface UsageTick {
  usageId: string;
  seconds: number;
  /** Seconds the owner may still use of this kind right now; null means unlimited. */
  secondsRemaining: number | null;
  /** True once the allowance is used up: the caller should end the session. */
  limitReached: boolean;
}

const elapsedSeconds = (from: Date, to: Date) => Math.max(0, Math.floor((to.getTime() - from.getTime()) / 1000));
const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

export function refusal(kind: UsageKind, e: VoiceEntitlement | VideoEntitlement): string {
  if (kind === 'video') {
    return e.subscription
      ? 'You have used the 90 video minutes of this billing period. They renew with your next payment.'
      : 'Video sessions need an active Video Therapy subscription.';
  }
  const voice = e as VoiceEntitlement;
  if (voice.trialState === 'inactive') return 'Accept the terms to start your free 5-day voice trial.';
  if (voice.trialState === 'expired')
    return "You've used all 5 days of your free trial. Subscribe to continue therapy sessions.";
  return "You've used your daily 60 minutes. Come back tomorrow for another session.";
}

async function entitlementFor(db: DbOrTx, ownerId: string, kind: UsageKind, options: OwnerOptions) {
  const all = await getOwnerEntitlements(db, ownerId, options);
  return kind === 'voice' ? all.voice : all.video;
}

/** Opens a metered session, or answers 403 with the reason when the owner's allowance is used up. */
export async function startUsage(db: DbOrTx, ownerId: string, kind: UsageKind, options: OwnerOptions = {}) {
  const now = options.now ?? new Date();
  const e = await entitlementFor(db, ownerId, kind, { ...options, now });
  if (!e.canStartSession) throw forbidden(refusal(kind, e));
  const usageId = newId('use');
  await db.insert(usageSessions).values({ id: usageId, ownerId, kind, startedAt: now, lastSeenAt: now, seconds: 0 });
  return { usageId, startedAt: now, secondsRemaining: e.secondsRemaining };
}

async function findUsage(db: DbOrTx, ownerId: string, usageId: string) {
  const [row] = await db
    .select()
    .from(usageSessions)
    .where(and(eq(usageSessions.id, usageId), eq(usageSessions.ownerId, ownerId)));
  if (!row) throw notFound('No such session.');
  return row;
}

/** Records that the session is still running. A session silent for over 2 minutes is closed at its last heartbeat. */
export async function heartbeatUsage(
  db: DbOrTx,
  ownerId: string,
  usageId: string,
  options: OwnerOptions = {},
): Promise<UsageTick> {
  const now = options.now ?? new Date();
  const row = await findUsage(db, ownerId, usageId);
  if (row.endedAt) throw conflict('This session has already ended.');
  if (!isLive(row, now)) {
    await endUsage(db, ownerId, usageId, undefined, { ...options, now });
    throw conflict('This session timed out. Start a new session to continue.');
  }
  const seconds = elapsedSeconds(row.startedAt, now);
  await db
    .update(usageSessions)
    .set({
      lastSeenAt: sql`GREATEST(${usageSessions.lastSeenAt}, ${at(now)})`,
      seconds: sql`GREATEST(${usageSessions.seconds}, ${seconds})`,
    })
    .where(and(eq(usageSessions.id, usageId), eq(usageSessions.ownerId, ownerId), isNull(usageSessions.endedAt)));
  const e = await entitlementFor(db, ownerId, row.kind as UsageKind, { ...options, now });
  const secondsRemaining = e.secondsRemaining;
  return {
    usageId,
    seconds: Math.max(row.seconds, seconds),
    secondsRemaining,
    limitReached: secondsRemaining !== null && secondsRemaining <= 0,
  };
}

/**
 * Closes a session. `clientSeconds` (what the browser says it lasted) can lower the count to no less
 * than what heartbeats already recorded, never raise it above what the server measured. Ending twice
 * returns the first result.
 */
export async function endUsage(
  db: DbOrTx,
  ownerId: string,
  usageId: string,
  clientSeconds?: number | null,
  options: OwnerOptions = {},
) {
  const now = options.now ?? new Date();
  const row = await findUsage(db, ownerId, usageId);
  if (row.endedAt) return { usageId, seconds: row.seconds, endedAt: row.endedAt };
  const endedAt = isLive(row, now) ? now : row.lastSeenAt;
  const measured = elapsedSeconds(row.startedAt, endedAt);
  const claimed =
    clientSeconds == null || !Number.isFinite(clientSeconds)
      ? measured
      : Math.min(measured, Math.max(0, Math.floor(clientSeconds)));
  const seconds = Math.max(row.seconds, claimed);
  await db
    .update(usageSessions)
    .set({
      endedAt,
      lastSeenAt: sql`GREATEST(${usageSessions.lastSeenAt}, ${at(endedAt)})`,
      seconds: sql`GREATEST(${usageSessions.seconds}, ${seconds})`,
    })
    .where(and(eq(usageSessions.id, usageId), eq(usageSessions.ownerId, ownerId), isNull(usageSessions.endedAt)));
  const stored = await findUsage(db, ownerId, usageId);
  return { usageId, seconds: stored.seconds, endedAt: stored.endedAt ?? endedAt };
}
