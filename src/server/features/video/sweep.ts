import { isLive } from '../entitlements/index.ts';
import { endConversation, heartbeatConversation, type VideoContext } from './conversations.ts';
import { readUsage, type ConversationRow } from './repository.ts';

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
