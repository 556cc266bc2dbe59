import type { TopicId } from '../../../../../shared/therapy.ts';
import { rankedTopics, type EngineState } from '../../state.ts';
import type { Analysis } from '../analyse.ts';
import { pick, pickAny, type Ctx, type Part, type Slots } from '../compose.ts';
import {
  detailQuestions,
  generalQuestions,
  bodyQuestions,
  goodNewsQuestions,
  griefGeneralQuestions,
  pastRelationshipQuestions,
  planQuestions,
  topicQuestions,
} from '../content/questions.ts';
import { reflections, topicNouns, trapAsThought } from '../content/reflections.ts';
import { isBaseVerb } from '../grammar.ts';
import { feelingsIn, lateNightRe } from '../lexicon.ts';

/** What the reply is about: this utterance's topic, else the session's focus, else the main topic. */
export function currentTopic(state: EngineState, a: Analysis): TopicId | undefined {
  return a.topics[0] ?? state.recentTopic ?? state.focusTopic ?? rankedTopics(state)[0];
}

export function slotsFor(ctx: Ctx, a: Analysis): Slots {
  const feeling = a.feelings.find((f) => !f.positive);
  const topic = currentTopic(ctx.state, a);
  const detail = [...ctx.state.details].reverse().find((d) => !topic || d.topic === topic) ?? ctx.state.details.at(-1);
  return {
    name: ctx.name,
    kp: a.keyPhrase ?? undefined,
    feeling: feeling?.word,
    quality: feeling?.quality,
    topic: topic ? nounFor(ctx.state, topic) : undefined,
    detail: detail?.phrase,
  };
}

/** A reflection of the person's words and feeling; falls back to the feeling or topic alone. */
export function reflect(ctx: Ctx, a: Analysis, taken: Part[] = []): Part | null {
  // A thinking trap is heard as a thought before anything else in the message is reflected.
  const named = a.trap ? pick(ctx, `r.astrap.${a.trap.trap}`, trapAsThought[a.trap.trap], {}, taken) : null;
  if (named) return named;
  const s = slotsFor(ctx, a);
  const kpHasFeeling = s.kp ? feelingsIn(s.kp).some((f) => !f.positive) : false;
  const options: Array<[string, readonly string[]]> = [];
  if (s.kp && s.feeling && !kpHasFeeling) options.push(['r.feel', reflections.withFeeling]);
  if (s.kp && s.quality) options.push(['r.quality', reflections.withQuality]);
  if (s.kp) options.push(['r.plain', reflections.plain]);
  // Their own words when we have them; the feeling or topic alone only as a fallback.
  const withWords = options.length;
  if (s.feeling) options.push(['r.feelonly', reflections.feelingOnly]);
  if (a.topics[0]) options.push(['r.topic', reflections.topicOnly]);
  // Alternate families so consecutive replies don't open the same way.
  const lead = Math.floor(ctx.rng() * Math.min(2, withWords || options.length));
  const ordered = [...options.slice(lead, lead + 1), ...options.filter((_, i) => i !== lead)];
  return pickAny(ctx, ordered, { ...s, topic: a.topics[0] ? nounFor(ctx.state, a.topics[0]) : s.topic }, taken);
}

const questionsFor = (state: EngineState, t: TopicId): [string, readonly string[]] =>
  t === 'relationships' && state.relationshipEnded
    ? ['q.relpast', pastRelationshipQuestions]
    : [`q.${t}`, topicQuestions[t]];

/** How a topic is named back; an ended relationship is 'the break-up', never 'your relationship'. */
export const nounFor = (state: EngineState, t: TopicId) =>
  t === 'relationships' && state.relationshipEnded ? 'the break-up' : topicNouns[t]!;

export const eventDetail =
  /^(?:the|your) (?:[a-z-]+ )?(?:exams?|test|interview|presentation|deadline|assignment|appointment|meeting|review|wedding|funeral|operation|surgery|results|essay|report|court date|hearing|party|trip|move)\b/;

/** An earlier detail on the same topic that hasn't come up for a while ('your manager'). */
export function detailToRecall(state: EngineState, a: Analysis) {
  const lower = a.text.toLowerCase();
  return state.details.find(
    (d) =>
      d.turn <= state.turn - 3 &&
      (d.lastUsed === null || d.lastUsed <= state.turn - 4) &&
      d.topic !== null &&
      a.topics.includes(d.topic) &&
      !lower.includes(d.phrase.replace(/^(?:your|the) /, '')),
  );
}

export function markDetailUsed(state: EngineState, phrase: string) {
  const d = state.details.find((x) => x.phrase === phrase);
  if (d) d.lastUsed = state.turn;
}

const progressRe =
  /\b(?:i did it|we did it|i managed (?:it|to)|went (?:really )?(?:well|ok|okay|better than)|followed through|i actually did|it helped|(?:which|that|and that|and it|this) (?:really )?helped|was a good)\b/i;

const irregularDone = /^(?:went|did|made|took|got|rang|met|saw|wrote|spoke|told|gave|sent|bought|kept|found|sat)$/i;

