import { z } from 'zod';
import { DEFAULT_MONTHLY_MINUTES_LIMIT } from './plans.ts';
import { SessionMoodSchema } from './mood.ts';
import { RecommendedResourceSchema } from './resources.ts';
import { ModalitySchema } from './sessions.ts';

/**
 * Which minutes the progress page measures, by the owner's situation (first match wins):
 * - 'video-plan': video minutes in the current billing period (90; reset at the period end, no rollover).
 * - 'voice-plan': voice minutes today, unlimited (minutesLimit null).
 * - 'trial': voice minutes today, 60 a day; reset at the next local midnight in the owner's time zone.
 * - 'trial-not-started' / 'trial-expired': nothing is metered now.
 */
export const allowanceKinds = ['video-plan', 'voice-plan', 'trial', 'trial-not-started', 'trial-expired'] as const;
export const AllowanceKindSchema = z.enum(allowanceKinds);
export type AllowanceKind = z.infer<typeof AllowanceKindSchema>;

export const AllowanceSchema = z.object({
  kind: AllowanceKindSchema,
  minutesUsed: z.number().int().min(0),
  /** null: unlimited. */
  minutesLimit: z.number().int().min(0).nullable(),
  /** When minutesUsed next starts again from 0; null when it does not (no plan, or the trial ends first). */
  resetsAt: z.iso.datetime({ offset: true }).nullable(),
  /** When the trial ends (trial kinds only). */
  trialEndsAt: z.iso.datetime({ offset: true }).nullable(),
  /** The IANA zone the day boundary is counted in, for showing resetsAt as the owner's local time. */
  timeZone: z.string(),
});
export type Allowance = z.infer<typeof AllowanceSchema>;

/** Mood 0-10 the person gave at the start and end of the session; null where they skipped it. */
export const MoodSchema = SessionMoodSchema;

export const ProgressSessionSchema = z.object({
  id: z.string(),
  /** When the session started. */
  date: z.iso.datetime({ offset: true }),
  /** Minutes, as recorded when the session ended (0 while it is still open). */
  duration: z.number().int().min(0),
  modality: ModalitySchema,
  status: z.enum(['active', 'ended']),
  mood: MoodSchema,
  topics: z.array(z.string()),
  /** The session summary's text (without its next steps); null until the session has a summary. */
  keyInsights: z.string().nullable(),
  /** The next steps of its summary document. */
  progressNotes: z.array(z.string()),
  /** Ids of its summary documents. */
  documentsShared: z.array(z.string()),
});
export type ProgressSession = z.infer<typeof ProgressSessionSchema>;

export const LibraryDocumentSchema = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  category: z.string(),
  /** When the session the document summarises started (the document's own date without one). */
  sessionDate: z.iso.datetime({ offset: true }),
  description: z.string(),
});
export type LibraryDocument = z.infer<typeof LibraryDocumentSchema>;

/**
 * GET /api/session-summary (spec §3 "Session summary"), for the signed-in caller only.
 * - totalSessions: every session they opened (the same count /documents shows).
 * - totalMinutesUsed: the recorded minutes of all their sessions, text chat included.
 * - minutesRemaining: of `allowance` (voice today on the trial, video this period on the video plan); null is unlimited.
 * - daysRemaining: days (part days rounded up) left in the trial, or in the current paid period on a plan.
 * - averageMoodImprovement: the mean change in mood (0-10) from start to end over sessions rated at both; null without any.
 * - recommendedResources: Australian services and programs, those suiting the person's most talked-about topics first.
 */
export const ProgressSummarySchema = z.object({
  totalSessions: z.number().int().min(0),
  totalMinutesUsed: z.number().int().min(0),
  minutesRemaining: z.number().int().min(0).nullable(),
  averageMoodImprovement: z.number().nullable(),
  daysRemaining: z.number().int().min(0),
  allowance: AllowanceSchema,
  sessions: z.array(ProgressSessionSchema),
  documentsLibrary: z.array(LibraryDocumentSchema),
  recommendedResources: z.array(RecommendedResourceSchema),
  generatedAt: z.iso.datetime({ offset: true }),
});
export type ProgressSummary = z.infer<typeof ProgressSummarySchema>;

/** Spec §5: minutes used ÷ limit (default 90), rounded, as a whole percentage (kept within 0-100). */
export function progressPercent(minutesUsed: number, minutesLimit: number | null | undefined): number {
  const limit = minutesLimit && minutesLimit > 0 ? minutesLimit : DEFAULT_MONTHLY_MINUTES_LIMIT;
  return Math.min(100, Math.max(0, Math.round((minutesUsed / limit) * 100)));
}

export interface TopicCount {
  topic: string;
  sessions: number;
}

/** Topics by how many sessions touched them; ties go to the topic talked about most recently. */
export function topTopics(sessions: Pick<ProgressSession, 'topics'>[], limit = 5): TopicCount[] {
  // Sessions arrive most recent first, so first-seen order is recency order.
  const counts = new Map<string, number>();
  for (const s of sessions) for (const topic of new Set(s.topics)) counts.set(topic, (counts.get(topic) ?? 0) + 1);
  return [...counts]
    .map(([topic, n]) => ({ topic, sessions: n }))
    .sort((a, b) => b.sessions - a.sessions)
    .slice(0, limit);
}

export interface NextStep {
  text: string;
  sessionId: string;
  date: string;
}

/** The most recent sessions' next steps, newest first, each step once. */
export function recentNextSteps(
  sessions: Pick<ProgressSession, 'id' | 'date' | 'progressNotes'>[],
  limit = 5,
): NextStep[] {
  const seen = new Set<string>();
  const out: NextStep[] = [];
  for (const s of sessions) {
    for (const text of s.progressNotes) {
      const key = text.trim().toLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ text, sessionId: s.id, date: s.date });
      if (out.length >= limit) return out;
    }
  }
  return out;
}
