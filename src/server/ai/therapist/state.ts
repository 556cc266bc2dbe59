import { z } from 'zod';
import { SkillIdSchema, TopicIdSchema } from '../../../shared/therapy.ts';

export const trapIds = [
  'all_or_nothing',
  'catastrophising',
  'mind_reading',
  'should_statement',
  'labelling',
  'overgeneralising',
  'fortune_telling',
  'comparison',
] as const;
export const TrapIdSchema = z.enum(trapIds);
export type TrapId = z.infer<typeof TrapIdSchema>;

/** check-in → explore → focus → skill → wrap-up; 'closed' once goodbyes are said. */
export const phases = ['checkin', 'explore', 'focus', 'skill', 'wrapup', 'closed'] as const;
export const PhaseSchema = z.enum(phases);
export type Phase = z.infer<typeof PhaseSchema>;

const turnIndex = z.number().int().min(0);

/**
 * Per-session engine state. Plain JSON: the caller stores it (encrypted) between turns and passes it
 * back. Both engines keep it, so a model turn can fall back to the embedded engine mid-session.
 */
export const EngineStateSchema = z.object({
  v: z.literal(1),
  turn: turnIndex,
  substantive: turnIndex,
  /** Consecutive short, non-committal answers ('ok', 'idk'). */
  quiet: turnIndex,
  phase: PhaseSchema,
  topics: z.array(z.object({ id: TopicIdSchema, weight: z.number(), firstTurn: turnIndex })),
  focusTopic: TopicIdSchema.nullable(),
  /** The topic of the latest message that named one: what 'it' most likely refers to now. */
  recentTopic: TopicIdSchema.nullable(),
  feelings: z.array(z.object({ feeling: z.string(), turn: turnIndex })),
  /** Things worth recalling later, already in second person ('your manager', 'the exam on Friday'). */
  details: z.array(
    z.object({ phrase: z.string(), topic: TopicIdSchema.nullable(), turn: turnIndex, lastUsed: turnIndex.nullable() }),
  ),
  /** The person's own key phrases, pronoun-flipped ('you can't switch off at night'). */
  keyPhrases: z.array(z.object({ text: z.string(), turn: turnIndex, topic: TopicIdSchema.nullable() })),
  traps: z.array(z.object({ trap: TrapIdSchema, quote: z.string(), turn: turnIndex })),
  skill: z
    .object({ id: SkillIdSchema, step: z.number().int().min(0), notes: z.record(z.string(), z.string()) })
    .nullable(),
  offered: SkillIdSchema.nullable(),
  /** The turn of the last skill offer, so offers are spaced out. */
  offeredAt: turnIndex.nullable(),
  awaiting: z.enum(['focus_choice', 'next_step']).nullable(),
  skillsTried: z.array(
    z.object({ id: SkillIdSchema, completed: z.boolean(), notes: z.record(z.string(), z.string()) }),
  ),
  declined: z.array(SkillIdSchema),
  /** Next steps the person chose, in second person ('ask your manager which deadline matters most'). */
  plans: z.array(z.string()),
  /** Next steps the engine suggested when they couldn't think of one. */
  suggestions: z.array(z.string()),
  recalled: z.boolean(),
  /** They spoke of a relationship that has ended: it is asked about as past, not worked on. */
  relationshipEnded: z.boolean().default(false),
  usedTemplates: z.array(z.string()),
  usedSentences: z.array(z.string()),
  /** The template ids of the last reply ('step' when the person just said a step on a turn the safety layer answered). */
  lastTemplates: z.array(z.string()).default([]),
});
export type EngineState = z.infer<typeof EngineStateSchema>;

export function newEngineState(): EngineState {
  return {
    v: 1,
    turn: 0,
    substantive: 0,
    quiet: 0,
    phase: 'checkin',
    topics: [],
    focusTopic: null,
    recentTopic: null,
    feelings: [],
    details: [],
    keyPhrases: [],
    traps: [],
    skill: null,
    offered: null,
    offeredAt: null,
    awaiting: null,
    skillsTried: [],
    declined: [],
    plans: [],
    suggestions: [],
    recalled: false,
    relationshipEnded: false,
    usedTemplates: [],
    usedSentences: [],
    lastTemplates: [],
  };
}

/** Topics ordered by how much the person talked about them (earliest first on ties). */
export function rankedTopics(state: EngineState) {
  return [...state.topics].sort((a, b) => b.weight - a.weight || a.firstTurn - b.firstTurn).map((t) => t.id);
}
