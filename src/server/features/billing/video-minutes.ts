import type { DbOrTx } from '../../db/index.ts';
import { getOwnerEntitlements } from '../entitlements/index.ts';

/**
 * Video minutes left in the current billing period of the owner's video plan, read from the minute
 * ledger (usage_sessions, kind 'video'); 0 without a current plan. A new period starts from 90 again:
 * unused minutes do not roll over.
 */
export async function videoMinutesLeft(
  db: DbOrTx,
  ownerId: string,
  options: { now?: Date; defaultTimeZone?: string } = {},
): Promise<number> {
  const { video } = await getOwnerEntitlements(db, ownerId, options);
  return video.subscription ? Math.ceil(video.secondsRemaining / 60) : 0;
}
