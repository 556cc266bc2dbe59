import { rankedTopics } from '../../state.ts';
import type { Analysis } from '../analyse.ts';
import { pick, type Ctx, type Part } from '../compose.ts';
import { skillSuggestion } from '../content/skills.ts';
import { defaultSuggestion, topicSuggestion, wrapup } from '../content/wrapup.ts';
import { reflections } from '../content/reflections.ts';
import { social } from '../content/social.ts';
import { detailToRecall, markDetailUsed, reflect } from './common.ts';
import { explore } from './explore.ts';
import { startSkill } from './skill.ts';

const lower = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

/** A next step to offer when they can't think of one: from the skill tried, else the main topic. */
export function suggestion(ctx: Ctx): string {
  const skill = ctx.state.skillsTried.at(-1)?.id;
  if (skill) return skillSuggestion[skill];
  const topic = rankedTopics(ctx.state).find((t) => topicSuggestion[t]);
  return topic ? topicSuggestion[topic]! : defaultSuggestion;
}

const closing = (ctx: Ctx, taken: Part[]) =>
  pick(ctx, 'w.close', wrapup.closing, {}, taken) ?? {
    id: `w.close.${ctx.state.turn}`,
    text: 'Take care of yourself until next time.',
  };

/** The wrap-up question: one small next step, or how confident they feel about the one they have. */
export function nextStepQuestion(ctx: Ctx, taken: Part[] = []): Part {
  const { state } = ctx;
  state.phase = 'wrapup';
  state.awaiting = 'next_step';
  const plan = state.plans.at(-1);
  // When the plan was just said back to them, 'doing that' is enough.
  const named = plan && taken.some((p) => p.text.includes(plan));
  const ask = plan
    ? pick(
        ctx,
        'w.confidence',
        [
          named
            ? 'Before we finish, how confident do you feel about doing that, from 0 to 10?'
            : "Before we finish, how confident do you feel, from 0 to 10, that you'll {plan}?",
        ],
        { plan },
        taken,
      )
    : pick(ctx, 'w.ask', wrapup.askNextStep, {}, taken);
  return ask ?? { id: `w.ask.${state.turn}`, text: "What's one small thing you'd like to take away from today?" };
}

/** Wrap-up with an opener (a reflection, thanks, or a word about the work they've done). */
export function askNextStep(ctx: Ctx, lead: Part | null): Part[] {
  const opener = lead ?? (ctx.state.plans.length ? null : pick(ctx, 'w.lead', wrapup.lead));
  const ask = nextStepQuestion(ctx, opener ? [opener] : []);
  return opener ? [opener, ask] : [ask];
}

/**
 * A step of their own said as the session closes ('i think ill also text sam this weekend'), after a
 * step was agreed or even after goodbye: heard and kept, never lost to the wrap-up.
 */
export function latePlan(ctx: Ctx, a: Analysis): Part[] | null {
  const { state } = ctx;
  const plan = a.plan;
  if (!plan || state.plans.includes(plan)) return null;
  const also = state.plans.length > 0;
  state.plans.push(plan);
  state.awaiting = null;
  state.phase = 'closed';
  const ack = also ? pick(ctx, 'w.also', wrapup.alsoAck, { plan }) : pick(ctx, 'w.ack', wrapup.planAck, { plan });
  const parts = [ack ?? { id: `w.also.${state.turn}`, text: `I've noted that too: you'll ${plan}.` }];
  return [...parts, closing(ctx, parts)];
}

