import type { FastifyBaseLogger } from 'fastify';
import type { CrisisSource } from '../../../shared/crisis.ts';
import { startChatTurn, type ChatTurn } from '../therapy/chat-turn.ts';
import { findOwnedSession, type SessionRow } from '../therapy/sessions-repo.ts';
import type { VoiceContext } from './context.ts';

/**
 * One spoken turn, exactly as a text chat turn: the safety layer reads it before the therapist,
 * urgent risk gets the safe reply and a crisis event, and both sides are stored encrypted.
 * The session row is re-read so each turn continues from the previous turn's state.
 */
export async function startVoiceTurn(
  ctx: VoiceContext,
  session: SessionRow,
  text: string,
  source: Extract<CrisisSource, 'voice' | 'realtime'>,
  log: FastifyBaseLogger,
): Promise<ChatTurn> {
  const { database, cipher, config } = ctx.deps;
  const current = (await findOwnedSession(database.db, session.ownerId, session.id)) ?? session;
  return startChatTurn(
    { database, cipher, therapist: ctx.deps.therapist, therapistName: config.THERAPIST_NAME, log, crisisSource: source },
    current,
    text,
    session.ownerId,
  );
}
