import type { Turn } from '../../../../shared/therapy.ts';
import { assessUtterance } from '../../safety/index.ts';
import { EngineStateSchema, newEngineState, rankedTopics, type EngineState } from '../state.ts';
import { turnFrom } from '../turn.ts';
import {
  ReplyInputSchema,
  type ReplyInput,
  type TurnReading,
  type Therapist,
  type TherapistTurn,
  type TurnOutcome,
} from '../types.ts';
import { analyse } from './analyse.ts';
import { sentenceKey, sentencesOf } from './compose.ts';
import { respond } from './manager.ts';
import { namePointedStep, planOnAnsweredTurn, plansIn } from './plans.ts';
import { remember } from './remember.ts';
import { rngFor } from './rng.ts';
import { skillsInReply } from './skills-seen.ts';

/** The state from the caller, or one rebuilt from the history when it is missing or unreadable. */
export function resumeState(state: unknown, history: Turn[]): EngineState {
  const parsed = EngineStateSchema.safeParse(state);
  if (parsed.success) return structuredClone(parsed.data);
  const rebuilt = newEngineState();
  for (const turn of history) {
    if (turn.role === 'user') observeUtterance(rebuilt, turn.content);
    else observeReply(rebuilt, turn.content);
  }
  return rebuilt;
}

/** Records what the person said (used by both engines; the model engine doesn't pick a reply from it). */
export function observeUtterance(state: EngineState, utterance: string) {
  const a = analyse(utterance);
  if (!a.text) return a;
  state.turn += 1;
  remember(state, a);
  if (state.phase === 'checkin' && a.substantive) state.phase = 'explore';
  return a;
}

/** Records a reply not chosen by this engine: its sentences (so they're not repeated) and skills. */
export function observeReply(state: EngineState, reply: string) {
  state.usedSentences.push(...sentencesOf(reply).map(sentenceKey));
  state.lastTemplates = [];
  for (const id of skillsInReply(reply)) {
    if (!state.skillsTried.some((s) => s.id === id)) state.skillsTried.push({ id, completed: false, notes: {} });
  }
}

export function outcomeOf(text: string, state: EngineState, engine: TurnOutcome['engine']): TurnOutcome {
  return {
    text,
    state,
    engine,
    phase: state.phase,
    topics: rankedTopics(state),
    skillsUsed: [...new Set(state.skillsTried.map((s) => s.id))],
  };
}

/** A caller without the safety layer's reading (a demo, a test): read the person's words with their earlier turns. */
async function readTurn(input: { utterance: string; history: Turn[] }): Promise<TurnReading> {
  if (!input.utterance.trim()) return { tier: 'none', kinds: [] };
  const recent = input.history.filter((t) => t.role === 'user').map((t) => t.content);
  const { tier, kinds } = await assessUtterance(input.utterance, undefined, { recent });
  return { tier, kinds };
}

/** The built-in therapist: offline, deterministic for a (sessionId, seed, state, utterance). */
export class EmbeddedTherapist implements Therapist {
  readonly kind = 'embedded' as const;

  constructor(readonly name: string) {}

  reply(input: ReplyInput): TherapistTurn {
    return turnFrom(Promise.resolve().then(() => this.compute(input)));
  }

  async compute(raw: ReplyInput): Promise<TurnOutcome> {
    const input = ReplyInputSchema.parse(raw);
    const state = resumeState(input.state, input.history);
    const a = observeUtterance(state, input.utterance);
    // A plan is kept only from a turn the safety layer read as no risk, in context: its reading comes
    // with the input (never a second read of made-up sentences, which the reader sees out of context).
    Object.assign(a, plansIn(a.text, input.safety ?? (await readTurn(input))));
    const exercise = state.skill?.id ?? state.skillsTried.at(-1)?.id ?? null;
    a.plan = namePointedStep(a.plan, exercise);
    a.loosePlan = namePointedStep(a.loosePlan, exercise);
    const ctx = { state, rng: rngFor(input.sessionId, input.seed, state.turn), name: this.name };
    return outcomeOf(respond(ctx, a, input.memory, input.now), state, 'embedded');
  }

  async hear(raw: ReplyInput, reply: string): Promise<EngineState> {
    return hearAnsweredTurn(raw, reply);
  }
}

/** A turn the safety layer answered: keep a step reaching out to someone, and the reply's sentences (types.ts `hear`). */
export async function hearAnsweredTurn(raw: ReplyInput, reply: string): Promise<EngineState> {
  const input = ReplyInputSchema.parse(raw);
  const state = resumeState(input.state, input.history);
  const reading = input.safety ?? (await readTurn(input));
  const alone = async (text: string): Promise<TurnReading> => {
    const { tier, kinds } = await assessUtterance(text);
    return { tier, kinds };
  };
  const plan = await planOnAnsweredTurn(analyse(input.utterance).text, reading, alone);
  if (plan && !state.plans.includes(plan)) state.plans.push(plan);
  observeReply(state, reply);
  // 'yeah i can do that' next turn agrees to the step they just said.
  if (plan) state.lastTemplates = ['step'];
  return state;
}
