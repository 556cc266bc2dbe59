import type { Memory } from '../../../../../shared/therapy.ts';
import type { Analysis } from '../analyse.ts';
import { pick, pickAny, type Ctx, type Part } from '../compose.ts';
import { social } from '../content/social.ts';
import { contentStems } from '../lexicon.ts';
import { reOffer } from '../content/skills.ts';
import { openQuestion, slotsFor } from './common.ts';

const DAY = 86_400_000;

function when(date: string, now?: Date): string {
  if (!now) return 'Last time';
  const days = Math.floor((now.getTime() - Date.parse(date)) / DAY);
  if (days < 1) return 'Earlier today';
  if (days < 2) return 'Yesterday';
  if (days < 7) return 'A few days ago';
  if (days < 14) return 'Last week';
  if (days < 28) return 'A couple of weeks ago';
  return 'Last time';
}

const lower = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
const list = (xs: string[]) => (xs.length > 1 ? `${xs.slice(0, -1).join(', ')} and ${xs.at(-1)}` : (xs[0] ?? ''));

/** 'Last time we talked about sleep and work, and you planned to put your phone away by 10 pm.' */
export function recallLine(memory: Memory, now?: Date): { text: string; plan: boolean } | null {
  const last = memory.previousSessions[0];
  if (!last) return null;
  const w = when(last.date, now);
  const topics = list(last.topics.slice(0, 2).map((t) => t.toLowerCase()));
  // Only a step the person proposed is recalled as their plan; never a helpline or our suggestion.
  const step = lastPlan(memory);
  if (topics && step) return { text: `${w} we talked about ${topics}, and you planned to ${lower(step)}.`, plan: true };
  if (topics) return { text: `${w} we talked about ${topics}.`, plan: false };
  if (step) return { text: `${w} you planned to ${lower(step)}.`, plan: true };
  return null;
}

// 'tomorrow' said last week is not tomorrow any more: a plan is recalled without its relative time.
const relativeTime =
  /\s*\b(?:tomorrow(?: (?:morning|afternoon|arvo|evening|night))?|tonight|today|later today|(?:this|next) (?:morning|afternoon|arvo|evening|weekend|week)|on the weekend)\b/gi;

function lastPlan(memory: Memory): string | undefined {
  const plan = memory.previousSessions[0]?.plans?.[0]?.trim().replace(/[.!]+$/, '');
  if (!plan) return plan;
  const timeless = plan
    .replace(relativeTime, '')
    .replace(/\s{2,}/g, ' ')
    .trim();
  return timeless.split(' ').length >= 2 ? timeless : plan;
}

/** The session's first line: who the assistant is, or a recall of the last session. */
export function opening(ctx: Ctx, memory: Memory, now?: Date): Part[] {
  ctx.state.phase = 'checkin';
  const returning = memory.previousSessions.length > 0;
  const recall = ctx.state.recalled ? null : recallLine(memory, now);
  ctx.state.recalled = true;
  const plan = lastPlan(memory);
  const slots = { name: ctx.name, recall: recall?.text, plan: plan && lower(plan) };
  const family: [string, readonly string[]] = recall
    ? recall.plan
      ? ['o.recall', social.openingRecall]
      : ['o.recallnp', social.openingRecallNoPlan]
    : returning
      ? ['o.welcome', social.welcomeBack]
      : ['o.open', social.opening];
  const opened = ctx.state.usedTemplates.some((id) => id.startsWith('o.'));
  // A 'hi' after the opening line: the welcome was said; carry on ('Hi, I'm here.'), never a second one.
  const again: [string, readonly string[]] = ['o.hi', social.greetHere];
  const askedAboutPlan = ctx.state.usedTemplates.some((id) => id.startsWith('o.recall:'));
  if (opened && askedAboutPlan && plan && ctx.state.substantive === 0) {
    const nudge = pick(ctx, 'o.nudge', social.recallNudge, slots);
    if (nudge) return [nudge];
  }
  const part = pickAny(ctx, opened ? [again] : [family, again], slots);
  if (part?.id.startsWith('o.hi'))
    return [part, pick(ctx, 'o.how', social.howAreYou) ?? openQuestion(ctx, emptyAnalysis)];
  return part ? [part] : [openQuestion(ctx, emptyAnalysis)];
}

/** After a side question, come back to where we were: the pending offer, or the conversation. */
function steer(ctx: Ctx, a: Analysis, taken: Part[]): Part {
  if (ctx.state.skill)
    return (
      pick(
        ctx,
        'x.resume',
        [
          "We can carry on with the exercise whenever you're ready.",
          'The exercise is still here when you want to pick it up.',
        ],
        {},
        taken,
      ) ?? openQuestion(ctx, a, taken)
    );
  if (ctx.state.offered) return pick(ctx, 's.reoffer', reOffer, {}, taken) ?? openQuestion(ctx, a, taken);
  if (ctx.state.substantive > 0) return openQuestion(ctx, a, taken);
  return pick(ctx, 'x.steer', social.steerBack, {}, taken) ?? openQuestion(ctx, a, taken);
}

