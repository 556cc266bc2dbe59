import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/index.ts';
import { voiceCallLeases } from '../../../db/schema/index.ts';
import { VOICE_HEARTBEAT_INTERVAL_MS } from '../../../../shared/voice.ts';

/**
 * A call's hold on "the one live call" of its owner, shared by every app instance on the database.
 * Three missed metering ticks and the lease is stale: the instance holding it is taken to be gone.
 * The database's clock decides, so instances with skewed clocks still agree.
 */
export const CALL_LEASE_TTL_MS = 3 * VOICE_HEARTBEAT_INTERVAL_MS;

const expiry = () => sql`now() + make_interval(secs => ${CALL_LEASE_TTL_MS / 1000})`;

/**
 * Claims the owner's live-call lease for `callId`. Succeeds when the owner has none, when theirs is
 * stale, or when it is held on this same instance (whose CallRegistry has just ended that call);
 * false while another instance holds a live one.
 */
export async function claimCallLease(
  db: DbOrTx,
  ownerId: string,
  callId: string,
  instanceId: string,
): Promise<boolean> {
  const claimed = await db
    .insert(voiceCallLeases)
    .values({ ownerId, callId, instanceId, expiresAt: expiry() })
    .onConflictDoUpdate({
      target: voiceCallLeases.ownerId,
      set: { callId, instanceId, expiresAt: expiry() },
      setWhere: sql`${voiceCallLeases.expiresAt} < now() OR ${voiceCallLeases.instanceId} = ${instanceId}`,
    })
    .returning({ callId: voiceCallLeases.callId });
  return claimed.length === 1;
}

/** Extends the call's lease; false when the call no longer holds it (taken over after going stale). */
export async function refreshCallLease(db: DbOrTx, callId: string): Promise<boolean> {
  const kept = await db
    .update(voiceCallLeases)
    .set({ expiresAt: expiry() })
    .where(eq(voiceCallLeases.callId, callId))
    .returning({ callId: voiceCallLeases.callId });
  return kept.length === 1;
}

/** Gives the lease up when the call ends (only its own: a newer call's lease is left alone). */
export async function releaseCallLease(db: DbOrTx, callId: string): Promise<void> {
  await db.delete(voiceCallLeases).where(eq(voiceCallLeases.callId, callId));
}
