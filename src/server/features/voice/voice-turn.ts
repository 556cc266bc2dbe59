import type { FastifyBaseLogger } from 'fastify';
import { voiceCloseCodes } from '../../../shared/voice.ts';
import {
  recordExternalReply,
  takeTurn,
  type ExternalReplyResult,
  type SessionRow,
  type TurnRequest,
  type TurnResult,
} from '../therapy/index.ts';
import type { VoiceContext } from './context.ts';
import { SESSION_ENDED } from './metering.ts';

/**
 * A spoken turn through the conversation core. The socket holds `session` open; when its
 * anonymous visitor signed in since, the core answers `moved` and the turn is taken again as the
 * account, with `session.ownerId` updated so the socket acts as the account from then on.
 */
export async function takeVoiceTurn(
  ctx: VoiceContext,
  session: SessionRow,
  text: string,
  options: { source: 'voice' | 'realtime' | 'video'; replyFrom?: TurnRequest['replyFrom']; log: FastifyBaseLogger },
): Promise<TurnResult> {
  const deps = { ...ctx.deps, therapistName: ctx.deps.config.THERAPIST_NAME, log: options.log };
  const take = () =>
    takeTurn(deps, {
      session: { id: session.id, ownerId: session.ownerId },
      text,
      actorId: session.ownerId,
      source: options.source,
      replyFrom: options.replyFrom,
    });
  const result = await take();
  if (result.outcome !== 'moved') return result;
  session.ownerId = result.ownerId;
  return take();
}

/** Stores a relayed provider's reply as whoever owns the session now. */
export async function recordRelayedReply(
  ctx: VoiceContext,
  session: SessionRow,
  text: string,
  log: FastifyBaseLogger,
): Promise<ExternalReplyResult> {
  const record = () =>
    recordExternalReply(
      { ...ctx.deps, log },
      { session: { id: session.id, ownerId: session.ownerId }, text, actorId: session.ownerId },
    );
  const result = await record();
  if (result.outcome !== 'moved') return result;
  session.ownerId = result.ownerId;
  return record();
}

export interface Unanswered {
  /** What the person is told; for `limit` it goes out as the socket's limit_reached error. */
  message: string;
  limit: boolean;
  code: number;
  reason: string;
}

/** How a voice socket ends when the core does not answer a turn. */
export function unansweredVoiceTurn(result: Exclude<TurnResult, { outcome: 'ok' }>): Unanswered {
  if (result.outcome === 'refused')
    return { message: result.message, limit: true, code: voiceCloseCodes.limitReached, reason: 'limit reached' };
  if (result.outcome === 'ended')
    return {
      message: SESSION_ENDED,
      limit: false,
      code: voiceCloseCodes.notFound,
      reason: 'That voice session has ended; start a new one',
    };
  return {
    message: 'That voice session was not found. Start a new session from the voice therapy page.',
    limit: false,
    code: voiceCloseCodes.notFound,
    reason: 'That voice session was not found',
  };
}

/** Crisis events from a call socket: a local avatar session's turns are video, not a voice call. */
export const callCrisisSource = (session: SessionRow): 'video' | 'realtime' =>
  session.modality === 'video' ? 'video' : 'realtime';
