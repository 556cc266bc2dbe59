import { safeReply, type Assessment } from '../../ai/safety/index.ts';
import { toChunks } from '../../ai/therapist/turn.ts';
import type { ChatMessage } from '../../../shared/sessions.ts';
import type { Turn } from '../../../shared/therapy.ts';
import type { ContentCipher } from '../../platform/data-keys.ts';
import { recordCrisisEvent, type CrisisEventInput } from '../crisis/index.ts';
import type { TurnDeps } from './take-turn.ts';
import { RECENT_TURNS, type StoredSessionState } from './session-state.ts';
import { finishTurn, type TurnSession } from './turn-repo.ts';

export interface StoredReply {
  text: string;
  messageId: string;
}

/**
 * A reply on its way. `chunks` is for showing or speaking it as it comes and may be read or left
 * alone; `stored` resolves once both sides of the turn are stored either way.
 */
export interface ReplyInFlight {
  kind: 'safe' | 'therapist';
  chunks: AsyncIterable<string>;
  stored: Promise<StoredReply>;
}

/** What the core has gathered by the time a reply is produced. */
export interface TurnContext {
  deps: TurnDeps;
  /** The session owner's content cipher. */
  cipher: ContentCipher;
  session: TurnSession;
  state: StoredSessionState;
  history: Turn[];
  assessment: Assessment;
  /** The crisis event this turn logs (no words), stored with the reply; null when no risk was read. */
  risk: CrisisEventInput | null;
  userMessage: ChatMessage;
  /** The first statement did not store the person's message (their trial had ended): store it now. */
  storeUser: boolean;
}

const seedOf = (ctx: TurnContext) => ctx.history.length + (ctx.state.engine?.turn ?? 0);

function remember(ctx: TurnContext, reply: string): Turn[] {
  return [
    ...ctx.history,
    { role: 'user' as const, content: ctx.userMessage.content },
    { role: 'assistant' as const, content: reply },
  ].slice(-RECENT_TURNS);
}

async function store(ctx: TurnContext, text: string, state: StoredSessionState): Promise<StoredReply> {
  const { database } = ctx.deps;
  const { userMessage: user, cipher } = ctx;
  const turn = { after: user.timestamp, user: ctx.storeUser ? user : undefined, reply: text, risk: ctx.risk };
  const saved = await finishTurn(database.db, cipher, ctx.session, turn, state);
  return { text, messageId: saved!.id };
}

/** A turn whose last statement never ran or failed (so stored nothing) still logs its risk, on its own. */
async function logRiskAlone(ctx: TurnContext, error: unknown): Promise<never> {
  if (ctx.risk)
    await recordCrisisEvent(ctx.deps.database.db, ctx.risk).catch((err: unknown) =>
      ctx.deps.log.error({ err, sessionId: ctx.session.id }, 'could not log the risk of a turn that failed'),
    );
  throw error;
}

async function* fromList(chunks: string[]) {
  for (const chunk of chunks) yield chunk;
}

/** What the engine is told of a turn, with the turn's own safety reading (it keeps a plan only from a turn that allows one). */
function engineInput(ctx: TurnContext, seed: number) {
  return {
    history: ctx.history,
    memory: ctx.state.memory,
    utterance: ctx.userMessage.content,
    sessionId: ctx.session.id,
    seed,
    state: ctx.state.engine,
    safety: { tier: ctx.assessment.tier, kinds: ctx.assessment.kinds },
  };
}

/** Normal therapy stops: a safe, present reply with the right lines, from no remote service; stored before it is shown. */
export async function safeTurnReply(ctx: TurnContext): Promise<ReplyInFlight> {
  const seed = seedOf(ctx);
  const { assessment, session } = ctx;
  const text = safeReply(assessment, { therapistName: ctx.deps.therapistName, seed });
  // The engine writes nothing here, but a step said on this turn ('i'll call my brother this week') is
  // kept if it is safe to keep, and recalled next session.
  const engine = await ctx.deps.therapist.hear(engineInput(ctx, seed), text).catch((err: unknown) => {
    ctx.deps.log.error({ err, sessionId: session.id }, 'the engine could not hear a turn the safety layer answered');
    return ctx.state.engine;
  });
  const state = { ...ctx.state, engine, risk: assessment.state, recent: remember(ctx, text) };
  const stored = await store(ctx, text, state).catch((err: unknown) => logRiskAlone(ctx, err));
  return { kind: 'safe', chunks: fromList(toChunks(text, seed)), stored: Promise.resolve(stored) };
}

/** The therapist's reply (with the support lines added at elevated risk), stored when it is complete. */
export function therapistTurnReply(ctx: TurnContext): ReplyInFlight {
  const { deps, session, assessment } = ctx;
  const seed = seedOf(ctx);
  const turn = deps.therapist.reply(engineInput(ctx, seed));
  const addOn =
    assessment.tier === 'elevated' ? safeReply(assessment, { therapistName: deps.therapistName, seed }) : '';
  // The engine's outcome resolves whether or not its chunks are read (ai/therapist/types.ts).
  const stored = turn.outcome
    .then((outcome) => {
      if (outcome.fallbackReason)
        deps.log.warn(
          { reason: outcome.fallbackReason, sessionId: session.id },
          'therapist model fell back to the embedded engine',
        );
      const text = addOn ? `${outcome.text} ${addOn}` : outcome.text;
      return store(ctx, text, {
        ...ctx.state,
        engine: outcome.state,
        risk: assessment.state,
        recent: remember(ctx, text),
      });
    })
    .catch((err: unknown) => logRiskAlone(ctx, err));
  stored.catch((err: unknown) => deps.log.error({ err, sessionId: session.id }, 'could not complete a turn'));
  async function* chunks() {
    for await (const chunk of turn) yield chunk;
    if (addOn) yield ` ${addOn}`;
  }
  return { kind: 'therapist', chunks: chunks(), stored };
}

/** A relayed provider answers: the state keeps the person's turn and the risk now; its words follow (external-reply.ts). */
export async function leaveReplyToProvider(ctx: TurnContext): Promise<void> {
  const { database } = ctx.deps;
  const { userMessage: user, cipher } = ctx;
  const recent = [...ctx.history, { role: 'user' as const, content: user.content }].slice(-RECENT_TURNS);
  await finishTurn(
    database.db,
    cipher,
    ctx.session,
    { after: user.timestamp, user: ctx.storeUser ? user : undefined, reply: null, risk: ctx.risk },
    { ...ctx.state, risk: ctx.assessment.state, recent } satisfies StoredSessionState,
  ).catch((err: unknown) => logRiskAlone(ctx, err));
}
