import { rankedTopics } from '../../state.ts';
import type { Analysis } from '../analyse.ts';
import { pick, type Ctx, type Part } from '../compose.ts';
import { eventQuestions } from '../content/questions.ts';
import { reflections, topicNouns } from '../content/reflections.ts';
import { wrapup } from '../content/wrapup.ts';
import { deathTold } from '../lexicon.ts';
import { trapName } from '../traps.ts';
import {
  detailQuestion,
  detailToRecall,
  eventDetail,
  goodNews,
  markDetailUsed,
  openQuestion,
  reflect,
} from './common.ts';
import { chooseSkill, offerSkill } from './skill.ts';

const effort =
  /\b(?:trying|tried|doing my best|keep going|kept going|pushing through|push through|holding it together|managing|juggling|still (?:going|turning up|showing up))\b/i;

const introduction =
  /^(?:(?:hi|hello|hey)[,.!\s]+)?(?:i am|i'?m|im|my name is|my name'?s)\s+(?:a |an )?(?:\d{1,2}\b|international student|student|new here|from\b|[a-z]+ from\b|a (?:mum|dad|nurse|teacher|tradie|farmer|student))/i;

const sharedTime = /\b(?:we|he|she|they) (?:used to|would always|always used to)\b/i;

/** 'we used to go fishing every sunday', said of someone who died: a time they shared. */
export const sharedMemoryOfLoss = (ctx: Ctx, a: Analysis) =>
  sharedTime.test(a.text) && ctx.state.topics.some((t) => t.id === 'grief');

/** Explore: reflect their words and feeling, link an earlier detail, ask one open question. */
export function explore(ctx: Ctx, a: Analysis): Part[] {
  const { state } = ctx;
  state.phase = 'explore';
  const parts: Part[] = [];
  const event = a.details.find((d) => eventDetail.test(d));
  const core = event?.replace(/^(?:your|the) /, '');
  // The event gets its own question, so reflect a different part of what they said.
  const other = core ? a.keyPhrases.find((k) => !k.includes(core)) : undefined;
  // 'my mum passed away in march', told for the first time: sympathy first, in place of a reflection.
  const condolence =
    a.topics.includes('grief') && deathTold.test(a.text) && !state.usedTemplates.some((id) => id.startsWith('r.sorry'))
      ? pick(ctx, 'r.sorry', reflections.condolence, {}, parts)
      : null;
  // 'i am international student from vietnam, first year in melbourne': who they are, said first; met
  // with thanks, never echoed back in their second language's grammar ('you are international student').
  const intro =
    !condolence &&
    introduction.test(a.text) &&
    a.words <= 14 &&
    a.topics.every((t) => t === 'study' || t === 'work') &&
    !a.feelings.some((f) => !f.positive) &&
    !a.trap &&
    !a.wish
      ? pick(ctx, 'r.intro', reflections.introduction, {}, parts)
      : null;
  if (intro) {
    const ask = pick(ctx, 'q.intro', [
      "What's been on your mind lately?",
      'What would you like to talk about today?',
      'How have things been going for you there?',
    ]);
    return [intro, ask ?? openQuestion(ctx, a, [intro])];
  }
  const reflection =
    condolence ??
    reflect(
      ctx,
      other ? { ...a, keyPhrase: other } : core && a.keyPhrase?.includes(core) ? { ...a, keyPhrase: null } : a,
    );
  if (reflection) parts.push(reflection);
  // Good news is met as good news first, not tied back to an earlier hard detail ('your ex').
  const recalled = goodNews(a) ? null : detailToRecall(state, a);
  if (recalled) {
    markDetailUsed(state, recalled.phrase);
    // Bring the earlier detail back, as a statement when we already reflected, else as the question.
    const link = reflection ? pick(ctx, 'r.link', reflections.linkBack, { detail: recalled.phrase }, parts) : null;
    if (link) parts.push(link);
    else {
      const q = detailQuestion(ctx, recalled.phrase, parts);
      if (q) return [...parts, q];
    }
  } else if (
    a.trap &&
    !reflection?.id.startsWith('r.astrap') &&
    state.skillsTried.some((s) => s.id === 'balanced_thought')
  ) {
    const note = pick(
      ctx,
      'r.trapagain',
      [`I notice a bit of ${trapName(a.trap.trap)} in that, too, like we talked about.`],
      {},
      parts,
    );
    if (note) parts.push(note);
  } else if (sharedMemoryOfLoss(ctx, a)) {
    // 'we used to go fishing every sunday', said of someone who died: a time they shared, met warmly
    // (never 'you care about getting this right').
    const warm = pick(
      ctx,
      'r.memory',
      ['Those sound like really special times together.', 'It sounds like those times meant a lot.'],
      {},
      parts,
    );
    if (warm) parts.push(warm);
  } else if (goodNews(a)) {
    // Good news is met as good news, not with 'you've been carrying a lot on your own'.
    const glad = pick(ctx, 'r.positive', reflections.positive, {}, parts);
    if (glad) parts.push(glad);
  } else if (effort.test(a.text)) {
    const affirm = pick(ctx, 'r.effort', reflections.affirmEffort, {}, parts);
    if (affirm) parts.push(affirm);
  } else if (!reflection && state.substantive <= 2) {
    const affirm = pick(ctx, 'r.affirm', reflections.affirm, {}, parts);
    if (affirm) parts.push(affirm);
  }
  // Something concrete coming up ('the exam on Friday') deserves its own question.
  const question = event ? pick(ctx, 'q.event', eventQuestions, { detail: event }, parts) : null;
  parts.push(question ?? openQuestion(ctx, a, parts));
  return parts;
}

