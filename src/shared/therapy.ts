import { z } from 'zod';

/** What a person talks about, as recognised by the therapist engines. */
export const topicIds = [
  'work',
  'study',
  'relationships',
  'family',
  'loneliness',
  'grief',
  'sleep',
  'health',
  'money',
  'anxiety',
  'low_mood',
  'anger',
  'self_worth',
] as const;
export const TopicIdSchema = z.enum(topicIds);
export type TopicId = z.infer<typeof TopicIdSchema>;

export const topicLabels: Record<TopicId, string> = {
  work: 'Work',
  study: 'Study',
  relationships: 'Relationships',
  family: 'Family',
  loneliness: 'Loneliness',
  grief: 'Grief and loss',
  sleep: 'Sleep',
  health: 'Health',
  money: 'Money',
  anxiety: 'Anxiety',
  low_mood: 'Low mood',
  anger: 'Anger',
  self_worth: 'Self-worth',
};

/** Evidence-based skills the engines can guide. */
export const skillIds = [
  'grounding',
  'breathing',
  'balanced_thought',
  'behavioural_activation',
  'problem_solving',
  'self_compassion',
] as const;
export const SkillIdSchema = z.enum(skillIds);
export type SkillId = z.infer<typeof SkillIdSchema>;

export const skillLabels: Record<SkillId, string> = {
  grounding: '5-4-3-2-1 grounding',
  breathing: 'paced breathing',
  balanced_thought: 'finding a balanced thought',
  behavioural_activation: 'planning a small, rewarding activity',
  problem_solving: 'step-by-step problem solving',
  self_compassion: 'self-compassion',
};

/** One message of a therapy conversation (spec §3 "Chat message", without the client timestamp). */
export const TurnSchema = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string().max(8000),
});
export type Turn = z.infer<typeof TurnSchema>;

/** One earlier session, as the therapist remembers it. */
export const PastSessionSchema = z.object({
  date: z.iso.datetime({ offset: true }),
  topics: z.array(z.string().max(60)).max(5),
  nextSteps: z.array(z.string().max(300)).max(6),
  /** Steps the person proposed themselves (second person, 'ring your brother on Sunday'): the only ones recalled as theirs. */
  plans: z.array(z.string().max(300)).max(6).optional(),
  /** People they talked about ('your brother'). */
  people: z.array(z.string().max(60)).max(6).optional(),
});
export type PastSession = z.infer<typeof PastSessionSchema>;

/** The user's earlier sessions, most recent first. Built by the caller from stored summaries. */
export const MemorySchema = z.object({
  previousSessions: z.array(PastSessionSchema).max(10).default([]),
});
export type Memory = z.infer<typeof MemorySchema>;

export const NEXT_STEPS_MARKER = 'Next Steps:';

/** A session summary document (spec §3 "Document"): content = summary, blank line, marker, '- ' steps. */
export const SessionSummarySchema = z.object({
  title: z.string().min(1).max(120),
  summary: z.string().min(1).max(2000),
  nextSteps: z.array(z.string().min(1).max(300)).min(1).max(5),
  topics: z.array(z.string().max(60)).max(3),
  content: z.string(),
});
export type SessionSummary = z.infer<typeof SessionSummarySchema>;

export function formatSummaryContent(summary: string, nextSteps: string[]): string {
  return `${summary.trim()}\n\n${NEXT_STEPS_MARKER}\n${nextSteps.map((s) => `- ${s.trim()}`).join('\n')}`;
}

/** Splits document content back into its parts (the documents modal shows them separately). */
export function parseSummaryContent(content: string): { summary: string; nextSteps: string[] } {
  const at = content.indexOf(`\n\n${NEXT_STEPS_MARKER}`);
  if (at < 0) return { summary: content.trim(), nextSteps: [] };
  const steps = content.slice(at + NEXT_STEPS_MARKER.length + 2).split('\n');
  return {
    summary: content.slice(0, at).trim(),
    nextSteps: steps.map((s) => s.replace(/^\s*(?:-|\d+\.)\s*/, '').trim()).filter(Boolean),
  };
}
