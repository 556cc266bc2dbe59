import type { Document, Session } from '../../../shared/sessions.ts';
import { averageMoodChange, type SessionMood } from '../../../shared/mood.ts';
import {
  topTopics,
  type LibraryDocument,
  type ProgressSession,
  type ProgressSummary,
} from '../../../shared/progress.ts';
import { recommendResources } from '../../../shared/resources.ts';
import { parseSummaryContent } from '../../../shared/therapy.ts';
import type { AllowanceView } from './allowance.ts';

const DESCRIPTION_LENGTH = 180;

/** A short description that ends on a word, not mid-word. */
export function shortDescription(text: string, max = DESCRIPTION_LENGTH): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

const isSummary = (d: Document) => d.type === 'summary';

const NO_MOOD: SessionMood = { before: null, after: null };

function toProgressSession(session: Session, docs: Document[], mood: SessionMood): ProgressSession {
  const parsed = docs.map((d) => parseSummaryContent(d.content));
  const fromDocument = parsed[0]?.summary || null;
  return {
    id: session.id,
    date: session.createdAt,
    duration: Math.max(0, Math.round(session.durationMinutes)),
    modality: session.modality,
    status: session.status,
    mood,
    topics: session.topics,
    // The session row keeps the summary even where no document was written (an anonymous voice session moved to the account).
    keyInsights: session.summary?.trim() || fromDocument,
    progressNotes: parsed.flatMap((p) => p.nextSteps),
    documentsShared: docs.map((d) => d.id),
  };
}

function toLibraryDocument(doc: Document, sessionsById: Map<string, Session>): LibraryDocument {
  const session = doc.sessionId ? sessionsById.get(doc.sessionId) : undefined;
  return {
    id: doc.id,
    name: doc.title,
    url: '/documents',
    category: 'Session summary',
    sessionDate: session?.createdAt ?? doc.createdAt,
    description: shortDescription(parseSummaryContent(doc.content).summary),
  };
}

/** Spec §3 "Session summary" from the owner's own sessions (most recent first) and documents. */
export function buildProgressSummary(
  { sessions, documents, moods }: { sessions: Session[]; documents: Document[]; moods: Map<string, SessionMood> },
  view: AllowanceView,
  now: Date,
): ProgressSummary {
  const summaries = documents.filter(isSummary);
  const docsBySession = new Map<string, Document[]>();
  for (const d of summaries) {
    if (!d.sessionId) continue;
    docsBySession.set(d.sessionId, [...(docsBySession.get(d.sessionId) ?? []), d]);
  }
  const progressSessions = sessions.map((s) =>
    toProgressSession(s, docsBySession.get(s.id) ?? [], moods.get(s.id) ?? NO_MOOD),
  );
  const sessionsById = new Map(sessions.map((s) => [s.id, s]));
  return {
    totalSessions: sessions.length,
    totalMinutesUsed: progressSessions.reduce((sum, s) => sum + s.duration, 0),
    minutesRemaining: view.minutesRemaining,
    averageMoodImprovement: averageMoodChange(progressSessions.map((s) => s.mood)),
    daysRemaining: view.daysRemaining,
    allowance: view.allowance,
    sessions: progressSessions,
    documentsLibrary: summaries.map((d) => toLibraryDocument(d, sessionsById)),
    recommendedResources: recommendResources(topTopics(progressSessions).map((t) => t.topic)),
    generatedAt: now.toISOString(),
  };
}
