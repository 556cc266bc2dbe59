import type { Memory, SkillId } from '../../../../shared/therapy.ts';
import type { Analysis } from './analyse.ts';
import { commit, pick, type Ctx, type Part } from './compose.ts';
import { tidy } from './tidy.ts';
import { wrapup } from './content/wrapup.ts';
import { explore, focusChosen, focusSummary, sharedMemoryOfLoss } from './moves/explore.ts';
import { answerOffer, available, chooseSkill, offerSkill, startSkill } from './moves/skill.ts';
import { leftAtRating, stepAnswer } from './moves/skill-steps.ts';
import {
  checkinAck,
  dontKnow,
  hardCheckIn,
  identity,
  offTopic,
  opening,
  positiveCheckIn,
  shortAnswer,
  thanks,
} from './moves/social.ts';
import { askNextStep, closeNow, latePlan, nextStepAnswer, nextStepQuestion } from './moves/wrapup.ts';
import { goodNews, notePlan, openQuestion, planQuestion, reflect } from './moves/common.ts';
import { social } from './content/social.ts';
import { heardWish } from './moves/wish.ts';

/** Enough has been explored to offer a focus, and enough done to start wrapping up. */
const FOCUS_AFTER = 3;
const WRAP_AFTER_TURN = 9;
const MUST_WRAP_TURN = 14;

/** 'its been a rough month': a hard time told in a few words. */
const roughPatch =
  /\b(?:rough|tough|hard|bad|awful|terrible|horrible|shit|shitty|crap|crappy|rubbish|heavy|long|hectic|full on) (?:month|week|day|year|fortnight|night|few (?:days|weeks|months)|couple of (?:days|weeks|months)|time|stretch|patch)\b/i;

/** What to say next, given the analysed utterance. Mutates ctx.state; returns the reply text. */
export function respond(ctx: Ctx, a: Analysis, memory: Memory, now?: Date): string {
  return commit(ctx.state, choose(ctx, a, memory, now));
}

function choose(ctx: Ctx, a: Analysis, memory: Memory, now?: Date): Part[] {
  const { state } = ctx;
  if (!a.text) return opening(ctx, memory, now);
  if (a.end && !a.substantive) {
    return state.phase === 'closed'
      ? [
          pick(ctx, 'x.bye', ['Take care until next time.', 'Look after yourself.', 'Bye for now.']) ??
            closeNow(ctx)[0]!,
        ]
      : closeNow(ctx, a);
  }
  // A wish, or 'I'm not going to do anything', is heard first, whatever else was going on.
  if (a.wish || a.reassure) return heardWish(ctx, a);
  if (a.identity) return identity(ctx, a);
  if (a.offTopic) return offTopic(ctx, a);
  // Asked for an exercise by name: start it (a thought-based one needs a thought to work on).
  if (a.skillRequest && !state.skill && (a.skillRequest !== 'balanced_thought' || state.traps.length)) {
    state.awaiting = null;
    return startSkill(ctx, a, a.skillRequest);
  }
  // A body sign of anxiety is met in the body in every flow: a thought being worked on, another
  // offer or the wrap-up question waits (it is never evidence, a balanced thought or a rating).
  const met = meetBody(ctx, a);
  if (met) return met;
  if (state.awaiting === 'next_step') return nextStepAnswer(ctx, a);
  // A step of their own after the goodbye is heard and kept, not asked about all over again.
  if (state.phase === 'closed') {
    const late = latePlan(ctx, a);
    if (late) return late;
  }
  // 'How much do you believe it?' answered with something new: that is followed, not taken as a rating.
  if (state.skill && leftAtRating(ctx, a)) return main(ctx, a, memory, now);
  if (state.skill) {
    // A step of their own said mid-exercise is kept and heard, not lost in the exercise.
    const heard = state.skill.id === 'problem_solving' ? null : notePlan(ctx, a);
    // A step of their own is neither evidence nor a balanced thought: hear it and let the exercise rest.
    if (heard && state.skill.id === 'balanced_thought') {
      state.skill = null;
      state.phase = 'explore';
      return [heard, planQuestion(ctx, a, [heard])];
    }
    const step = stepAnswer(ctx, a, () => afterSkill(ctx, a));
    if (step.length) return heard ? [heard, ...step] : step;
    // 'i think ill ring my daughter tomorrow' after a breathing round: their step is heard and asked
    // about, and the exercise rests (never 'How have things been at home lately?').
    if (heard)
      return pauseSkill(
        ctx,
        state.turn >= WRAP_AFTER_TURN ? askNextStep(ctx, heard) : [heard, planQuestion(ctx, a, [heard])],
      );
    return pauseSkill(ctx, main(ctx, a, memory, now));
  }
  // A step of their own comes before a pending offer or 'where shall we start?'.
  if (a.plan && !state.plans.includes(a.plan)) {
    state.offered = null;
    if (state.awaiting === 'focus_choice') state.awaiting = null;
    return main(ctx, a, memory, now);
  }
  if (state.offered) return answerOffer(ctx, a, () => main(ctx, a, memory, now));
  // 'my shoulders are tight all the time' answering 'where would you like to start?' starts with the body.
  if (state.awaiting === 'focus_choice' && a.body) state.awaiting = null;
  // 'it's been good to talk' or 'bye' answering it is no choice of focus: thanks or a goodbye first.
  if (state.awaiting === 'focus_choice' && !a.substantive && (a.thanks || a.end)) state.awaiting = null;
  // 'my best friend came over last night which helped' is good news, not the problem to work on.
  if (state.awaiting === 'focus_choice' && goodNews(a)) state.awaiting = null;
  if (state.awaiting === 'focus_choice' && (a.substantive || a.dontKnow || a.words > 0)) return focusChosen(ctx, a);
  return main(ctx, a, memory, now);
}

