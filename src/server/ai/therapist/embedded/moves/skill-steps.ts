import type { SkillId } from '../../../../../shared/therapy.ts';
import type { Analysis } from '../analyse.ts';
import { fillNotes, pick, type Ctx, type Part } from '../compose.ts';
import { pauseSkill, skillDone, skillSteps, stopSkill } from '../content/skills.ts';
import { timeOnly } from '../grammar.ts';
import { contentStems, lateNightRe } from '../lexicon.ts';
import { clauses, flip, tidy } from '../reflect.ts';
import { trapName, trapWhy } from '../traps.ts';

/** A gentler way into the same step when the answer is 'I don't know'. */
const help: Partial<Record<SkillId, readonly string[]>> = {
  balanced_thought: [
    "That's okay, it can be hard to see past a thought like that. Has there been a time, even a small one, when things went better than this thought predicts?",
    "That's understandable; the worry is loud right now. If a good friend had this thought about themselves, what would you say to them?",
  ],
  behavioural_activation: [
    "That's okay. Some people start with a short walk, a favourite song or a message to a friend; which of those might suit you?",
    'No rush. Would a weekday evening or the weekend be more realistic?',
  ],
  problem_solving: [
    "That's okay. Which part of it is bugging you most often?",
    "That's fine. If a friend were in your shoes, what might you suggest they try?",
    "Okay. What's the smallest thing you could do in the next day or two?",
  ],
  self_compassion: [
    "That's okay. Maybe something like 'you're doing your best with a lot on your plate'; does that sound like something you'd say?",
    "No pressure. Even just 'this is hard, and I'm doing my best' counts; how does that sound to say to yourself?",
  ],
};

