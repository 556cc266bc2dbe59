import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { HttpError, notFound } from '../../platform/errors.ts';
import { newId, randomToken, sha256 } from '../../platform/ids.ts';
import { LOCAL_DEMO_SECONDS, type VideoConversation, type VideoStartResponse } from '../../../shared/video.ts';
import { endUsage, heartbeatUsage, isLive, startUsage, type OwnerOptions } from '../entitlements/index.ts';
import { createSession, findOwnedSession, loadMemory, readMessages, summariseAndEnd } from '../therapy/index.ts';
import { TAVUS_MAX_CALL_SECONDS, type VideoProviderClient } from './providers.ts';
import { claimEnd, findOwnConversation, insertConversation, readUsage, type ConversationRow } from './repository.ts';
import { conversationalContext } from './stance.ts';
import type { VideoSessionSockets } from './session-sockets.ts';
import type { ConversationTimers } from './timers.ts';
import { cipherFor } from '../../platform/data-keys.ts';

/** What the video feature holds for the life of the app. */
export interface VideoContext {
  deps: AppDeps;
  provider: VideoProviderClient;
  timers: ConversationTimers;
  sockets: VideoSessionSockets;
  log: FastifyBaseLogger;
  ownerOptions(now?: Date): OwnerOptions & { now: Date };
}

export const NO_CONVERSATION = 'That video session was not found. Start a new one from the home page.';

const elapsed = (row: ConversationRow, now: Date) =>
  Math.max(0, Math.floor((now.getTime() - row.startedAt.getTime()) / 1000));

/**
 * Starts a video conversation for a signed-in owner with an active video plan: metering starts on
 * the server's clock (403 with the reason when no minutes remain), then the provider is asked.
 */
export async function startConversation(
  v: VideoContext,
  ownerId: string,
  input: { conversationName: string; callbackBase: string },
): Promise<VideoStartResponse> {
  const db = v.deps.database.db;
  const opts = v.ownerOptions();
  const usage = await startUsage(db, ownerId, 'video', opts);
  const cap = v.provider.kind === 'local' ? LOCAL_DEMO_SECONDS : TAVUS_MAX_CALL_SECONDS;
  const timeLimit = Math.max(1, Math.min(cap, usage.secondsRemaining ?? 0));
  const session = await createSession(db, ownerId, 'video');
  const id = newId('vid');
  const token = randomToken(24);
  let created;
  try {
    created = await v.provider.create({
      conversationId: id,
      conversationName: input.conversationName,
      conversationalContext: conversationalContext(v.deps.config.THERAPIST_NAME, await loadMemory(v.deps, ownerId)),
      callbackUrl: `${input.callbackBase}/api/tavus/callback/${token}`,
      maxSeconds: timeLimit,
    });
  } catch (error) {
    // Nothing ran: the minute ledger row closes at zero and the empty session just ends.
    await endUsage(db, ownerId, usage.usageId, 0, opts);
    await summariseAndEnd(v.deps, session, ownerId, { durationMinutes: 0, endedAt: opts.now });
    throw error;
  }
  const row = await insertConversation(db, {
    id,
    ownerId,
    sessionId: session.id,
    usageId: usage.usageId,
    provider: v.provider.kind,
    providerConversationId: created.providerConversationId,
    conversationUrl: created.url,
    callbackTokenHash: v.provider.kind === 'tavus' ? sha256(token) : null,
    timeLimitSeconds: timeLimit,
    startedAt: usage.startedAt,
  });
  v.timers.schedule(row.id, timeLimit * 1000, () => endById(v, ownerId, row.id, 'time_limit'));
  return {
    conversation_id: row.id,
    conversation_url: row.conversationUrl,
    sessionId: session.id,
    demoMode: v.provider.kind === 'local',
    timeLimit,
    provider: v.provider.kind,
  };
}

async function endById(v: VideoContext, ownerId: string, id: string, reason: string) {
  const row = await findOwnConversation(v.deps.database.db, ownerId, id);
  if (row) await endConversation(v, row, reason);
}

