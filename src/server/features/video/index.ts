import { VIDEO_SESSION_ENDED } from '../../../shared/video.ts';
import type { AppDeps } from '../../deps.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { heartbeatConversation } from './conversations.ts';
import { videoContexts } from './plugin.ts';
import { findConversationBySession } from './repository.ts';

export { videoFeature } from './plugin.ts';
export { videoData } from './personal-data.ts';

export { VIDEO_SESSION_ENDED };

/**
 * For the call socket carrying a local avatar session: keeps its conversation's meter alive and
 * answers the seconds left, or throws (404 unknown, 409 ended) so the socket closes.
 */
export async function meterVideoSession(
  deps: AppDeps,
  ownerId: string,
  sessionId: string,
): Promise<{ usageId: string; secondsRemaining: number }> {
  const video = videoContexts.get(deps);
  const row = video ? await findConversationBySession(deps.database.db, ownerId, sessionId) : null;
  if (!video || !row || row.provider !== 'local') throw notFound('That video session was not found.');
  const now = video.ownerOptions().now;
  const after = await heartbeatConversation(video, row);
  if (after.status !== 'active') throw conflict(VIDEO_SESSION_ENDED);
  const left = row.timeLimitSeconds - Math.floor((now.getTime() - row.startedAt.getTime()) / 1000);
  return { usageId: row.usageId, secondsRemaining: Math.max(0, left) };
}

/**
 * For the call socket carrying a local avatar session: `close` runs as soon as the session's video
 * conversation ends on this instance (terminate, cleanup, time limit, a newer session). Returns the
 * function that unregisters it, for when the socket closes first.
 */
export function onVideoSessionEnd(deps: AppDeps, sessionId: string, close: () => void): () => void {
  const video = videoContexts.get(deps);
  return video ? video.sockets.add(sessionId, close) : () => {};
}
