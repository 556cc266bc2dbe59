import type { EngineState } from '../state.ts';
import type { Analysis } from './analyse.ts';
import { topicsIn } from './lexicon.ts';

const endedRe =
  /\b(?:broke up|break-? ?up|split up|my ex\b|ex-?(?:partner|boyfriend|girlfriend|husband|wife)|divorc\w*|left me|dumped me)/i;

const pronouns = new Set(['i', 'im', 'ive', 'me', 'my', 'you', 'youre', 'youve', 'your', 'its', 'it', 'just']);
const contentWords = (s: string) =>
  s
    .toLowerCase()
    .replace(/['’‘]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((w) => w && !pronouns.has(w));

/**
 * A phrase from the sentence that holds the message's thinking trap. Key phrases come with their
 * pronouns turned ('it's you who falls apart'), so the sentence is matched on its other words.
 */
function inTrapSentence(a: Analysis, phrase: string): boolean {
  if (!a.trap) return false;
  const quote = a.trap.quote.toLowerCase();
  const sentence = a.text.split(/(?<=[.!?])\s+/).find((s) => s.toLowerCase().includes(quote)) ?? a.text;
  const there = new Set(contentWords(sentence));
  const words = contentWords(phrase);
  return words.length > 0 && words.filter((w) => there.has(w)).length / words.length >= 0.6;
}

const partnerRe = /^(?:your|the) (?:girlfriend|boyfriend|partner|husband|wife|fianc[eé]e?)$/i;

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
    // 'hey its me again' is a hello, not something they told us about their life; a thinking trap
    // ('it's stupid to be this upset') is kept as a trap, never as something they told us; 'I'm not
    // unsafe' answers the safety question. The rest of the trap's sentence is part of the same thought
    // ('everyone else copes fine, its just me who falls apart'), so it is not kept either.
    const told = a.substantive && !a.reassure ? a.keyPhrases.find((k) => !inTrapSentence(a, k)) : null;
    if (told) state.keyPhrases.push({ text: told, turn: state.turn, topic: a.topics[0] ?? null });
    if (a.trap) state.traps.push({ trap: a.trap.trap, quote: a.trap.quote, turn: state.turn });
  }
  const ended = state.relationshipEnded || endedRe.test(a.text);
  for (const said of inSkill ? [] : a.details) {
    // After a breakup 'my girlfriend' is their ex: never asked about as a current partner.
    const phrase = ended && partnerRe.test(said) ? 'your ex' : said;
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