function main(ctx: Ctx, a: Analysis, memory: Memory, now?: Date): Part[] {
  const { state } = ctx;
  const winding = a.thanks && !a.trap && !a.feelings.some((f) => !f.positive);
  if (state.phase === 'closed' && (!a.substantive || winding)) {
    if (a.thanks)
      return [
        pick(ctx, 'x.thanks', social.thanks),
        pick(ctx, 'x.bye', ['Take care until next time.', 'Look after yourself.', 'Bye for now.']),
      ].filter((p): p is Part => Boolean(p));
    return [pick(ctx, 'x.still', social.stillHere) ?? openQuestion(ctx, a)];
  }
  if (a.greeting && !a.substantive) return opening(ctx, memory, now);
  // 'yeah i could do that' to a step just said back: heard as agreeing, never 'what's the hardest part?'.
  if (agreesToStep(ctx, a)) return agreedToStep(ctx, a);
  const timed = planTimed(ctx, a);
  if (timed) return timed;
  // 'thanks, I needed to get that out' late in a session is a goodbye coming, not a new concern.
  if (winding && !a.plan && state.turn >= WRAP_AFTER_TURN) {
    const thanked = pick(ctx, 'x.thanks', social.thanks);
    if (state.usedTemplates.includes('w.confidence:0') || state.phase === 'closed') return closeNow(ctx, a);
    return askNextStep(ctx, thanked);
  }
  // 'what should i do' asks for help: they get something to try that fits, never 'what was that like?'.
  if (a.advice && !a.substantive && state.substantive > 0) {
    const skill = chooseSkill(state, a);
    if (skill) return offerSkill(ctx, a, skill, pick(ctx, 'x.advice', social.advice));
  }
  if (!a.substantive) {
    if (a.thanks)
      return state.turn >= WRAP_AFTER_TURN ? askNextStep(ctx, pick(ctx, 'x.thanks', social.thanks)) : thanks(ctx, a);
    // Talking feels like a lot today: offer something that needs no words.
    if (
      state.quiet >= 4 &&
      state.offeredAt === null &&
      !state.skillsTried.length &&
      !state.declined.includes('breathing')
    ) {
      return offerSkill(
        ctx,
        a,
        'breathing',
        pick(ctx, 'x.quiet', [
          'Talking can feel like a lot some days, and that is okay.',
          "We don't have to find the words today.",
        ]),
      );
    }
    if (a.dontKnow) return dontKnow(ctx, a);
    // 'its been a rough month': a hard time told, not a short answer to nudge ('Take your time').
    if (roughPatch.test(a.text) && state.substantive <= 1) return hardCheckIn(ctx, a);
    if (state.phase === 'checkin' && a.feelings.some((f) => f.positive)) return positiveCheckIn(ctx, a);
    return shortAnswer(ctx, a);
  }
  if (a.words <= 5 && !a.topics.length && !a.keyPhrase && a.feelings.some((f) => !f.positive) && state.substantive <= 1)
    return hardCheckIn(ctx, a);
  const plan = notePlan(ctx, a);
  if (plan && state.turn >= WRAP_AFTER_TURN) return askNextStep(ctx, plan);
  if (plan) return [plan, planQuestion(ctx, a, [plan])];
  if (state.turn >= MUST_WRAP_TURN && state.phase !== 'wrapup' && state.phase !== 'closed')
    return askNextStep(ctx, reflect(ctx, a));
  // 'my chest gets tight and it's hard to breathe': met in the body first, with a breathing or
  // grounding exercise on offer (danger now is the safety layer's, before any engine).
  const bodySkill = (['breathing', 'grounding'] as const).find((s) => available(state, s));
  const spacedOffer = state.offeredAt === null || state.turn - state.offeredAt >= 3;
  // A thinking trap said with it waits: the body comes first.
  if (a.body && bodySkill && spacedOffer && state.substantive >= 2)
    return offerSkill(ctx, a, bodySkill, reflect(ctx, a) ?? pick(ctx, 'x.body', social.bodyLead));
  const acked = state.usedTemplates.some((id) => id.startsWith('x.plan'));
  const ack = state.substantive === 1 && !acked ? checkinAck(ctx, a, memory) : null;
  if (ack) return [ack, ...explore(ctx, a)];
  // Name a thinking trap once they've felt heard (not on the first thing they say), and look at it together.
  if (
    a.trap &&
    state.substantive >= 2 &&
    !state.skillsTried.some((s) => s.id === 'balanced_thought') &&
    !state.declined.includes('balanced_thought')
  ) {
    return startSkill(ctx, a, 'balanced_thought', false);
  }
  if (a.advice) {
    const skill = chooseSkill(state, a);
    const lead = pick(ctx, 'x.advice', social.advice);
    if (skill) return offerSkill(ctx, a, skill, lead);
  }
  // 'we used to do the crossword together', of someone who died, is met as a memory before any summing up.
  if (
    state.substantive >= FOCUS_AFTER &&
    state.phase === 'explore' &&
    !state.skillsTried.length &&
    !state.focusTopic &&
    !sharedMemoryOfLoss(ctx, a)
  ) {
    const focus = focusSummary(ctx, a);
    if (focus) return focus;
  }
  // After a first skill (or a 'no thanks'), a new concern is explored for a while, then another skill may be offered.
  const spaced = state.offeredAt === null || state.turn - state.offeredAt >= 4;
  if (
    (state.skillsTried.length || state.declined.length) &&
    state.skillsTried.length < 2 &&
    spaced &&
    state.substantive >= FOCUS_AFTER + 2 &&
    state.phase === 'explore'
  ) {
    const skill = chooseSkill(state, a);
    if (skill) return offerSkill(ctx, a, skill, reflect(ctx, a));
  }
  return explore(ctx, a);
}

