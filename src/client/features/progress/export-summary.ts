import { recentNextSteps, topTopics, type ProgressSummary } from '../../../shared/progress.ts';

/** 'solace-progress-summary-2026-03-11.json', dated in the owner's zone. */
export function exportFileName(now: Date, timeZone: string): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    now,
  );
  return `solace-progress-summary-${day}.json`;
}

/** The progress page as data: the same figures it shows, plus every session's summary and next steps. */
export function buildProgressExport(summary: ProgressSummary, now: Date) {
  return {
    title: 'Solace progress summary',
    exportedAt: now.toISOString(),
    timeZone: summary.allowance.timeZone,
    totals: {
      sessions: summary.totalSessions,
      minutesInSessions: summary.totalMinutesUsed,
      summaries: summary.documentsLibrary.length,
    },
    allowance: {
      ...summary.allowance,
      minutesRemaining: summary.minutesRemaining,
      daysRemaining: summary.daysRemaining,
    },
    topicsTalkedAboutMost: topTopics(summary.sessions),
    recentNextSteps: recentNextSteps(summary.sessions),
    sessions: summary.sessions.map((s) => ({
      date: s.date,
      type: s.modality,
      minutes: s.duration,
      status: s.status,
      topics: s.topics,
      summary: s.keyInsights,
      nextSteps: s.progressNotes,
    })),
    documents: summary.documentsLibrary.map(({ name, category, sessionDate, description }) => ({
      name,
      category,
      sessionDate,
      description,
    })),
  };
}

/** Saves the export in the browser; nothing leaves the device. */
export function downloadProgressExport(summary: ProgressSummary, now = new Date()) {
  const blob = new Blob([JSON.stringify(buildProgressExport(summary, now), null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = exportFileName(now, summary.allowance.timeZone);
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke after the click has been handled, or some browsers cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
