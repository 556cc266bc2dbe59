import type { LiveSockets } from '../../platform/live-sockets.ts';
import { voiceCloseCodes } from '../../../shared/voice.ts';

export const ACCOUNT_DELETED = 'This account was deleted';

/** How long deleting an account waits for the person's sockets to finish closing. */
const CLOSE_WAIT_MS = 2_000;

/**
 * Ends every push-to-talk socket and hands-free call of these owners on this instance (4401, as
 * for a signed-out caller), without finishing the turn in flight, and waits until they closed, so
 * none of them writes after the account's rows are erased. Calls on other instances end at their
 * next metering heartbeat, when their session and call lease are gone. Returns how many closed.
 */
export function closeCallsOf(live: LiveSockets, ownerIds: readonly string[]): Promise<number> {
  return live.closeOwners(ownerIds, voiceCloseCodes.unauthenticated, ACCOUNT_DELETED, CLOSE_WAIT_MS);
}