const agreeRe =
  /^(?:(?:yeah|yep|yes|ok(?:ay)?|sure|alright|mm+)[,.!]?\s+)?(?:i (?:could|can|will|'ll|might) (?:(?:probably|definitely|maybe) )?(?:do|try|manage) (?:that|it|this)|that (?:could|would|might|should) work|good idea|sounds like a plan|sounds good|i'?ll give it a (?:go|try|shot))\b/i;

/** The last reply said a step of theirs back (or they said one on a turn the safety layer answered), and they agree. */
function agreesToStep(ctx: Ctx, a: Analysis): boolean {
  const { state } = ctx;
  if (!state.plans.length || a.no || a.question || a.trap || a.plan || a.feelings.some((f) => !f.positive))
    return false;
  if (!(a.yes || agreeRe.test(a.text)) || a.words > 10) return false;
  // After the safety layer's reply (which asks its own question), only 'i can do that' agrees to the step; a bare 'yeah' answers that question.
  if (state.lastTemplates.includes('step')) return agreeRe.test(a.text);
  return state.lastTemplates.some((id) => id.startsWith('r.plan') || id.startsWith('q.plan'));
}

// When a step will happen, as it is said in reply to 'when might you give it a go?'.
const whenSaid =
  /\b(?:(?:on |this |next |over the )?(?:the )?weekend|(?:on |this |next )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)(?: (?:morning|arvo|afternoon|evening|night))?|tonight|tomorrow(?: (?:morning|arvo|afternoon|evening|night))?|after (?:work|school|uni|dinner|lunch)|this (?:week|arvo|afternoon|evening|morning)|next week|in the morning)\b/i;
const refersBack =
  /\b(?:do|try|say|tell|ring|call|text|ask|start) (?:that|it|this|her|him|them)\b|^(?:maybe |probably |prob )?(?:on |this |next |after |tonight|tomorrow)/i;
const timeInPlan = new RegExp(`${whenSaid.source}|\\b(?:today|later|soon)\\b`, 'i');

/** 'weekend' → 'on the weekend', 'saturday' → 'on Saturday', 'tomorrow arvo' as it is. */
function phraseOfTime(found: string): string {
  const lower = found.toLowerCase();
  const phrase = /^(?:on|this|next|over|tonight|tomorrow|after|in)\b/.test(lower)
    ? lower
    : /weekend/.test(lower)
      ? 'on the weekend'
      : `on ${lower}`;
  // tidy() capitalises the day, as it does everywhere a day is said back.
  return tidy(phrase);
}

/**
 * 'i might do that on the weekend when the kids are at her mum's' answering 'when do you think you might
 * give it a go?' (or any question about their step): the time joins their step ('tell her what the hospital was like on the weekend') and is heard,
 * never taken for a new concern.
 */