export function identity(ctx: Ctx, a: Analysis): Part[] {
  const who = pick(ctx, 'x.identity', social.identity, { name: ctx.name });
  return [who, steer(ctx, a, who ? [who] : [])].filter(Boolean) as Part[];
}

export function offTopic(ctx: Ctx, a: Analysis): Part[] {
  const say = pick(ctx, 'x.offtopic', social.offTopic);
  return [say, steer(ctx, a, say ? [say] : [])].filter(Boolean) as Part[];
}

export function thanks(ctx: Ctx, a: Analysis): Part[] {
  // Thanks mid-session may be a goodbye coming: ask whether to go on, never about something not said.
  return [
    pick(ctx, 'x.thanks', social.thanks),
    pick(ctx, 'x.thanksq', social.thanksFollowUp) ?? openQuestion(ctx, a),
  ].filter(Boolean) as Part[];
}

export function positiveCheckIn(ctx: Ctx, a: Analysis): Part[] {
  ctx.state.phase = 'explore';
  return [
    pick(ctx, 'x.pos', social.positiveCheckIn),
    pick(ctx, 'x.posq', social.positiveFollowUp) ?? openQuestion(ctx, a),
  ].filter(Boolean) as Part[];
}

/** 'not great tbh': no detail yet, so acknowledge it and invite the story. */
export function hardCheckIn(ctx: Ctx, a: Analysis): Part[] {
  ctx.state.phase = 'explore';
  return [
    pick(ctx, 'x.hard', social.hardCheckIn),
    pick(ctx, 'x.hardq', social.hardFollowUp) ?? openQuestion(ctx, a),
  ].filter(Boolean) as Part[];
}

export function dontKnow(ctx: Ctx, a: Analysis): Part[] {
  const ack = pick(ctx, 'x.dk', social.dontKnow);
  const prompt = pick(ctx, 'x.dkq', social.dontKnowPrompt, slotsFor(ctx, a)) ?? openQuestion(ctx, a);
  return [ack, prompt].filter(Boolean) as Part[];
}

/** 'yeah', 'ok', 'hmm': no pressure, and a concrete prompt about what they've already shared. */
export function shortAnswer(ctx: Ctx, a: Analysis): Part[] {
  const nudge = pick(ctx, 'x.short', social.shortNudge);
  const prompt = pick(ctx, 'x.shortq', social.shortPrompt, slotsFor(ctx, a)) ?? openQuestion(ctx, a);
  return [nudge, prompt].filter(Boolean) as Part[];
}

// An answer about the step itself: 'yeah i rang her', 'didn't get to it', 'it went ok'.
const aboutTheStep =
  /^(?:(?:yeah|yes|yep|nah|no|nope|ok|okay|well|um+|so|honestly|actually)[,.\s]+)*(?:i (?:did|didn'?t|didnt|tried|managed|forgot|rang|called|texted|went|got|kind of|sort of|sorta|kinda)|did it|didn'?t|didnt|it (?:went|was|did|helped|worked)|not really|mostly|some of it|a bit|we did|we didn'?t|sort of|kind of|yes|yeah|yep|nah|no|nope)\b/i;
/**
 * Their answer to 'how did your plan go?': credit for trying, no blame for not managing it. Only an
 * answer about the step: 'trials went ok, chem was hard but i finished' is news about something else,
 * never 'Doing some of it still counts'.
 */
export function checkinAck(ctx: Ctx, a: Analysis, memory: Memory): Part | null {
  if (!ctx.state.usedTemplates.some((id) => id.startsWith('o.recall:'))) return null;
  const planWords = contentStems(lastPlan(memory) ?? '');
  if (!aboutTheStep.test(a.text.trim()) && ![...contentStems(a.text)].some((w) => planWords.has(w))) return null;
  const tried =
    /\b(?:did|done|managed|went (?:well|ok|okay|good)|helped|worked|yes|yeah|mostly|some|sometimes|a few|twice|\d+ (?:nights|days|times)|rang|called|tried)\b/i.test(
      a.text,
    );
  const missed = /\b(?:not|didn'?t|couldn'?t|wasn'?t|forgot|hard|nope|badly|struggled|failed)\b/i.test(a.text);
  if (tried && missed)
    return pick(ctx, 'x.planpart', [
      'Doing some of it still counts, and it tells us what helps.',
      'Part of the way there is still progress.',
    ]);
  if (missed) {
    return pick(ctx, 'x.planmiss', [
      "That's okay; new habits usually take a few goes, and it's useful to notice what got in the way.",
      "That's alright, plans often meet real life, and we can learn from what happened.",
    ]);
  }
  if (tried) {
    return pick(ctx, 'x.planmade', ["It's great that you gave it a go.", 'Good on you for following through.']);
  }
  return null;
}

export const emptyAnalysis: Analysis = {
  text: '',
  words: 0,
  greeting: false,
  thanks: false,
  dontKnow: false,
  yes: false,
  no: false,
  end: false,
  identity: false,
  advice: false,
  offTopic: false,
  question: false,
  topics: [],
  feelings: [],
  trap: null,
  details: [],
  keyPhrase: null,
  keyPhrases: [],
  substantive: false,
  skillRequest: null,
  wish: false,
  reassure: false,
  past: false,
  body: false,
  plan: null,
  loosePlan: null,
};