/** A collecting summary of what they've said so far, then a question about what to focus on. */
export function focusSummary(ctx: Ctx, a: Analysis): Part[] | null {
  const { state } = ctx;
  const picture = describePicture(ctx, a);
  const lead = picture ? pick(ctx, 'f.lead', wrapup.focusLead, { picture }) : null;
  const question = pick(ctx, 'f.q', wrapup.focusQuestion);
  if (!lead || !question) return null;
  state.phase = 'focus';
  state.awaiting = 'focus_choice';
  return [lead, question];
}

function describePicture(ctx: Ctx, a: Analysis): string | null {
  const { state } = ctx;
  // Their words only: no 'and your mum is part of this' (of someone who died) or 'your ex is part of this'.
  // What they just said, plus the earlier phrase that carried the most feeling.
  const felt = (turn: number) => state.feelings.filter((f) => f.turn === turn).length;
  // A thinking trap is said back as a thought they had, never as a fact about them ('and you always
  // say something stupid').
  const asThought = (phrase: string, turn: number) =>
    state.traps.some((t) => t.turn === turn) ? `there's a thought that ${phrase}` : phrase;
  const earliest = state.keyPhrases
    .filter((k) => k.text !== a.keyPhrase)
    .sort((x, y) => felt(y.turn) - felt(x.turn) || y.turn - x.turn)[0];
  const earlier = earliest ? asThought(earliest.text, earliest.turn) : undefined;
  const bits: string[] = [];
  if (earlier) bits.push(earlier);
  if (a.keyPhrase) bits.push(a.trap ? `there's a thought that ${a.keyPhrase}` : a.keyPhrase);
  const topics = rankedTopics(state)
    .slice(0, 2)
    .map((t) => topicNouns[t]!);
  if (bits.length < 2 && topics.length)
    bits.unshift(`${topics.join(' and ')} ${topics.length > 1 ? 'have both' : 'has'} been hard`);
  return bits.length ? bits.join(', and ') : null;
}

/** Their answer to 'what should we focus on' picks the focus topic, and a skill is offered for it. */
export function focusChosen(ctx: Ctx, a: Analysis): Part[] {
  const { state } = ctx;
  state.awaiting = null;
  const mentioned = state.details.find((d) => a.text.toLowerCase().includes(d.phrase.replace(/^(?:your|the) /, '')));
  state.focusTopic = a.topics[0] ?? mentioned?.topic ?? rankedTopics(state)[0] ?? null;
  const skill = chooseSkill(state, a);
  const reflection = reflect(ctx, a);
  if (!skill) return explore(ctx, a);
  return offerSkill(ctx, a, skill, reflection);
}
