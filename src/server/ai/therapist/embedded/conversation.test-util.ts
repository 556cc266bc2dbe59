import type { Memory, Turn } from '../../../../shared/therapy.ts';
import type { EngineState } from '../state.ts';
import type { TurnOutcome, TurnReading } from '../types.ts';
import { EmbeddedTherapist } from './engine.ts';

export interface Exchange {
  utterance: string;
  text: string;
  chunks: string[];
  outcome: TurnOutcome;
}

/** Plays a script through the engine the way the chat route does: state out, state back in. */
export async function converse(
  script: string[],
  opts: {
    seed?: number;
    memory?: Memory;
    sessionId?: string;
    now?: Date;
    roundTripState?: boolean;
    /** The safety layer's reading of every turn, as the core passes it (else the engine reads each turn). */
    safety?: TurnReading;
  } = {},
): Promise<Exchange[]> {
  const therapist = new EmbeddedTherapist('Sage');
  const history: Turn[] = [];
  const out: Exchange[] = [];
  let state: EngineState | undefined;
  for (const utterance of script) {
    const turn = therapist.reply({
      history,
      memory: opts.memory ?? { previousSessions: [] },
      utterance,
      sessionId: opts.sessionId ?? 'ses_test',
      seed: opts.seed,
      state,
      now: opts.now,
      safety: opts.safety && { tier: opts.safety.tier, kinds: [...opts.safety.kinds] },
    });
    const chunks: string[] = [];
    for await (const c of turn) chunks.push(c);
    const outcome = await turn.outcome;
    state = opts.roundTripState ? (JSON.parse(JSON.stringify(outcome.state)) as EngineState) : outcome.state;
    if (utterance) history.push({ role: 'user', content: utterance });
    history.push({ role: 'assistant', content: outcome.text });
    out.push({ utterance, text: outcome.text, chunks, outcome });
  }
  return out;
}

export const sentenceCount = (text: string) => (text.match(/[.!?]+(?=\s+["'A-Z0-9]|\s*$)/g) ?? []).length;
export const questionCount = (text: string) => (text.match(/\?/g) ?? []).length;

/** Anxiety at work, a 'yes' to grounding, the exercise, and a next step. */
export const groundingScript = [
  '',
  "I've been so anxious lately, my chest gets tight and my thoughts race.",
  "It's mostly at work, before meetings.",
  'I keep worrying something will go wrong.',
  'The anxiety, I think.',
  'yes',
  'the desk, a lamp, my phone, a plant and the window',
  'my feet on the floor, the chair, my jumper and the desk',
  'traffic outside, the fan and a dog barking',
  'coffee and hand soap',
  'toothpaste, and I actually feel calmer now',
  "I'll do the grounding before my next meeting",
  'bye',
];

/** Study stress: the exam mentioned at turn 2 comes back at turn 10. */
export const studyScript = [
  '',
  "I've been really stressed about uni lately.",
  "I've got a big exam on Friday and I haven't started revising.",
  'There is so much to cover and I keep putting it off.',
  'The revising, I think.',
  'no, not right now',
  "My housemate is loud at night so I'm not sleeping much either.",
  "I lie there thinking about everything I haven't done.",
  'yeah',
  "I'm tired all the time.",
  'And I still have to get through all the uni readings.',
];
