import type { FastifyBaseLogger } from 'fastify';
import { assessUtterance, safeReply } from '../../ai/safety/index.ts';
import { toChunks } from '../../ai/therapist/turn.ts';
import type { Therapist } from '../../ai/therapist/types.ts';
import type { Database } from '../../db/index.ts';
import type { FieldCipher } from '../../platform/crypto.ts';
import type { CrisisSource } from '../../../shared/crisis.ts';
import type { SafetyPayload } from '../../../shared/safety.ts';
import { isUrgentTier } from '../../../shared/safety.ts';
import { recordCrisisEvent } from '../crisis/repository.ts';
import type { StoredSessionState } from './session-state.ts';
import { appendMessages, readMessages, readState, saveState, type SessionRow } from './sessions-repo.ts';

/** Recent turns the engine sees; longer-range memory lives in the engine state. */
const HISTORY_WINDOW = 40;

export interface ChatTurnDeps {
  database: Database;
  cipher: FieldCipher;
  therapist: Therapist;
  therapistName: string;
  log: FastifyBaseLogger;
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
 */
export async function startChatTurn(deps: ChatTurnDeps, session: SessionRow, message: string, actorId: string): Promise<ChatTurn> {
  const { database, cipher } = deps;
  const db = database.db;
  const stored = readState<StoredSessionState>(cipher, session) ?? { memory: { previousSessions: [] } };
  const history = await readMessages(db, cipher, session, actorId, HISTORY_WINDOW);
  const assessment = assessUtterance(message, stored.risk);
  await appendMessages(db, cipher, session, [{ role: 'user', content: message }]);
  const safety: SafetyPayload = { tier: assessment.tier, resources: assessment.resources };
  const seed = history.length + (stored.engine?.turn ?? 0);

  if (assessment.tier !== 'none') {
    await recordCrisisEvent(db, { ownerId: session.ownerId, source: deps.crisisSource ?? 'chat', interactionType: 'risk_detected', tier: assessment.tier });
  }

  let produce: () => AsyncGenerator<string, { text: string; state: StoredSessionState }>;
  if (isUrgentTier(assessment.tier)) {
    // Normal therapy stops: a safe, present reply with the right lines, from no remote service.
    const text = safeReply(assessment, { therapistName: deps.therapistName, seed });
    produce = async function* () {
      for (const chunk of toChunks(text, seed)) yield chunk;
      return { text, state: { ...stored, risk: assessment.state } };
    };
  } else {
    const turn = deps.therapist.reply({
      history: history.map(({ role, content }) => ({ role, content })),
      memory: stored.memory,
      utterance: message,
      sessionId: session.id,
      seed,
      state: stored.engine,
    });
    const addOn = assessment.tier === 'elevated' ? safeReply(assessment, { therapistName: deps.therapistName, seed }) : '';
    produce = async function* () {
      for await (const chunk of turn) yield chunk;
      if (addOn) yield ` ${addOn}`;
      const outcome = await turn.outcome;
      if (outcome.fallbackReason) deps.log.warn({ reason: outcome.fallbackReason, sessionId: session.id }, 'therapist model fell back to the embedded engine');
      return { text: addOn ? `${outcome.text} ${addOn}` : outcome.text, state: { ...stored, engine: outcome.state, risk: assessment.state } };
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
      const [saved] = await db.transaction(async (tx) => {
        const rows = await appendMessages(tx, cipher, session, [{ role: 'assistant', content: text }]);
        await saveState(tx, cipher, session.id, state);
        return rows;
      });
      settle({ response: text, messageId: saved!.id });
    } catch (error) {
      fail(error);
      throw error;
    }
  }

  return { safety, chunks: chunks(), done };
}
