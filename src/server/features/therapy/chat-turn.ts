import type { FastifyBaseLogger } from 'fastify';
import { assessUtterance, safeReply, type SecondReader } from '../../ai/safety/index.ts';
import { toChunks } from '../../ai/therapist/turn.ts';
import type { Therapist } from '../../ai/therapist/types.ts';
import type { Database } from '../../db/index.ts';
import type { FieldCipher } from '../../platform/crypto.ts';
import type { CrisisSource } from '../../../shared/crisis.ts';
import type { SafetyPayload } from '../../../shared/safety.ts';
import { safetyReplies } from '../../../shared/safety.ts';
import { recordCrisisEvent } from '../crisis/index.ts';
import { notFound } from '../../platform/errors.ts';
import type { Turn } from '../../../shared/therapy.ts';
import { RECENT_TURNS, type StoredSessionState } from './session-state.ts';
import { finishTurn, openTurn, readMessages, readState } from './sessions-repo.ts';

export interface ChatTurnDeps {
  database: Database;
  cipher: FieldCipher;
  therapist: Therapist;
  therapistName: string;
  log: FastifyBaseLogger;
  /** A raise-only second opinion on uncertain safety readings, when a model is configured. */
  secondReader?: SecondReader;
  /** Where the turn came from, for the crisis log; text chat when absent. */
  crisisSource?: CrisisSource;
}

export interface ChatTurn {
  safety: SafetyPayload;
  /** Reply text as it is produced. */
  chunks: AsyncIterable<string>;
  /** Resolves once the reply is stored: the whole text and the stored message's id. */
  done: Promise<{ response: string; messageId: string }>;
}

/**
 * One text turn: the safety layer reads the message before any engine; the person's message is
 * stored before a reply is attempted, so nothing they sent is lost if the reply fails.
 *
 * A turn is two statements on the hot path: `openTurn` (find the owner's session, store the message,
 * audit the read) and `finishTurn` (store the reply and the state). The recent conversation the
 * engine sees travels in the encrypted session state, so the message table is not read per turn.
 */
export async function startChatTurn(
  deps: ChatTurnDeps,
  ref: { id: string; ownerId: string },
  message: string,
  actorId: string,
): Promise<ChatTurn> {
  const { database, cipher } = deps;
  const db = database.db;
  const opened = await openTurn(db, cipher, ref, message, actorId);
  if (opened.outcome === 'missing')
    throw notFound('That session was not found. Start a new session from the home page.');
  if (opened.outcome === 'ended') throw notFound('That session has ended. Start a new session from the home page.');
  const { session, message: userMessage } = opened;
  const stored = readState<StoredSessionState>(cipher, session) ?? { memory: { previousSessions: [] } };
  // Sessions from before the state carried the recent turns read them once from the messages.
  const history: Turn[] =
    stored.recent ??
    (await readMessages(db, cipher, session, actorId, RECENT_TURNS + 1))
      .slice(0, -1)
      .map(({ role, content }) => ({ role, content }));
  const remember = (reply: string): Turn[] =>
    [...history, { role: 'user' as const, content: message }, { role: 'assistant' as const, content: reply }].slice(
      -RECENT_TURNS,
    );
  const recent = history.filter((t) => t.role === 'user').map((t) => t.content);
  const assessment = await assessUtterance(message, stored.risk, { recent, secondReader: deps.secondReader });
  const safety: SafetyPayload = { tier: assessment.tier, resources: assessment.resources };
  const seed = history.length + (stored.engine?.turn ?? 0);

  if (assessment.tier !== 'none') {
    await recordCrisisEvent(db, {
      ownerId: session.ownerId,
      source: deps.crisisSource ?? 'chat',
      interactionType: 'risk_detected',
      tier: assessment.tier,
    });
  }

  let produce: () => AsyncGenerator<string, { text: string; state: StoredSessionState }>;
  if (safetyReplies(assessment.tier)) {
    // Normal therapy pauses: a safe reply with the right lines, or a direct question when risk is
    // possible but unclear, from no remote service, whichever engine is configured.
    const text = safeReply(assessment, { therapistName: deps.therapistName, seed });
    produce = async function* () {
      for (const chunk of toChunks(text, seed)) yield chunk;
      return { text, state: { ...stored, risk: assessment.state, recent: remember(text) } };
    };
  } else {
    const turn = deps.therapist.reply({
      history,
      memory: stored.memory,
      utterance: message,
      sessionId: session.id,
      seed,
      state: stored.engine,
    });
    const addOn =
      assessment.tier === 'elevated' ? safeReply(assessment, { therapistName: deps.therapistName, seed }) : '';
    produce = async function* () {
      for await (const chunk of turn) yield chunk;
      if (addOn) yield ` ${addOn}`;
      const outcome = await turn.outcome;
      if (outcome.fallbackReason)
        deps.log.warn(
          { reason: outcome.fallbackReason, sessionId: session.id },
          'therapist model fell back to the embedded engine',
        );
      const text = addOn ? `${outcome.text} ${addOn}` : outcome.text;
      return { text, state: { ...stored, engine: outcome.state, risk: assessment.state, recent: remember(text) } };
    };
  }

  let settle!: (v: { response: string; messageId: string }) => void;
  let fail!: (e: unknown) => void;
  const done = new Promise<{ response: string; messageId: string }>((res, rej) => {
    settle = res;
    fail = rej;
  });
  done.catch(() => {});

  async function* chunks() {
    try {
      const gen = produce();
      let step = await gen.next();
      while (!step.done) {
        yield step.value;
        step = await gen.next();
      }
      const { text, state } = step.value;
      const saved = await finishTurn(db, cipher, session, userMessage, text, state);
      settle({ response: text, messageId: saved.id });
    } catch (error) {
      fail(error);
      throw error;
    }
  }

  return { safety, chunks: chunks(), done };
}
