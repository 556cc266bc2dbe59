import { formatSummaryContent, skillLabels, topicLabels, type SessionSummary } from '../../../shared/therapy.ts';
import { resumeState } from '../therapist/embedded/engine.ts';
import { skillSuggestion } from '../therapist/embedded/content/skills.ts';
import { defaultSuggestion, topicSuggestion } from '../therapist/embedded/content/wrapup.ts';
import { rankedTopics, type EngineState } from '../therapist/state.ts';
import { trapName } from '../therapist/embedded/traps.ts';
import { SummariseInputSchema, type SummariseInput } from './types.ts';

/**
 * Topics the person actually talked about, most first: a topic only touched inside an exercise
 * ('I can hear the traffic at work') weighs under 1 and is left out.
 */
export function spokenTopics(state: EngineState) {
  const weight = new Map(state.topics.map((t) => [t.id, t.weight]));
  return rankedTopics(state)
    .filter((t) => (weight.get(t) ?? 0) >= 1)
    .slice(0, 3);
}

const partners = /^your (?:partner|boyfriend|girlfriend|husband|wife|ex)$/;
const list = (xs: string[]) => (xs.length > 1 ? `${xs.slice(0, -1).join(', ')} and ${xs.at(-1)}` : (xs[0] ?? ''));
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const lowerLabel = (s: string) => s.toLowerCase();

/** Extractive summary built from what the person said and did, never generic filler. */
export function summariseSession(raw: SummariseInput): SessionSummary {
  const input = SummariseInputSchema.parse(raw);
  const state = resumeState(input.engineState, input.history);
  const topics = spokenTopics(state).map((t) => topicLabels[t]);
  const summary = describe(
    state,
    topics,
    input.durationMinutes,
    input.therapistName,
    input.history.some((t) => t.role === 'user'),
  );
  const nextSteps = stepsFor(state);
  const title = topics.length ? cap(list(topics.slice(0, 2).map(lowerLabel))) : `Check-in with ${input.therapistName}`;
  return { title, summary, nextSteps, topics, content: formatSummaryContent(summary, nextSteps) };
}

function describe(state: EngineState, topics: string[], minutes: number, name: string, spoke: boolean): string {
  const length = minutes > 0 ? `this ${minutes}-minute session` : 'this session';
  const out: string[] = [];
  out.push(
    topics.length
      ? `In ${length} with ${name}, you talked mainly about ${list(topics.map(lowerLabel))}.`
      : spoke
        ? `In ${length} with ${name}, you checked in about how you're going.`
        : `In ${length} with ${name}, there wasn't much conversation.`,
  );
  // A plan is told once, as a plan, not also as something they said.
  const said = keyPhrases(state).filter((k) => !state.plans.some((p) => k.includes(p) || p.includes(k)));
  if (said.length) out.push(`You said ${said.map((k, i) => (i ? `that ${k}` : k)).join(', and ')}.`);
  // A partner they have broken up with is past: not 'part of the picture' now (as in memory.ts).
  const details = state.details
    .filter((d) => !said.some((k) => k.includes(d.phrase)))
    .filter((d) => !(state.relationshipEnded && partners.test(d.phrase)))
    .slice(0, 3)
    .map((d) => d.phrase);
  // 'Your parents were', 'your kids were': a plural is plural even alone.
  const plural = details.length > 1 || /^(?:your|the) (?:.*[^s]s|people|children|folks)$/i.test(details[0] ?? '');
  if (details.length) out.push(`${cap(list(details))} ${plural ? 'were' : 'was'} part of the picture.`);
  for (const s of state.skillsTried) out.push(skillSentence(s));
  const trap = unexploredTrap(state);
  if (trap) out.push(trap);
  const plans = state.plans.filter((p) => !state.skillsTried.some((s) => s.notes.plan === p));
  if (plans[0]) out.push(`You decided to ${plans[0]}.`);
  if (plans[1]) out.push(`You also planned to ${plans[1]}.`);
  return out.join(' ');
}

/** Up to two of their most telling phrases, one per topic, strongest feeling first. */
function keyPhrases(state: EngineState): string[] {
  const picked: string[] = [];
  const seenTopics = new Set<string | null>();
  const byFeeling = [...state.keyPhrases].sort((a, b) => score(b, state) - score(a, state) || a.turn - b.turn);
  for (const k of byFeeling) {
    if (picked.length >= 2 || seenTopics.has(k.topic)) continue;
    seenTopics.add(k.topic);
    picked.push(k.text);
  }
  return picked;
}

// What they felt first; then what is about them ('your wife passed in June') before news of someone
// else ('old bill lost his wife').
const aboutThem = /\b(?:you|your|you're|you've|you'll|you'd)\b/i;
const score = (k: EngineState['keyPhrases'][number], state: EngineState) =>
  state.feelings.filter((f) => f.turn === k.turn).length + (aboutThem.test(k.text) ? 0.5 : 0);

function skillSentence(s: EngineState['skillsTried'][number]): string {
  const n = s.notes;
  if (s.id === 'balanced_thought' && n.balanced) {
    const rating = n.rating ? ` (you believed it ${n.rating} out of 10)` : '';
    const trap = n.trap ? `a thinking trap (${n.trap}) in "${n.quote}"` : 'a thinking trap';
    // The trap and the balanced thought in separate sentences: the trap is never read as endorsed.
    return `We looked at ${trap}. You found a more balanced thought: "${n.balanced}"${rating}.`;
  }
  if (s.id === 'behavioural_activation' && n.plan) return `You planned something small and rewarding: to ${n.plan}.`;
  if (s.id === 'problem_solving' && n.plan)
    return `You broke ${n.target ?? 'the problem'} down and chose a first step: ${n.plan}.`;
  if (!s.completed) return `You started ${skillLabels[s.id]}.`;
  return `You tried ${skillLabels[s.id]}${n.outcome === 'better' ? ' and felt a bit better afterwards' : ''}.`;
}

/**
 * A thinking trap that came up but wasn't worked through is named as a trap, in their words, and
 * never told back as a fact about them ('You said you'll be stuck doing this forever').
 */
function unexploredTrap(state: EngineState): string | null {
  const worked = state.skillsTried.find((s) => s.id === 'balanced_thought' && s.notes.balanced);
  const trap = state.traps.find((t) => t.quote && t.quote !== worked?.notes.quote);
  if (!trap) return null;
  return `We noticed a thinking trap (${trapName(trap.trap)}) in "${trap.quote}", something to look at gently another time.`;
}

/**
 * Their own plans first, then the practice that goes with each skill they finished. A balanced
 * thought is told in the summary as what they found, never as a step to take.
 */
function stepsFor(state: EngineState): string[] {
  const steps = [...state.plans, ...state.suggestions].map(cap);
  for (const s of state.skillsTried.filter((x) => x.completed)) {
    if (s.id !== 'problem_solving' && s.id !== 'behavioural_activation') steps.push(skillSuggestion[s.id]);
  }
  // A 'hey' and goodbye shared nothing to build a step on: no advice they never asked for.
  if (!steps.length && !state.substantive && !spokenTopics(state).length) return [];
  if (!steps.length) {
    const topic = rankedTopics(state).find((t) => topicSuggestion[t]);
    steps.push(topic ? topicSuggestion[topic]! : defaultSuggestion);
  }
  const unique = [...new Set(steps.map((s) => s.replace(/[.\s]+$/, '')))];
  return unique.slice(0, 4).map(trimStep);
}

const trimStep = (s: string) => (s.length > 290 ? `${s.slice(0, 287)}...` : s);
