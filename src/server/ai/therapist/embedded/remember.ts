import type { EngineState } from '../state.ts';
import type { Analysis } from './analyse.ts';
import { topicsIn } from './lexicon.ts';
import { flip, tidy } from './reflect.ts';

const endedRe =
  /\b(?:broke up|break-? ?up|split up|my ex\b|ex-?(?:partner|boyfriend|girlfriend|husband|wife)|divorc\w*|left me|dumped me)/i;

const cap = <T>(xs: T[], n: number) => (xs.length > n ? xs.splice(0, xs.length - n) && xs : xs);

const words = (s: string) =>
  flip(tidy(s))
    .toLowerCase()
    .replace(/[^a-z' ]+/g, ' ')
    .split(/\s+/)
    .filter(Boolean);

/** A phrase that is mostly the trap's own words (pronouns flipped): the trap again, not news. */
function sameWords(phrase: string, quote: string): boolean {
  const q = new Set(words(quote));
  const p = words(phrase);
  if (!q.size || !p.length) return false;
  const shared = p.filter((w) => q.has(w)).length;
  return shared / Math.min(p.length, q.size) >= 0.6;
}

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
    // 'hey its me again' is a hello, not something they told us about their life; a thinking trap
    // ('it's stupid to be this upset') is kept as a trap, never as something they told us; 'I'm not
    // unsafe' answers the safety question.
    const told = a.substantive && !a.reassure ? a.keyPhrases.find((k) => !a.trap || !sameWords(k, a.trap.quote)) : null;
    if (told) state.keyPhrases.push({ text: told, turn: state.turn, topic: a.topics[0] ?? null });
    if (a.trap) state.traps.push({ trap: a.trap.trap, quote: a.trap.quote, turn: state.turn });
  }
  for (const phrase of inSkill ? [] : a.details) {
    const core = (p: string) => p.replace(/^(?:your|the) /, '');
    // 'the exam' after 'your exam on Friday' is the same thing.
    if (state.details.some((d) => core(d.phrase).startsWith(core(phrase)) || core(phrase).startsWith(core(d.phrase))))
      continue;
    // 'my dad died': he is remembered with the loss, never as someone to work things out with now.
    const topic = a.past && a.topics.includes('grief') ? 'grief' : (topicsIn(phrase)[0] ?? a.topics[0] ?? null);
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
