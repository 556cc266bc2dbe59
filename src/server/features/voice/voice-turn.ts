import type { FastifyBaseLogger } from 'fastify';
import type { CrisisSource } from '../../../shared/crisis.ts';
import { startChatTurn, type ChatTurn } from '../therapy/chat-turn.ts';
import type { SessionRow } from '../therapy/sessions-repo.ts';
import type { VoiceContext } from './context.ts';
import { followSession } from './voice-sessions.ts';

/**
 * One spoken turn, exactly as a text chat turn: the safety layer reads it before the therapist,
 * urgent risk gets the safe reply and a crisis event, and both sides are stored encrypted.
 * The session row is re-read so each turn continues from the previous turn's state (and follows the
 * session to the account its visitor signed in to).
 */
export async function startVoiceTurn(
  ctx: VoiceContext,
  session: SessionRow,
  text: string,
  source: Extract<CrisisSource, 'voice' | 'realtime'>,
  log: FastifyBaseLogger,
): Promise<ChatTurn> {
  const { database, cipher, config } = ctx.deps;
  const current = (await followSession(database.db, session)) ?? session;
  return startChatTurn(
    { database, cipher, therapist: ctx.deps.therapist, therapistName: config.THERAPIST_NAME, log, crisisSource: source },
    current,
    text,
    session.ownerId,
  );
}
