import type { Db, DbOrTx } from '../../db/index.ts';
import { conflict, forbidden, HttpError } from '../../platform/errors.ts';
import type { VoiceStatus } from '../../../shared/entitlements.ts';
import {
  isLive,
  toVoiceStatus,
  getOwnerEntitlements,
  type OwnerOptions,
  endUsage,
  heartbeatUsage,
  refusal,
  startUsage,
  type UsageTick,
} from '../entitlements/index.ts';
import { linkMeter, listOpenMeters, listSessionMeters, lockOwner } from './meters-repo.ts';
import type { SessionRow } from '../therapy/index.ts';

/**
 * Voice minutes are metered by the server's minute ledger (entitlements/usage.ts): one ledger row per
 * stretch of a voice session, linked in voice_meters. At most one voice session per owner is metered
 * at a time; the client only keeps it alive and can lower, never raise, what is charged.
 */

export const SESSION_ENDED = 'This voice session has ended. Start a new session to keep talking.';
export const SESSION_REPLACED = 'This voice session continued in another tab or window.';

export async function voiceStatus(db: DbOrTx, ownerId: string, options: OwnerOptions): Promise<VoiceStatus> {
  return toVoiceStatus((await getOwnerEntitlements(db, ownerId, options)).voice);
}

/** The 403 a person sees when no voice minutes remain (trial not started, expired, or today's minutes used). */
export async function limitError(db: DbOrTx, ownerId: string, options: OwnerOptions) {
  return forbidden(refusal('voice', (await getOwnerEntitlements(db, ownerId, options)).voice));
}

/** Starts metering `sessionId` (403 with the reason when not allowed) and closes the owner's other voice meters. */
export async function openMeter(tx: DbOrTx, ownerId: string, sessionId: string, options: OwnerOptions) {
  const started = await startUsage(tx, ownerId, 'voice', options);
  for (const other of await listOpenMeters(tx, ownerId, sessionId))
    await endUsage(tx, ownerId, other.usageId, undefined, options);
  await linkMeter(tx, ownerId, sessionId, started.usageId);
  return started;
}

/**
 * Keeps a session's metering alive: heartbeats its live ledger row, or, when that lapsed (a laptop
 * slept), resumes with a new row if the owner may still talk. 409 when the session ended or another
 * one took over; 403 when no minutes remain (the meter is closed first).
 */
export async function keepMetering(db: Db, session: SessionRow, options: OwnerOptions): Promise<UsageTick> {
  if (session.status === 'ended') throw conflict(SESSION_ENDED);
  const opts = { ...options, now: options.now ?? new Date() };
  for (let attempt = 0; ; attempt++) {
    try {
      return await meterOnce(db, session, opts);
    } catch (error) {
      // A ledger row closed or removed underneath this call (its socket just closed, a developer
      // scenario reset the day) is looked at again rather than reported.
      if (attempt < 2 && isLedgerRace(error)) continue;
      throw error;
    }
  }
}

const isLedgerRace = (error: unknown) =>
  error instanceof HttpError &&
  (error.statusCode === 404 ||
    (error.statusCode === 409 && error.message !== SESSION_ENDED && error.message !== SESSION_REPLACED));

async function meterOnce(db: Db, session: SessionRow, opts: OwnerOptions & { now: Date }): Promise<UsageTick> {
  const { ownerId } = session;
  const [latest] = await listSessionMeters(db, ownerId, session.id);
  const tick =
    latest && latest.endedAt === null && isLive(latest, opts.now)
      ? await heartbeatUsage(db, ownerId, latest.usageId, opts)
      : await resumeMeter(db, session, opts);
  if (tick.limitReached) {
    await endUsage(db, ownerId, tick.usageId, undefined, opts).catch((error: unknown) => {
      if (!(error instanceof HttpError && error.statusCode === 404)) throw error;
    });
    throw await limitError(db, ownerId, opts);
  }
  return tick;
}

/** Under the owner's lock: heartbeats the session's live row, or opens a new one unless another session is live. */
function resumeMeter(db: Db, session: SessionRow, opts: OwnerOptions & { now: Date }): Promise<UsageTick> {
  const { ownerId } = session;
  return db.transaction(async (tx) => {
    await lockOwner(tx, ownerId);
    const [current] = await listSessionMeters(tx, ownerId, session.id);
    if (current && current.endedAt === null) {
      if (isLive(current, opts.now)) return heartbeatUsage(tx, ownerId, current.usageId, opts);
      await endUsage(tx, ownerId, current.usageId, undefined, opts);
    }
    const others = await listOpenMeters(tx, ownerId, session.id);
    if (others.some((m) => isLive(m, opts.now))) throw conflict(SESSION_REPLACED);
    const started = await openMeter(tx, ownerId, session.id, opts);
    return { usageId: started.usageId, seconds: 0, secondsRemaining: started.secondsRemaining, limitReached: false };
  });
}

/**
 * Closes every ledger row of a session. `clientSeconds` (the whole session as the browser timed it)
 * can only lower the newest row's count, never below what heartbeats recorded. Returns the session's
 * total metered seconds.
 */
export async function closeMeters(
  db: DbOrTx,
  ownerId: string,
  sessionId: string,
  clientSeconds: number | null,
  options: OwnerOptions,
) {
  const meters = await listSessionMeters(db, ownerId, sessionId);
  const [newest, ...earlier] = meters;
  let total = 0;
  for (const m of earlier)
    total += m.endedAt ? m.seconds : (await endUsage(db, ownerId, m.usageId, undefined, options)).seconds;
  if (newest) {
    const claim = clientSeconds === null ? null : Math.max(0, clientSeconds - total);
    total += (await endUsage(db, ownerId, newest.usageId, claim, options)).seconds;
  }
  return total;
}

/** Seconds metered so far for a session, counting a live row up to now. */
export async function meteredSeconds(
  db: DbOrTx,
  ownerId: string,
  sessionId: string,
  now = new Date(),
): Promise<number> {
  const meters = await listSessionMeters(db, ownerId, sessionId);
  return meters.reduce((sum, m) => {
    const live = isLive(m, now) ? Math.floor((now.getTime() - m.startedAt.getTime()) / 1000) : 0;
    return sum + Math.max(m.seconds, live);
  }, 0);
}

export const chargedMinutes = (seconds: number) => Math.ceil(seconds / 60);