const strip = (s: string) =>
  s
    .replace(
      /^(?:i (?:used to |really |would )?(?:like|love|enjoy|enjoyed|liked|loved)(?: to)?|maybe|probably|i guess|i think|i could|i'?d say|perhaps|um|well)\s+/i,
      '',
    )
    .trim();

/** Their answer, trimmed to its first clause and put in second person. */
const gist = (text: string, max = 14) => {
  const first = clauses(text).find((c) => c.split(/\s+/).length >= 2) ?? clauses(text)[0] ?? text;
  return flip(strip(first)).split(/\s+/).slice(0, max).join(' ');
};

/** Their own words, tidied, for quoting back ('it might not be perfect, but I've done this before'). */
const verbatim = (text: string) =>
  tidy(text)
    .trim()
    .replace(/^(?:(?:ok(?:ay)?|so|yeah|maybe|perhaps|um|well|i guess|i suppose|something like)[:,]?\s+)+/i, '')
    .replace(/[.!?\s]+$/, '')
    // One quoted thought, not two sentences: 'not everyone. my friend said…' reads 'not everyone, my friend said…'.
    .replace(/\s*[.!?]+\s+/g, ', ')
    .split(/\s+/)
    .slice(0, 22)
    .join(' ');

// Thanks that sounds like a goodbye ('thanks, it's been good to talk', 'this really helped'), not a
// plain 'thanks' for the next instruction.
const windingDown =
  /\b(?:been (?:really )?(?:good|nice|great|helpful|lovely) (?:to talk|talking|to chat|chatting)|(?:this|that|talking|you) (?:has |have )?(?:really )?helped)\b/i;

const unsure = /^(?:idk|dunno|i (?:don'?t|dont|do not) know|not sure|no idea|no clue)\b/i;

/**
 * Could this be their thought said another way? Not when it opens with 'idk', nor when it is only
 * about someone else ('he always says how hard he worked'): that is news, not a balanced thought.
 */
export function thoughtShaped(text: string): boolean {
  if (unsure.test(text.trim())) return false;
  const self = /\b(?:i|i'?m|im|i'?ve|ive|i'?ll|i'?d|me|my|myself|mine|it|it'?s|its|this|that|things)\b/i.test(text);
  return self || !/\b(?:he|she|they|he'?s|she'?s|they'?re|his|her|their|them|him)\b/i.test(text);
}

// How a more balanced version of a thought is usually said: room for both, exceptions, kindness.
const balancedShape =
  /\b(?:even (?:if|though|when|so)|doesn'?t (?:mean|make)|does not (?:mean|make)|just because|not (?:always|everyone|everybody|all|every|necessarily|the end|forever|the only|a (?:failure|bad|terrible|useless))|some (?:days|people|of (?:them|us|my))|other people (?:struggle|find|have|go through)|people (?:struggle|go through|cope differently)|allowed to|it'?s (?:ok|okay|normal|human|understandable|fine|alright) (?:to|that|if)|makes? sense|(?:i'?m|i am|im) (?:doing|trying) (?:my best|what i can)|at least|one (?:bad|hard|mistake|day)|i can (?:still|handle|get through|cope|manage|learn|try)|i (?:have|'ve|ve) (?:done|managed|got through|survived|passed|coped|handled)|(?:doesn'?t|does not|don'?t|do not) (?:have|need) to be (?:perfect|the best)|without (?:it |me )?(?:being |having to be |needing to be )?perfect|(?:it'?s|its|it is) more like|i can (?:do|be) (?:well|ok|okay|good|fine|alright|enough)|might not|may not|probably not|maybe not|with time|over time|i'?m (?:learning|getting there|still)|(?:i'?ll|i will|i might|i may|maybe i'?ll|maybe i will) (?:be|do) (?:ok|okay|alright|fine)(?![^.!?]*\b(?:not|never|but|unless)\b))\b/i;

/**
 * Does this answer the thought being reshaped? It says the thought another way (shares its words)
 * or has the shape of a balanced thought ('even if…', 'not everyone…'). 'Work is ok, it's the
 * evenings that are hard' answers nothing about 'everyone else seems to cope fine': it is news.
 */
export function answersThought(candidate: string, thought: string): boolean {
  if (balancedShape.test(candidate)) return true;
  const theirs = contentStems(thought);
  // Without the thought's own words (a quote too long to keep) there is nothing to hold it to.
  return theirs.size === 0 || [...contentStems(candidate)].some((w) => theirs.has(w));
}

/** A belief or confidence rating: a number from 0 to 10, or a short word for how much. */
export function isRating(a: Analysis): boolean {
  if (
    /\b(?:10|[0-9])\b(?!\s*(?:am|pm|hours?|hrs?|mins?|minutes?|years?|yrs?|weeks?|days?|months?|kids?|times|[:.]\d))/i.test(
      a.text,
    )
  )
    return true;
  return (
    a.words <= 5 &&
    /^(?:(?:um+|hmm+|like|maybe|probably|honestly|i guess|i'?d say)[\s,]+)*(?:a (?:bit|little|lot|fair bit)|not (?:much|really|at all|a lot|very much|entirely|completely|sure)|some(?:what)?|mostly|kind of|kinda|sort of|half|heaps|fully|completely|totally|yes|yeah|yep|no|nah|a fair amount|more than before|more|less|not yet)\b/i.test(
      a.text,
    )
  );
}

/**
 * The rating question ('how much do you believe it, from 0 to 10?') answered with something new
 * ('my chest gets tight when I get home'): the balanced thought was found, so the exercise is done
 * without a rating, and what they just said is followed. True when that happened.
 */
export function leftAtRating(ctx: Ctx, a: Analysis): boolean {
  const skill = ctx.state.skill;
  if (!skill || skill.id !== 'balanced_thought' || skill.step !== 2 || isRating(a) || !a.substantive) return false;
  ctx.state.skillsTried.at(-1)!.completed = true;
  ctx.state.skill = null;
  ctx.state.phase = 'explore';
  return true;
}

function setNote(ctx: Ctx, key: string, value: string) {
  ctx.state.skill!.notes[key] = value;
  ctx.state.skillsTried.at(-1)!.notes[key] = value;
}

/** In a body-based exercise, a new concern ('it's the same at work…') pauses the exercise. */
const offScript = (skill: SkillId, a: Analysis) =>
  (skill === 'grounding' || skill === 'breathing') &&
  a.words >= 6 &&
  (a.trap !== null || a.question || a.topics.some((t) => t !== 'anxiety')) &&
  !a.feelings.some((f) => f.positive);

const feltBetter = (a: Analysis) => {
  const rating = /\b(10|[0-9])\b/.exec(a.text);
  if (rating) return Number(rating[1]) >= 5;
  return (
    a.feelings.some((f) => f.positive) ||
    /\b(?:bit|little|slightly|somewhat) (?:calmer|better|less)\b|\bhelped\b/i.test(a.text)
  );
};

function capture(ctx: Ctx, skill: SkillId, step: number, a: Analysis) {
  const key = `${skill}:${step}`;
  if (key === 'balanced_thought:0') {
    // 'we barely see each other' would read back as 'we': only their own clauses are evidence.
    const parts = clauses(a.text)
      .filter((c) => c.split(/\s+/).length >= 3 && !/\b(?:we|us|our|we'?re|we'?ve)\b/i.test(c))
      .slice(0, 2)
      .map((c) => flip(strip(c)));
    const evidence = parts.join(', and ').split(/\s+/).length <= 18 ? parts.join(', and ') : gist(a.text);
    setNote(ctx, 'evidence', evidence ? `So ${evidence}.` : 'Thank you for looking at it from another angle.');
  }
  if (key === 'balanced_thought:1') setNote(ctx, 'balanced', verbatim(a.text));
  if (key === 'behavioural_activation:0') setNote(ctx, 'activity', gist(a.text, 10));
  if (key === 'problem_solving:0') setNote(ctx, 'part', gist(a.text));
  if (key === 'problem_solving:1') setNote(ctx, 'options', gist(a.text, 20));
  if (key === 'self_compassion:0') setNote(ctx, 'kind', gist(a.text, 20));
  if (key === 'behavioural_activation:0' && a.loosePlan) setNote(ctx, 'action', a.loosePlan);
  if (key === 'behavioural_activation:1') {
    // 'tomorrow' answers 'when?': it joins the activity; it is never a plan on its own.
    const notes = ctx.state.skill!.notes;
    const when = timeOnly.test(a.text) ? tidy(a.text).replace(/[.!?\s]+$/, '') : '';
    const plan = a.loosePlan && !when ? a.loosePlan : notes.action ? `${notes.action}${when ? ` ${when}` : ''}` : null;
    if (plan) keepPlan(ctx, plan);
  }
  // 'maybe i could try reading instead of my phone' as the part to work on is already the step.
  if ((key === 'problem_solving:0' || key === 'problem_solving:1') && a.plan) keepPlan(ctx, a.plan);
  if (key === 'problem_solving:2' && a.loosePlan) keepPlan(ctx, a.loosePlan);
}

/** Only a vetted proposal of their own is kept as the exercise's plan. */
function keepPlan(ctx: Ctx, plan: string) {
  setNote(ctx, 'plan', plan);
  if (!ctx.state.plans.includes(plan)) ctx.state.plans.push(plan);
}

const goOnLines = [
  'Go on, what comes to mind?',
  "Okay, what's the first thing that comes to mind?",
  'Tell me a bit more.',
];

/** A new, bigger thought surfaced while looking for evidence: look at that one instead. */
function retrap(ctx: Ctx, a: Analysis): Part[] {
  const trap = a.trap!;
  ctx.state.traps.push({ trap: trap.trap, quote: trap.quote, turn: ctx.state.turn });
  setNote(ctx, 'quote', trap.quote);
  setNote(ctx, 'trap', trapName(trap.trap));
  setNote(ctx, 'why', trapWhy(trap.trap));
  const lead = {
    id: 's.retrap',
    text: trap.quote ? `That's a big worry too: "${trap.quote}".` : "That's a big worry too.",
  };
  return [
    lead,
    { id: 's.step.balanced_thought.0b', text: fillNotes(skillSteps.balanced_thought[0]!, ctx.state.skill!.notes) },
  ];
}

const reshapeLines = [
  'I can hear some {trap} still in that one: "{quote}". If a friend said that about themselves, what would you gently say back?',
  "That version still leans on {trap}. Could you keep the honest part and leave out the harsh verdict, maybe starting with 'Even if…'?",
] as const;

/** A 'balanced' thought that still holds a trap is never accepted: reshape it, twice at most, then let it rest. */
function reshape(ctx: Ctx, a: Analysis): Part[] {
  const tries = Number(ctx.state.skill!.notes.reshapes ?? '0');
  if (tries < 2) {
    setNote(ctx, 'reshapes', String(tries + 1));
    // The thought being reshaped is now this one: the summary names the trap the balanced thought answers.
    setNote(ctx, 'quote', a.trap!.quote);
    setNote(ctx, 'trap', trapName(a.trap!.trap));
    const slots = { trap: trapName(a.trap!.trap), quote: a.trap!.quote };
    const line = pick(ctx, 's.reshape', reshapeLines, slots);
    if (line) return [line];
  }
  ctx.state.skill = null;
  ctx.state.phase = 'explore';
  return [
    {
      id: 's.reshape.rest',
      text: "That's okay; thoughts like this can be stubborn, and noticing the trap is already a step. We can come back to it another time.",
    },
  ];
}

const pressure =
  /\b(?:expects?|expected|expecting|have to|has to|had to|must|should|supposed to|pressure|pressured|push(?:es|ing)? me|on my back|counting on me)\b/i;
const counterEvidence =
  /\b(?:i (?:passed|got (?:a|an|\d)|did (?:well|ok|okay|fine|good|alright)|managed|finished|still (?:got|did|passed|made))|i'?m good at|not always|not every|sometimes i|last (?:time|year|term) i)\b/i;

/** Moves the current skill on by one step, or finishes it, given the person's answer. */
export function stepAnswer(ctx: Ctx, a: Analysis, after: () => Part): Part[] {
  const { state } = ctx;
  const skill = state.skill!;
  const steps = skillSteps[skill.id];
  const helpId = `s.help.${skill.id}.${skill.step}`;
  const helpText = help[skill.id]?.[skill.step];
  const helpUnused = helpText !== undefined && !state.usedTemplates.includes(helpId);
  // 'nah' or a fresh worry where a balanced thought should be: a gentler way in, once.
  const needsWords = helpText !== undefined && a.words <= 2 && !/\d/.test(a.text);
  const unfit =
    skill.id === 'balanced_thought' &&
    skill.step === 1 &&
    (!thoughtShaped(a.text) || (a.thanks && a.words <= 10) || (a.end && a.words <= 10));
  const stuck = a.dontKnow || (a.no && a.words <= 4) || needsWords || unfit;
  const goOn =
    needsWords && a.yes && !state.usedTemplates.some((id) => id.startsWith(`s.goon.${skill.id}.${skill.step}`))
      ? pick(ctx, `s.goon.${skill.id}.${skill.step}`, goOnLines)
      : null;
  if (goOn) return [goOn];
  if (skill.id === 'balanced_thought' && skill.step === 1 && a.trap) return reshape(ctx, a);
  // 'thanks, it has been good to talk' mid-exercise: never taken as the step's answer. Asked once
  // whether to finish or stop; the exercise waits at the same step. Said again, it is followed.
  // In a breathing or grounding exercise 'that helped a bit' is how it went, not a goodbye ('this really
  // helped, thank you' still is one).
  const howItWent =
    (skill.id === 'breathing' || skill.id === 'grounding') &&
    !/\b(?:talk|talking|chat|chatting|thanks?|thank you|cheers|ta)\b/i.test(a.text);
  const windDown = a.thanks && windingDown.test(a.text) && !a.trap && !howItWent;
  if (windDown && !state.usedTemplates.some((id) => id.startsWith('s.winddown:'))) {
    const ask = pick(ctx, 's.winddown', pauseSkill);
    if (ask) return [ask];
  }
  // Something other than what the exercise asked for: follow them (the caller pauses the exercise).
  const thought = skill.id === 'balanced_thought';
  const followThem =
    windDown ||
    // 'it's been good to talk' where a balanced thought should be: thanks, often a goodbye coming.
    (thought && skill.step === 1 && a.thanks && a.words <= 10 && !a.trap) ||
    // Not an answer to the thought at all but something new ('work is ok, it's the evenings that are
    // hard', 'the vet gave us her collar').
    (thought &&
      skill.step === 1 &&
      a.substantive &&
      a.words >= 4 &&
      !a.dontKnow &&
      !unsure.test(a.text.trim()) &&
      !a.thanks &&
      !a.end &&
      (!thoughtShaped(a.text) ||
        !answersThought(a.text, `${skill.notes.quote ?? ''} ${skill.notes.evidence ?? ''}`))) ||
    // 'my parents expect me to get into medicine' or 'i stayed up till 3 studying' where evidence against
    // the thought should be: more of the weight, not evidence to hold on to.
    (thought &&
      skill.step === 0 &&
      a.substantive &&
      a.words >= 4 &&
      !a.dontKnow &&
      !a.trap &&
      (pressure.test(a.text) || lateNightRe.test(a.text)) &&
      !counterEvidence.test(a.text));
  if (followThem) {
    state.skill = null;
    state.phase = 'explore';
    return [];
  }
  if (stuck && helpUnused) return [{ id: helpId, text: helpText }];
  if (skill.id === 'balanced_thought' && skill.step === 0 && a.trap && !state.usedTemplates.includes('s.retrap'))
    return retrap(ctx, a);
  if (stuck && !helpUnused && (needsWords || a.dontKnow || unfit)) {
    state.skill = null;
    state.phase = 'explore';
    return [pick(ctx, 's.stop', stopSkill), after()].filter((p): p is Part => Boolean(p));
  }
  if (a.no && a.words <= 4 && (!/\?$/.test(steps[skill.step]!) || helpText !== undefined)) {
    state.skill = null;
    state.phase = 'explore';
    return [pick(ctx, 's.stop', stopSkill), after()].filter((p): p is Part => Boolean(p));
  }
  if (offScript(skill.id, a)) {
    state.skill = null;
    return [];
  }
  capture(ctx, skill.id, skill.step, a);
  // 'I feel calmer already' during breathing answers the last question early.
  const early =
    (skill.id === 'breathing' && skill.step >= 1 && feltBetter(a)) ||
    (skill.id === 'problem_solving' && skill.notes.plan !== undefined);
  const next = skill.step + 1;
  if (next < steps.length && !early) {
    skill.step = next;
    return [{ id: `s.step.${skill.id}.${next}`, text: fillNotes(steps[next]!, skill.notes) }];
  }
  const outcome = feltBetter(a) ? 'better' : 'same';
  setNote(ctx, 'outcome', outcome);
  if (skill.id === 'balanced_thought') setNote(ctx, 'rating', /\b(10|[0-9])\b/.exec(a.text)?.[1] ?? '');
  state.skillsTried.at(-1)!.completed = true;
  state.skill = null;
  const template = skillDone[skill.id][outcome];
  // No step was named ('8' to 'which feels most doable?'): never 'you'll .'.
  const done: Part =
    template.includes('{plan}') && !skill.notes.plan
      ? {
          id: `s.done.${skill.id}.noplan`,
          text: 'Thanks for working through that with me; naming the options is a step too.',
        }
      : { id: `s.done.${skill.id}`, text: fillNotes(template, { plan: skill.notes.plan ?? '' }) };
  return [done, after()];
}