/** 'we planted a grevillea', 'i texted her': they report doing something (a known verb, in the past). */
function reportsDoing(text: string): boolean {
  // 'did the morning video calls', typed without its 'I': only a verb that is plainly past and done.
  const bare =
    /^(?:(?:so|well|yeah|ok|okay)[,\s]+)?(?:finally |actually )?([a-z]+) (?:the|a|an|my|our|her|his|them|it|some|two|three)\b/i.exec(
      text,
    )?.[1];
  if (bare && irregularDone.test(bare)) return true;
  const verb = /^(?:(?:so|well|yeah|ok|okay)[,\s]+)?(?:i|we) (?:finally |actually |even )?([a-z]+)\b/i.exec(text)?.[1];
  // 'we used to watch the footy together' is a memory (often of someone lost), not news of a step.
  if (!verb || /^used$/i.test(verb)) return false;
  if (irregularDone.test(verb)) return true;
  const w = verb.toLowerCase();
  if (!w.endsWith('ed')) return false;
  const stem = w.slice(0, -2);
  return [stem, `${stem}e`, stem.slice(0, -1), stem.endsWith('i') ? `${stem.slice(0, -1)}y` : ''].some(
    (c) => c.length > 1 && isBaseVerb(c),
  );
}

/** Good news or a step taken, with nothing hard in the same breath. */
// 'i moved to perth for uni and i dont really know anyone': a hard part in the same breath is no good news.
const hardPart =
  /\b(?:didn'?t|did not|don'?t|dont|can'?t|cant|couldn'?t|won'?t|no one|nobody|anyone|alone|by myself|on my own|none|nothing|never|hasn'?t|haven'?t)\b/i;
const hardTopics = new Set(['loneliness', 'grief', 'low_mood', 'anxiety', 'self_worth', 'anger']);

// 'i might sleep a bit better', 'hopefully it gets easier': a hope for later, not news of something that happened.
const hopeOnly = /\bi (?:might|may|could)\b|\bhopefully\b|\bi hope\b|\bmaybe i\b|\bi wish\b/i;

export const goodNews = (a: Analysis) =>
  !a.trap &&
  !hopeOnly.test(a.text) &&
  !a.wish &&
  !hardPart.test(a.text) &&
  !lateNightRe.test(a.text) &&
  !a.topics.some((t) => hardTopics.has(t)) &&
  !a.feelings.some((f) => !f.positive) &&
  (a.feelings.some((f) => f.positive) || progressRe.test(a.text) || reportsDoing(a.text));

/** One open question: about an earlier detail, this topic, or a general one; never a repeat. */
export function openQuestion(ctx: Ctx, a: Analysis, taken: Part[] = []): Part {
  const topic = currentTopic(ctx.state, a);
  const options: Array<[string, readonly string[]]> = [];
  // The newest thing said comes first: words with no topic of their own ('my chest gets tight')
  // get a question about them, not one about the topic of five minutes ago.
  const ownWords = !a.topics.length && (a.keyPhrase !== null || a.feelings.some((f) => !f.positive));
  // 'I did it, we got lunch': good news is not asked 'how long has it been feeling this way?'.
  if (goodNews(a)) options.push(['q.good', goodNewsQuestions]);
  // 'my chest gets tight': asked about the body, never 'what has given you a small lift lately?'.
  if (a.body) options.push(['q.body', bodyQuestions]);
  // After a death, 'what would you like to be different?' asks the impossible.
  const general: [string, readonly string[]] = rankedTopics(ctx.state).includes('grief')
    ? ['q.generalgrief', griefGeneralQuestions]
    : ['q.general', generalQuestions];
  if (ownWords) options.push(general);
  if (topic) options.push(questionsFor(ctx.state, topic));
  if (!ownWords) options.push(general);
  for (const t of rankedTopics(ctx.state)) if (t !== topic) options.push(questionsFor(ctx.state, t));
  return pickAny(ctx, options, slotsFor(ctx, a), taken) ?? lastResortQuestion(ctx, a, taken);
}

export function detailQuestion(ctx: Ctx, detail: string, taken: Part[] = []): Part | null {
  return pick(ctx, 'q.detail', detailQuestions, { detail }, taken);
}

const lastResort = [
  'What else comes up for you when you think about {x}?',
  'What would feel like a small step forward with {x}?',
  'What do you need most right now with {x}?',
];

/** Keyed by subject so long sessions still never repeat a reply. */
function lastResortQuestion(ctx: Ctx, a: Analysis, taken: Part[]): Part {
  const subjects = [
    ...ctx.state.details.map((d) => d.phrase),
    ...rankedTopics(ctx.state).map((t) => topicNouns[t]!),
    'all of this',
    'today',
  ];
  for (const x of subjects) {
    const part = pick(ctx, `q.fb.${x}`, lastResort, { x }, taken);
    if (part) return part;
  }
  return {
    id: `q.fb.turn${ctx.state.turn}`,
    text: `What else would you like to say about ${a.topics[0] ? topicNouns[a.topics[0]] : 'how you are going'}, at this point?`,
  };
}

/** Change talk ('I could ask my manager…'): remember it as a next step and reflect it back. */
export function notePlan(ctx: Ctx, a: Analysis): Part | null {
  const plan = a.plan;
  if (!plan || ctx.state.plans.includes(plan)) return null;
  ctx.state.plans.push(plan);
  return pick(ctx, 'r.plan', reflections.plan, { plan });
}

/** The question after a step of their own: what might help it happen. */
export const planQuestion = (ctx: Ctx, a: Analysis, taken: Part[]) =>
  pick(ctx, 'q.plan', planQuestions, {}, taken) ?? openQuestion(ctx, a, taken);