function planTimed(ctx: Ctx, a: Analysis): Part[] | null {
  const { state } = ctx;
  const asked = state.lastTemplates.some((id) => id.startsWith('q.plan') || id.startsWith('r.plan'));
  if (!asked || !state.plans.length) return null;
  if (a.no || a.trap || a.wish || a.dontKnow || a.feelings.some((f) => !f.positive)) return null;
  // 'tomorrow i'll call my sister' is a new step of its own, not a time for the last one.
  if (a.plan && !/^(?:do|try|give) (?:that|it|this)\b/i.test(a.plan)) return null;
  const found = whenSaid.exec(a.text)?.[0];
  // A time for the step just said ('i might do that on the weekend'), not news with a day in it.
  if (!found || (a.words > 6 && !refersBack.test(a.text))) return null;
  const when = phraseOfTime(found);
  const last = state.plans.length - 1;
  if (!timeInPlan.test(state.plans[last]!)) state.plans[last] = `${state.plans[last]} ${when}`;
  const lead = when.replace(/^on /, '').replace(/^./, (c) => c.toUpperCase());
  const ack = pick(ctx, 'r.when', [`${lead} sounds like a good time for it.`, `${lead} it is, then.`]);
  const parts = ack ? [ack] : [];
  if (state.turn >= WRAP_AFTER_TURN) return askNextStep(ctx, ack);
  return [...parts, pick(ctx, 'w.after', wrapup.afterSkill, {}, parts) ?? openQuestion(ctx, a, parts)];
}

/** Agreement to their own step: a warm word, then make it concrete late in a session, or move on. */
function agreedToStep(ctx: Ctx, a: Analysis): Part[] {
  const { state } = ctx;
  const ack = pick(ctx, 'x.agree', social.agreeStep);
  if (state.turn >= WRAP_AFTER_TURN) return askNextStep(ctx, ack);
  const parts = ack ? [ack] : [];
  const next = pick(ctx, 'w.after', wrapup.afterSkill, {}, parts) ?? openQuestion(ctx, a, parts);
  return [...parts, next];
}

const bodySkills: readonly SkillId[] = ['breathing', 'grounding'];

/**
 * 'my chest gets really tight at night' while a thought is being challenged, another exercise is on
 * offer or the wrap-up question is open: a breathing or grounding offer, and the rest waits (a thought
 * exercise is dropped, to come back to another time). In open conversation `main` meets it the same way.
 */
function meetBody(ctx: Ctx, a: Analysis): Part[] | null {
  const { state } = ctx;
  if (!a.body || a.plan) return null;
  const busy =
    (state.skill && !bodySkills.includes(state.skill.id)) ||
    (state.offered && !bodySkills.includes(state.offered)) ||
    state.awaiting === 'next_step';
  if (!busy || (state.skill && bodySkills.includes(state.skill.id))) return null;
  const skill = bodySkills.find((s) => available(state, s));
  if (!skill) return null;
  const lead = reflect(ctx, a) ?? pick(ctx, 'x.body', social.bodyLead);
  const taken = lead ? [lead] : [];
  let note: Part | null = null;
  if (state.skill) {
    note = pick(
      ctx,
      's.bodyfirst',
      ['That thought can wait; your body comes first.', 'We can come back to that thought another time.'],
      {},
      taken,
    );
    state.skill = null;
  }
  state.awaiting = null;
  state.offered = null;
  // The note goes after the lead, before the offer (the reason is dropped if the reply runs long).
  return [lead, note, ...offerSkill(ctx, a, skill, null)].filter((p): p is Part => Boolean(p));
}

/** They raised something new mid-exercise: follow them, and say the exercise can wait. */
function pauseSkill(ctx: Ctx, parts: Part[]): Part[] {
  const question = parts.find((p) => p.text.includes('?'));
  const [first, second] = parts.filter((p) => !p.text.includes('?'));
  // A link back to something they said earlier beats the note about the exercise.
  // Not when the question already offers to stop ('keep going, or leave it there for now?').
  const note = second?.id.startsWith('r.link')
    ? second
    : question && /\b(?:leave it|stop|pause)\b/i.test(question.text)
      ? null
      : pick(ctx, 's.pause', ['We can come back to the exercise any time.', "Let's leave the exercise there for now."]);
  return [first, note, question].filter((p): p is Part => Boolean(p));
}

/** After an exercise: wrap up if the session has run a while, otherwise keep exploring. */
function afterSkill(ctx: Ctx, a: Analysis): Part {
  const { state } = ctx;
  state.phase = 'explore';
  if (state.turn >= WRAP_AFTER_TURN || state.skillsTried.length >= 2) {
    return nextStepQuestion(ctx);
  }
  return pick(ctx, 'w.after', wrapup.afterSkill) ?? openQuestion(ctx, a);
}
