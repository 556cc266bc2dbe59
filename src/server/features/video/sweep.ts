import { isLive } from '../entitlements/index.ts';
import { endConversation, heartbeatConversation, type VideoContext } from './conversations.ts';
import { listAllActiveConversations, readUsage, type ConversationRow } from './repository.ts';

/**
 * The cleanup path for one open conversation; true when it ended. Past its limit it ends. A Tavus
 * conversation is asked about at Tavus: ended there ends it here (the minutes stop now, and Tavus is
 * not told again); still running there keeps its meter alive, since the person may be in the room
 * with our page gone (a blocked popup sends the window to the room). Otherwise, or when Tavus cannot
 * answer, a conversation nobody kept alive for 2 minutes ends, counted to its last sign of life.
 */
export async function sweepConversation(v: VideoContext, row: ConversationRow): Promise<boolean> {
  const now = v.ownerOptions().now;
  if (now.getTime() - row.startedAt.getTime() >= row.timeLimitSeconds * 1000) {
    await endConversation(v, row, 'time_limit');
    return true;
  }
  if (row.provider === 'tavus' && row.providerConversationId) {
    const status = await v.provider.status(row.providerConversationId);
    if (status === 'ended') {
      await endConversation(v, row, 'provider_ended', { tellProvider: false });
      return true;
    }
    if (status === 'active') return (await heartbeatConversation(v, row)).status !== 'active';
  }
  const usage = await readUsage(v.deps.database.db, row.usageId);
  if (usage && isLive(usage, now)) return false;
  await endConversation(v, row, 'no_heartbeat');
  return true;
}

/** How often each instance sweeps every running conversation, and how many it looks at each time. */
export const SWEEP_INTERVAL_MS = 60_000;
const SWEEP_BATCH = 200;

/**
 * The server's own cleanup, so no conversation depends on a page of ours to end: a blocked popup
 * sends the window to the Tavus room, and a closed tab never calls cleanup. Each running
 * conversation, whoever owns it, goes through the same path as the person's own cleanup; two
 * instances sweeping at once are safe, since exactly one claims each end. Returns how many ended.
 */
export async function sweepAllConversations(v: VideoContext): Promise<number> {
  let ended = 0;
  for (const row of await listAllActiveConversations(v.deps.database.db, SWEEP_BATCH)) {
    try {
      if (await sweepConversation(v, row)) ended += 1;
    } catch (err) {
      v.log.warn({ err, conversationId: row.id }, 'could not sweep a video session');
    }
  }
  return ended;
}
