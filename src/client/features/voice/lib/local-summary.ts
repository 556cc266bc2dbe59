import { z } from 'zod';

/** Spec §3 "Last session summary (kept in the browser)". */
export const LocalSummarySchema = z.object({
  durationMinutes: z.number().int().min(0),
  messagesCount: z.number().int().min(0),
  timestamp: z.string(),
  transcript: z.array(z.object({ type: z.enum(['user', 'therapist']), text: z.string(), timestamp: z.string() })),
  voiceSessionId: z.string().nullable(),
  documentId: z.string().nullable(),
});
export type LocalSummary = z.infer<typeof LocalSummarySchema>;

export const LOCAL_SUMMARY_KEY = 'solace.lastVoiceSession';

export function saveLocalSummary(summary: LocalSummary, storage: Storage = localStorage): boolean {
  try {
    storage.setItem(LOCAL_SUMMARY_KEY, JSON.stringify(summary));
    return true;
  } catch {
    return false; // storage full or blocked; the server still has the session
  }
}

export function loadLocalSummary(storage: Storage = localStorage): LocalSummary | null {
  try {
    const raw = storage.getItem(LOCAL_SUMMARY_KEY);
    if (!raw) return null;
    const parsed = LocalSummarySchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
