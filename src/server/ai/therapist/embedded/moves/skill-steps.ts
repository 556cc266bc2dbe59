import type { SkillId } from '../../../../../shared/therapy.ts';
import type { Analysis } from '../analyse.ts';
import { fillNotes, pick, type Ctx, type Part } from '../compose.ts';
import { skillDone, skillSteps, stopSkill } from '../content/skills.ts';
import { timeOnly } from '../grammar.ts';
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

/**
 * Could this be their thought said another way? Not when it opens with 'idk', nor when it is only
 * about someone else ('he always says how hard he worked'): that is news, not a balanced thought.
 */
export function thoughtShaped(text: string): boolean {
  if (/^(?:idk|dunno|i (?:don'?t|dont|do not) know|not sure|no idea|no clue)\b/i.test(text.trim())) return false;
  const self = /\b(?:i|i'?m|im|i'?ve|ive|i'?ll|i'?d|me|my|myself|mine|it|it'?s|its|this|that|things)\b/i.test(text);
  return self || !/\b(?:he|she|they|he'?s|she'?s|they'?re|his|her|their|them|him)\b/i.test(text);
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
    const parts = clauses(a.text)
      .filter((c) => c.split(/\s+/).length >= 3)
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
  if (key === 'problem_solving:1' && a.plan) keepPlan(ctx, a.plan);
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
  const done: Part = {
    id: `s.done.${skill.id}`,
    text: fillNotes(skillDone[skill.id][outcome], { plan: skill.notes.plan ?? '' }),
  };
  return [done, after()];
}