/** Their answer to the wrap-up question becomes the next step; then a warm close. */
export function nextStepAnswer(ctx: Ctx, a: Analysis): Part[] {
  const { state } = ctx;
  const late = latePlan(ctx, a);
  if (late) return late;
  state.awaiting = null;
  state.phase = 'closed';
  const existing = state.plans.at(-1);
  const parts: Part[] = [];
  if (existing && state.usedTemplates.includes('w.confidence:0')) {
    const rating = Number(/\b(10|[0-9])\b/.exec(a.text)?.[1] ?? NaN);
    // 'My chest gets tight when I think about Monday' is no rating: it gets attention, not a goodbye.
    if (Number.isNaN(rating) && raisesSomethingNew(a)) {
      state.phase = 'explore';
      return explore(ctx, a);
    }
    // 'and go for a run in the morning' is a second step, 'or the school counsellor' another way to the
    // same one: neither is a low rating.
    if (
      Number.isNaN(rating) &&
      /^(?:and|also|plus)\b/i.test(a.text.trim()) &&
      a.loosePlan &&
      !state.plans.includes(a.loosePlan)
    ) {
      state.plans.push(a.loosePlan);
      const also = pick(ctx, 'w.also', wrapup.alsoAck, { plan: a.loosePlan }) ?? {
        id: `w.also.${state.turn}`,
        text: `I've noted that too: you'll ${a.loosePlan}.`,
      };
      return [also, closing(ctx, [also])];
    }
    if (Number.isNaN(rating) && /^or\b/i.test(a.text.trim()) && !a.no) {
      const option = { id: 'w.conf.option', text: "That's a good option to have too." };
      return [option, closing(ctx, [option])];
    }
    // 'thanks' or 'bye' is no answer about confidence: say goodbye without judging it low.
    if (Number.isNaN(rating) && !a.yes && !a.feelings.some((f) => f.positive) && (a.thanks || a.end)) {
      const thanked = a.thanks ? pick(ctx, 'x.thanks', social.thanks) : null;
      return [thanked, closing(ctx, thanked ? [thanked] : [])].filter((p): p is Part => Boolean(p));
    }
    const sure = Number.isNaN(rating) ? a.feelings.some((f) => f.positive) || a.yes : rating >= 7;
    parts.push(
      sure
        ? { id: 'w.conf.high', text: 'That sounds like a solid plan.' }
        : {
            id: 'w.conf.low',
            text: "That's honest, and it's fine to make the step smaller if you need to; even a small step counts.",
          },
    );
  } else {
    if (
      a.trap &&
      !state.skillsTried.some((s) => s.id === 'balanced_thought') &&
      !state.declined.includes('balanced_thought')
    ) {
      state.awaiting = null;
      return startSkill(ctx, a, 'balanced_thought', false);
    }
    if (raisesSomethingNew(a)) {
      if (!a.feelings.some((f) => !f.positive)) return bridgeBack(ctx, a);
      // Something that hurts now comes before the wrap-up.
      state.phase = 'explore';
      return explore(ctx, a);
    }
    const plan = a.dontKnow || a.no || a.end || (a.thanks && a.words <= 6) ? null : a.loosePlan;
    if (plan) {
      state.plans.push(plan);
      const ack = pick(ctx, 'w.ack', wrapup.planAck, { plan });
      if (ack) parts.push(ack);
    } else {
      const idea = suggestion(ctx);
      state.suggestions.push(idea);
      const s = pick(ctx, 'w.suggest', wrapup.suggest, { suggestion: lower(idea) });
      if (s) parts.push(s);
      // The suggestion already takes two sentences; keep the close to one.
      parts.push({ id: 'w.close.short', text: 'Take care of yourself, and come back whenever you like.' });
      return parts;
    }
  }
  return [...parts, closing(ctx, parts)];
}

/** 'It's work that keeps me up…' answers the wrap-up question with a new concern, not a plan. */
const raisesSomethingNew = (a: Analysis) =>
  !a.plan &&
  a.substantive &&
  a.words >= 4 &&
  (a.trap !== null ||
    a.feelings.some((f) => !f.positive) ||
    /^(?:it'?s|i'?m|i never|i always|i feel|i can'?t|but|honestly|the thing is|my|the)\b/i.test(a.text));

/** Reflect the new concern (and link it to what they said before), then ask for the next step again. */
function bridgeBack(ctx: Ctx, a: Analysis): Part[] {
  const { state } = ctx;
  state.phase = 'wrapup';
  state.awaiting = 'next_step';
  const reflection = reflect(ctx, a);
  const recalled = detailToRecall(state, a);
  if (recalled) markDetailUsed(state, recalled.phrase);
  const link = recalled ? pick(ctx, 'r.link', reflections.linkBack, { detail: recalled.phrase }) : null;
  const ask = pick(ctx, 'w.bridge', [
    "With that in mind, what's one small thing you could try this week?",
    'Given that, what might be one small, realistic step?',
  ]);
  return [reflection, link, ask ?? nextStepQuestion(ctx)].filter((p): p is Part => Boolean(p));
}

/** They asked to finish: respect it straight away, name their plan if they made one, and close. */
export function closeNow(ctx: Ctx, a?: Analysis): Part[] {
  const { state } = ctx;
  // 'ok ill ring mum tomorrow, bye': the step is kept before the goodbye.
  if (a?.plan && !state.plans.includes(a.plan)) state.plans.push(a.plan);
  state.phase = 'closed';
  state.awaiting = null;
  state.offered = null;
  if (state.skill) state.skill = null;
  const plan = state.plans.at(-1);
  // A step already said back is not said back again on the way out.
  const acked = state.usedTemplates.some((id) => id.startsWith('w.ack') || id.startsWith('w.also'));
  const first =
    plan && !acked
      ? pick(ctx, 'w.ack', wrapup.planAck, { plan })
      : ((a?.thanks ? pick(ctx, 'x.thanks', social.thanks) : null) ?? pick(ctx, 'w.end', wrapup.endEarly));
  const parts = [first].filter((p): p is Part => Boolean(p));
  return [...parts, closing(ctx, parts)];
}
