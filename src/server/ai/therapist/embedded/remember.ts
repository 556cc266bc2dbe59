import type { EngineState } from '../state.ts';
import type { Analysis } from './analyse.ts';
import { topicsIn } from './lexicon.ts';

const endedRe =
  /\b(?:broke up|break-? ?up|split up|my ex\b|ex-?(?:partner|boyfriend|girlfriend|husband|wife)|divorc\w*|left me|dumped me)/i;

const cap = <T>(xs: T[], n: number) => (xs.length > n ? xs.splice(0, xs.length - n) && xs : xs);

/** Folds what this utterance says into the session state (topics, feelings, details, traps). */
export function remember(state: EngineState, a: Analysis) {
  const inSkill = state.skill !== null;
  for (const id of a.topics) {
    const t = state.topics.find((x) => x.id === id);
    // Answers inside an exercise ('I can hear the traffic') say little about what they came to talk about.
    const weight = inSkill ? 0.25 : 1;
    if (t) t.weight += weight;
    else state.topics.push({ id, weight, firstTurn: state.turn });
  }
  if (!inSkill) {
    const lifeArea = a.topics.find((t) => !['anxiety', 'low_mood', 'anger', 'self_worth'].includes(t));
    if (lifeArea) state.recentTopic = lifeArea;
    else if (a.topics[0] && !state.recentTopic) state.recentTopic = a.topics[0];
    for (const f of a.feelings) state.feelings.push({ feeling: f.id, turn: state.turn });
    // 'hey its me again' is a hello, not something they told us about their life.
    if (a.keyPhrase && a.substantive)
      state.keyPhrases.push({ text: a.keyPhrase, turn: state.turn, topic: a.topics[0] ?? null });
    if (a.trap) state.traps.push({ trap: a.trap.trap, quote: a.trap.quote, turn: state.turn });
  }
  for (const phrase of inSkill ? [] : a.details) {
    const core = (p: string) => p.replace(/^(?:your|the) /, '');
    // 'the exam' after 'your exam on Friday' is the same thing.
    if (state.details.some((d) => core(d.phrase).startsWith(core(phrase)) || core(phrase).startsWith(core(d.phrase))))
      continue;
    const topic = topicsIn(phrase)[0] ?? a.topics[0] ?? null;
    state.details.push({ phrase, topic, turn: state.turn, lastUsed: null });
  }
  if (endedRe.test(a.text)) state.relationshipEnded = true;
  if (a.substantive && !inSkill) state.substantive += 1;
  state.quiet = a.substantive || inSkill || a.greeting ? 0 : state.quiet + 1;
  cap(state.feelings, 40);
  cap(state.keyPhrases, 30);
  cap(state.traps, 10);
  cap(state.details, 12);
  cap(state.usedSentences, 400);
}
