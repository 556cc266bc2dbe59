import { z } from 'zod';
import { RiskTierSchema } from '../../../shared/safety.ts';
import { MemorySchema, TurnSchema, type SkillId, type TopicId } from '../../../shared/therapy.ts';
import { riskKinds } from '../safety/index.ts';
import { EngineStateSchema, type EngineState, type Phase } from './state.ts';

/**
 * One therapist turn. `utterance` has already passed the safety layer (assessUtterance); an empty
 * utterance asks for the session's opening line. `history` is the session so far, oldest first,
 * without the current utterance. `state` is what the previous turn's outcome returned.
 */
export const ReplyInputSchema = z.object({
  history: z.array(TurnSchema).max(400),
  memory: MemorySchema,
  utterance: z.string().max(4000),
  sessionId: z.string().min(1),
  seed: z.number().int().optional(),
  state: EngineStateSchema.optional(),
  /** Used only to say 'last week' instead of 'last time' when recalling a session. */
  now: z.date().optional(),
  /**
   * The safety layer's reading of this utterance in its context (assessUtterance, already run before
   * any engine): a plan is only kept from a turn that read as no risk. Without it, the engine reads
   * the utterance itself with the person's earlier turns.
   */
  safety: z.object({ tier: RiskTierSchema, kinds: z.array(z.enum(riskKinds)) }).optional(),
});
type Reading = NonNullable<z.infer<typeof ReplyInputSchema>['safety']>;
/** The safety layer's reading of one turn: its tier and the kinds of risk named (a tier, never words). */
export interface TurnReading {
  tier: Reading['tier'];
  kinds: readonly Reading['kinds'][number][];
}
export type ReplyInput = z.input<typeof ReplyInputSchema>;

export interface TurnOutcome {
  /** The full reply, exactly the concatenation of the streamed chunks. */
  text: string;
  /** Store this (encrypted) and pass it back as `state` next turn. */
  state: EngineState;
  phase: Phase;
  /** Topics seen so far this session, most talked-about first. */
  topics: TopicId[];
  /** Skills started so far this session, in order. */
  skillsUsed: SkillId[];
  engine: 'embedded' | 'model';
  /** Set when a configured model failed this turn and the embedded engine answered instead. */
  fallbackReason?: FallbackReason;
}

export type FallbackReason =
  'http_error' | 'network_error' | 'timeout' | 'malformed_stream' | 'empty_reply' | 'unsafe_output';

/**
 * A reply in progress: iterate it for text chunks (word groups) and await `outcome` for the state.
 * `outcome` resolves whether or not the chunks are consumed.
 */
export interface TherapistTurn extends AsyncIterable<string> {
  readonly outcome: Promise<TurnOutcome>;
}

export interface Therapist {
  readonly kind: 'embedded' | 'model';
  readonly name: string;
  reply(input: ReplyInput, signal?: AbortSignal): TherapistTurn;
  /**
   * A turn the safety layer answered itself (`reply`, its direct question or crisis reply): the
   * engine writes nothing, but keeps what is safe to keep from the person's words (a step reaching
   * out to someone) and the reply's sentences, so neither is lost. Returns the next state.
   */
  hear(input: ReplyInput, reply: string): Promise<EngineState>;
}

/** Structural subset of pino / Fastify's logger, so either can be passed. */
export interface TherapistLogger {
  warn(obj: Record<string, unknown>, msg: string): void;
  info(obj: Record<string, unknown>, msg: string): void;
}

export const silentLogger: TherapistLogger = { warn() {}, info() {} };

/** The output check from the safety layer (src/server/ai/safety). */
export type ReplyChecker = (text: string) => { safe: boolean; reasons: string[] };
