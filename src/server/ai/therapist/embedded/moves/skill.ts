import type { SkillId } from '../../../../../shared/therapy.ts';
import { rankedTopics, type EngineState } from '../../state.ts';
import type { Analysis } from '../analyse.ts';
import { fillNotes, pick, type Ctx, type Part } from '../compose.ts';
import { topicNouns } from '../content/reflections.ts';
import {
  acceptLead,
  connect,
  declineAck,
  trapLead,
  trapLeadWithFeeling,
  offerTemplates,
  skillOffer,
  skillSteps,
  skillWhy,
} from '../content/skills.ts';
import { trapName, trapWhy } from '../traps.ts';
import { feelingsIn } from '../lexicon.ts';
import { flip } from '../reflect.ts';
import { currentTopic, eventDetail, openQuestion } from './common.ts';

/** How a problem area is named in 'one small, doable step for …'. */
const targetNouns: Partial<Record<string, string>> = {
  work: "what's happening at work",
  study: 'your study',
  relationships: 'things with the people close to you',
  family: 'things at home',
  money: 'the money side of things',
  health: "what's going on with your health",
  loneliness: 'feeling more connected',
  sleep: 'your sleep',
};

const emotional = new Set(['anxiety', 'low_mood', 'anger', 'self_worth', 'loneliness']);

export const available = (state: EngineState, id: SkillId) =>
  !state.declined.includes(id) && !state.skillsTried.some((s) => s.id === id);

/** The evidence-based skill that fits what they're dealing with and haven't tried or turned down. */
export function chooseSkill(state: EngineState, a: Analysis): SkillId | null {
  const topic = currentTopic(state, a);
  const feelings = new Set(
    [...a.feelings, ...state.feelings.slice(-4).map((f) => ({ id: f.feeling }))].map((f) => f.id),
  );
  const wants: SkillId[] = [];
  const byTopic: Partial<Record<string, SkillId[]>> = {
    sleep: ['breathing'],
    anxiety: ['grounding', 'breathing'],
    anger: ['breathing'],
    self_worth: ['self_compassion'],
    grief: ['self_compassion'],
    low_mood: ['behavioural_activation'],
    loneliness: ['behavioural_activation'],
    work: ['problem_solving'],
    study: ['problem_solving'],
    money: ['problem_solving'],
    family: ['problem_solving'],
    relationships: ['problem_solving'],
    health: ['problem_solving'],
  };
  const byFeeling = (ids: Set<string>) => {
    if (ids.has('lonely') || ids.has('sad') || ids.has('hopeless')) wants.push('behavioural_activation');
    if (ids.has('anxious') || ids.has('scared') || ids.has('overwhelmed') || ids.has('tense'))
      wants.push('grounding', 'breathing');
    if (ids.has('angry')) wants.push('breathing');
    if (ids.has('guilty') || ids.has('ashamed')) wants.push('self_compassion');
  };
  if (state.traps.length) wants.push('balanced_thought');
  // Life areas named now, then what they feel now, then what we were just talking about ('worry' about sleep → breathing).
  for (const t of a.topics.filter((x) => !emotional.has(x))) wants.push(...(byTopic[t] ?? []));
  byFeeling(new Set(a.feelings.map((f) => f.id)));
  for (const t of [state.recentTopic, topic, ...a.topics, ...rankedTopics(state)])
    if (t) wants.push(...(byTopic[t] ?? []));
  byFeeling(feelings);
  wants.push('problem_solving', 'breathing', 'self_compassion', 'grounding', 'behavioural_activation');
  return wants.find((s) => available(state, s)) ?? null;
}

export function skillTarget(state: EngineState, a: Analysis): string {
  const topic = currentTopic(state, a);
  const detail = [...state.details].reverse().find((d) => d.topic === topic);
  if (detail) return eventDetail.test(detail.phrase) ? detail.phrase : `things with ${detail.phrase}`;
  return topic ? (targetNouns[topic] ?? topicNouns[topic]!) : 'what is going on';
}

const griefKindness = [
  "Grief keeps its own time, and it's easy to measure yourself against how other people seem to be going.",
  "There's no right pace for grieving, even when it looks like everyone else has found theirs.",
];

