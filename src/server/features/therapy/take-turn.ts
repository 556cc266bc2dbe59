import type { FastifyBaseLogger } from 'fastify';
import { assessUtterance, type SecondReader } from '../../ai/safety/index.ts';
import type { Therapist } from '../../ai/therapist/types.ts';
import type { Database } from '../../db/index.ts';
import type { FieldCipher } from '../../platform/crypto.ts';
import { cipherFor, type ContentCipher } from '../../platform/data-keys.ts';
import { newId } from '../../platform/ids.ts';
import type { CrisisSource } from '../../../shared/crisis.ts';
import { safetyReplies, type SafetyPayload } from '../../../shared/safety.ts';
import type { Turn } from '../../../shared/therapy.ts';
import { recordCrisisEvent, type CrisisEventInput } from '../crisis/index.ts';
import { THERAPY_ENDED_MESSAGE } from '../entitlements/index.ts';
import type { StoredSessionState } from './session-state.ts';
import { readMessages, readState } from './sessions-repo.ts';
import {
  leaveReplyToProvider,
  safeTurnReply,
  therapistTurnReply,
  type ReplyInFlight,
  type TurnContext,
} from './turn-reply.ts';
import { findMovedOwner, openTurn, type TurnSession } from './turn-repo.ts';
import { RECENT_TURNS } from './session-state.ts';

export interface TurnDeps {
  database: Database;
  /** The master keyring: each owner's content is sealed under their own data key (cipherFor). */
  cipher: FieldCipher;
  therapist: Therapist;
  therapistName: string;
  log: FastifyBaseLogger;
  /** A raise-only second opinion on uncertain safety readings, when a model is configured. */
  secondReader?: SecondReader;
}

export interface TurnRequest {
  session: { id: string; ownerId: string };
  /** What the person said: typed, dictated or transcribed. */
  text: string;
  actorId: string;
  /** The modality, for the crisis log. */
  source: Extract<CrisisSource, 'chat' | 'voice' | 'realtime' | 'video'>;
  /**
   * 'engine' (default): our therapist answers. 'external': a relayed real-time provider answers,
   * unless the safety layer replaces its reply; its words arrive later through `recordExternalReply`.
   */
  replyFrom?: 'engine' | 'external';
  now?: Date;
}

/**
 * What became of a turn. `moved`: an anonymous visitor's session now belongs to the account they
 * signed in to (take the turn again as that owner). `refused`: the session is open but the owner's
 * trial or plan has ended; nothing was stored, though the safety layer still read the words.
 * `ok` with a null reply: a relayed provider answers.
 */
export type TurnResult =
  | { outcome: 'missing' }
  | { outcome: 'ended' }
  | { outcome: 'moved'; ownerId: string }
  | { outcome: 'refused'; message: string; safety: SafetyPayload }
  | { outcome: 'ok'; safety: SafetyPayload; reply: ReplyInFlight | null };

const EMPTY_STATE: StoredSessionState = { memory: { previousSessions: [] } };

/**
 * One conversation turn, the same for text, push-to-talk, calls and the relay: the safety layer
 * reads the words before any engine, risk is logged (without the words), urgent risk gets the safe
 * reply from no remote service (even after a trial has ended), and both sides are stored with the
 * session's recent turns. Storing never waits on anyone reading the reply's chunks.
 *
 * On the hot path a turn is two statements (docs/decisions/0004): `openTurn` (find the session,
 * check the trial or plan, store the message, audit the read) and `finishTurn` (reply, state and
 * the turn's crisis event).
 */
export async function takeTurn(deps: TurnDeps, request: TurnRequest): Promise<TurnResult> {
  const db = deps.database.db;
  const now = request.now ?? new Date();
  const cipher = await cipherFor(db, deps.cipher, request.session.ownerId);
  const opened = await openTurn(db, cipher, request.session, request.text, request.actorId, now);
  if (opened.outcome === 'missing') {
    const ownerId = await findMovedOwner(db, request.session);
    return ownerId ? { outcome: 'moved', ownerId } : opened;
  }
  if (opened.outcome === 'ended') return opened;
  const { session, message } = opened;
  const state = readState<StoredSessionState>(cipher, session) ?? EMPTY_STATE;
  const history = state.recent ?? (await storedHistory(deps, cipher, session, request.actorId, message !== null));
  const assessment = await screen(deps, request, session, state, history);
  // Risk is logged without the words: with the turn's last statement (finishTurn), or on its own when nothing else is stored.
  const risk: CrisisEventInput | null =
    assessment.tier === 'none'
      ? null
      : { ownerId: session.ownerId, source: request.source, interactionType: 'risk_detected', tier: assessment.tier };
  const safety: SafetyPayload = {
    tier: assessment.tier,
    resources: assessment.resources,
    ...(assessment.planOffer && { offerSafetyPlan: true }),
  };
  // From `check` up the safety layer writes the reply (a direct question, or the crisis reply),
  // whichever engine is configured, and even after a trial has ended.
  const urgent = safetyReplies(assessment.tier);
  if (!message && !urgent) {
    if (risk) await recordCrisisEvent(deps.database.db, risk);
    return { outcome: 'refused', message: THERAPY_ENDED_MESSAGE, safety };
  }

  const ctx: TurnContext = {
    deps,
    cipher,
    session,
    state,
    history,
    assessment,
    risk,
    userMessage: message ?? { id: newId('msg'), role: 'user', content: request.text, timestamp: now.toISOString() },
    storeUser: !message,
  };
  if (urgent) return { outcome: 'ok', safety, reply: await safeTurnReply(ctx) };
  if (request.replyFrom === 'external') {
    await leaveReplyToProvider(ctx);
    return { outcome: 'ok', safety, reply: null };
  }
  return { outcome: 'ok', safety, reply: therapistTurnReply(ctx) };
}

/** The one place the safety layer reads what the person said, for every modality. */
async function screen(
  deps: TurnDeps,
  request: TurnRequest,
  { ownerId, incognito }: Pick<TurnSession, 'ownerId' | 'incognito'>,
  state: StoredSessionState,
  history: Turn[],
) {
  // The reader sees the person's own last few turns: risk often shows only in context.
  const recent = history.filter((t) => t.role === 'user').map((t) => t.content);
  // The safety plan belongs to an account and is kept; an anonymous visitor or an incognito session is not offered it.
  const planOfferable = ownerId.startsWith('usr_') && !incognito;
  return assessUtterance(request.text, state.risk, {
    recent,
    secondReader: deps.secondReader,
    planOfferable,
  });
}

/** Sessions stored before the state carried the recent turns read them once from the messages. */
async function storedHistory(
  deps: TurnDeps,
  cipher: ContentCipher,
  session: { id: string; ownerId: string },
  actorId: string,
  includesThisTurn: boolean,
): Promise<Turn[]> {
  const rows = await readMessages(deps.database.db, cipher, session, actorId, RECENT_TURNS + 1);
  return (includesThisTurn ? rows.slice(0, -1) : rows.slice(1)).map(({ role, content }) => ({ role, content }));
}
