import type { FastifyBaseLogger } from 'fastify';
import type { CrisisSource } from '../../../shared/crisis.ts';
import { startChatTurn, type ChatTurn, type SessionRow } from '../therapy/index.ts';
import { HttpError } from '../../platform/errors.ts';
import type { VoiceContext } from './context.ts';
import { followSession } from './voice-sessions.ts';

/**
 * One spoken turn, exactly as a text chat turn: the safety layer reads it before the therapist,
 * urgent risk gets the safe reply and a crisis event, and both sides are stored encrypted.
 * The chat turn reads the session's current state itself; only when the session is no longer the
 * visitor's (they signed in since the socket opened) is it followed to the account and tried again.
 */
export async function startVoiceTurn(
  ctx: VoiceContext,
  session: SessionRow,
  text: string,
  source: Extract<CrisisSource, 'voice' | 'realtime' | 'video'>,
  log: FastifyBaseLogger,
): Promise<ChatTurn> {
  const { database, cipher, config } = ctx.deps;
  const deps = {
    database,
    cipher,
    therapist: ctx.deps.therapist,
    therapistName: config.THERAPIST_NAME,
    log,
    crisisSource: source,
  };
  try {
    return await startChatTurn(deps, session, text, session.ownerId);
  } catch (error) {
    if (!(error instanceof HttpError && error.statusCode === 404)) throw error;
    const moved = await followSession(database.db, session);
    if (!moved) throw error;
    return startChatTurn(deps, moved, text, session.ownerId);
  }
}

/** Crisis events from a call socket: a local avatar session's turns are video, not a voice call. */
export const callCrisisSource = (session: SessionRow): 'video' | 'realtime' =>
  session.modality === 'video' ? 'video' : 'realtime';