/** Loneliness turns 'a small enjoyable activity' into 'a small step towards someone'. */
export const connecting = (state: EngineState, a: Analysis) =>
  a.topics.includes('loneliness') ||
  state.recentTopic === 'loneliness' ||
  state.feelings.slice(-3).some((f) => f.feeling === 'lonely');

/** Why this skill might help, then the offer as the one question. */
export function offerSkill(ctx: Ctx, a: Analysis, skill: SkillId, lead: Part | null): Part[] {
  const { state } = ctx;
  const social = skill === 'behavioural_activation' && connecting(state, a);
  const offer = social ? connect.offer : skillOffer[skill].replace('{target}', skillTarget(state, a));
  // 'everyone else seems to have moved on' after a death: grief keeps its own time, no 'tougher standard'.
  const grieving = skill === 'self_compassion' && state.topics.some((t) => t.id === 'grief');
  const why = grieving
    ? pick(ctx, 's.why.griefkind', griefKindness)
    : pick(ctx, `s.why.${skill}`, social ? connect.why : skillWhy[skill]);
  const ask = pick(ctx, 's.offer', offerTemplates, { offer }) ?? {
    id: `s.offer.${skill}`,
    text: `Would you like to try ${offer}?`,
  };
  state.offered = skill;
  state.offeredAt = state.turn;
  state.phase = 'focus';
  return [lead, why, ask].filter((p): p is Part => Boolean(p));
}

export function startSkill(ctx: Ctx, a: Analysis, skill: SkillId, withLead = true): Part[] {
  const { state } = ctx;
  state.offered = null;
  state.phase = 'skill';
  const notes: Record<string, string> = { target: skillTarget(state, a) };
  const trap = state.traps.at(-1);
  if (skill === 'balanced_thought' && trap)
    Object.assign(notes, { quote: trap.quote, trap: trapName(trap.trap), why: trapWhy(trap.trap) });
  state.skill = { id: skill, step: 0, notes };
  state.skillsTried.push({ id: skill, completed: false, notes });
  // What we chose to work on counts as a main topic of the session.
  const topic = skill === 'balanced_thought' ? null : state.topics.find((t) => t.id === currentTopic(state, a));
  if (topic) topic.weight += 1;
  const first = skill === 'behavioural_activation' && connecting(state, a) ? connect.step0 : skillSteps[skill][0]!;
  const step: Part = { id: `s.step.${skill}.0`, text: fillNotes(first, notes) };
  if (skill === 'balanced_thought') {
    // The thought itself, in their words, leads in (no 'Great.' before it: three sentences at most).
    const kp = a.keyPhrases.find((k) => !k.includes(flip(notes.quote ?? '')) && feelingsIn(k).length > 0);
    const lead = withLead
      ? { id: 's.btlead', text: notes.quote ? `Let's look at "${notes.quote}".` : "Let's look at that thought." }
      : ((kp ? pick(ctx, 's.trapleadf', trapLeadWithFeeling, { kp, quote: notes.quote }) : null) ??
        pick(ctx, 's.traplead', trapLead, { quote: notes.quote }) ??
        pick(ctx, 's.trapleadq', ['That sounds like a heavy thought to carry.']));
    return lead ? [lead, step] : [step];
  }
  const lead = withLead ? pick(ctx, 's.accept', acceptLead) : null;
  return lead ? [lead, step] : [step];
}

/** Yes starts the skill; no is respected and the conversation carries on; anything else moves on. */
export function answerOffer(ctx: Ctx, a: Analysis, carryOn: () => Part[]): Part[] {
  const { state } = ctx;
  const skill = state.offered!;
  // 'what can i do?' to the offer asks for exactly that help: start it, never offer it again.
  if ((a.yes || (a.advice && !a.substantive)) && !a.no) return startSkill(ctx, a, skill);
  state.offered = null;
  if (a.no) {
    state.declined.push(skill);
    state.phase = 'explore';
    const ack = pick(ctx, 's.decline', declineAck);
    return [ack, openQuestion(ctx, a, ack ? [ack] : [])].filter((p): p is Part => Boolean(p));
  }
  return carryOn();
}
