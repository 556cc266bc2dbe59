import type { Turn } from '../../../../shared/therapy.ts';
import { EngineStateSchema, newEngineState, rankedTopics, type EngineState } from '../state.ts';
import { turnFrom } from '../turn.ts';
import { ReplyInputSchema, type ReplyInput, type Therapist, type TherapistTurn, type TurnOutcome } from '../types.ts';
import { analyse } from './analyse.ts';
import { sentenceKey, sentencesOf } from './compose.ts';
import { respond } from './manager.ts';
import { plansIn } from './plans.ts';
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
    // A plan is read by the safety layer before it can be said back or kept.
    Object.assign(a, await plansIn(a.text));
    const ctx = { state, rng: rngFor(input.sessionId, input.seed, state.turn), name: this.name };
    return outcomeOf(respond(ctx, a, input.memory, input.now), state, 'embedded');
  }
}