/**
 * Ends a conversation once, whoever asks (the person, a callback, the time limit): the meter closes
 * on the server's clock capped by the time limit, the provider is told, and the session is summarised.
 */
export async function endConversation(
  v: VideoContext,
  row: ConversationRow,
  reason: string,
  options: { tellProvider?: boolean } = {},
): Promise<ConversationRow> {
  const db = v.deps.database.db;
  const opts = v.ownerOptions();
  v.timers.cancel(row.id);
  if (!(await claimEnd(db, row.id, opts.now, reason))) return (await findOwnConversation(db, row.ownerId, row.id))!;
  // The avatar's call socket stops hearing and speaking now, not at its next meter tick.
  v.sockets.closeAll(row.sessionId);
  const metered = await endUsage(db, row.ownerId, row.usageId, row.timeLimitSeconds, opts);
  if (options.tellProvider !== false && row.providerConversationId) {
    await v.provider
      .end(row.providerConversationId)
      .catch((err: unknown) => v.log.error({ err, conversationId: row.id }, 'could not end the conversation at Tavus'));
  }
  const session = await findOwnedSession(db, row.ownerId, row.sessionId);
  // Without our LLM in Tavus's loop the words arrive later, by callback (transcript.ts): summarise then.
  const awaitTranscript =
    session &&
    row.provider === 'tavus' &&
    !(await readMessages(db, await cipherFor(db, v.deps.cipher, row.ownerId), session, row.ownerId)).some(
      (m) => m.role === 'user',
    );
  if (session && !awaitTranscript) {
    await summariseAndEnd(v.deps, session, row.ownerId, {
      durationMinutes: Math.ceil(metered.seconds / 60),
      endedAt: opts.now,
    });
  }
  return (await findOwnConversation(db, row.ownerId, row.id))!;
}

/**
 * 'Still here' from the launcher or the avatar page. Never adds time by itself: the server's clock
 * does. Past the time limit, or after 2 minutes of silence, the conversation ends instead.
 */
export async function heartbeatConversation(v: VideoContext, row: ConversationRow): Promise<ConversationRow> {
  if (row.status !== 'active') return row;
  const db = v.deps.database.db;
  const opts = v.ownerOptions();
  if (elapsed(row, opts.now) >= row.timeLimitSeconds) return endConversation(v, row, 'time_limit');
  const usage = await readUsage(db, row.usageId);
  if (!usage || !isLive(usage, opts.now)) return endConversation(v, row, 'no_heartbeat');
  try {
    const tick = await heartbeatUsage(db, row.ownerId, row.usageId, opts);
    if (tick.limitReached) return endConversation(v, row, 'minutes_used');
  } catch (error) {
    if (!(error instanceof HttpError && error.statusCode === 409)) throw error;
    return endConversation(v, row, 'no_heartbeat');
  }
  return (await findOwnConversation(db, row.ownerId, row.id)) ?? row;
}

/** The public view of a conversation, with what the server has metered so far. */
export async function toView(v: VideoContext, row: ConversationRow): Promise<VideoConversation> {
  const now = v.ownerOptions().now;
  const usage = await readUsage(v.deps.database.db, row.usageId);
  const live = usage && isLive(usage, now) ? elapsed(row, now) : 0;
  const seconds = Math.min(row.timeLimitSeconds, Math.max(usage?.seconds ?? 0, live));
  return {
    conversationId: row.id,
    sessionId: row.sessionId,
    provider: row.provider as VideoConversation['provider'],
    status: row.status === 'ended' ? 'ended' : 'active',
    startedAt: row.startedAt.toISOString(),
    endedAt: row.endedAt?.toISOString() ?? null,
    timeLimit: row.timeLimitSeconds,
    seconds,
    secondsRemaining: row.status === 'ended' ? 0 : Math.max(0, row.timeLimitSeconds - elapsed(row, now)),
    endReason: row.endReason,
  };
}

export async function requireOwnConversation(v: VideoContext, ownerId: string | null, id: string) {
  const row = ownerId ? await findOwnConversation(v.deps.database.db, ownerId, id) : null;
  if (!row) throw notFound(NO_CONVERSATION);
  return row;
}
