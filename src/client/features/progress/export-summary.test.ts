import { describe, expect, it } from 'vitest';
import { ProgressSummarySchema, type ProgressSummary } from '../../../shared/progress.ts';
import { buildProgressExport, exportFileName } from './export-summary.ts';

const summary: ProgressSummary = ProgressSummarySchema.parse({
  totalSessions: 2,
  totalMinutesUsed: 17,
  minutesRemaining: 48,
  averageMoodImprovement: null,
  daysRemaining: 4,
  allowance: {
    kind: 'trial',
    minutesUsed: 12,
    minutesLimit: 60,
    resetsAt: '2026-03-10T13:00:00.000Z',
    trialEndsAt: '2026-03-14T00:00:00.000Z',
    timeZone: 'Australia/Sydney',
  },
  sessions: [
    {
      id: 'ses_2',
      date: '2026-03-10T01:00:00.000Z',
      duration: 5,
      modality: 'voice',
      status: 'ended',
      mood: { before: null, after: null },
      topics: ['Sleep'],
      keyInsights: 'You talked about sleep.',
      progressNotes: ['Wind down without screens'],
      documentsShared: ['doc_2'],
    },
    {
      id: 'ses_1',
      date: '2026-03-09T01:00:00.000Z',
      duration: 12,
      modality: 'text',
      status: 'ended',
      mood: { before: null, after: null },
      topics: ['Work', 'Sleep'],
      keyInsights: 'You talked about work.',
      progressNotes: ['Ask which deadline matters most'],
      documentsShared: ['doc_1'],
    },
  ],
  documentsLibrary: [
    {
      id: 'doc_2',
      name: 'Sleep',
      url: '/documents',
      category: 'Session summary',
      sessionDate: '2026-03-10T01:00:00.000Z',
      description: 'You talked about sleep.',
    },
    {
      id: 'doc_1',
      name: 'Work and sleep',
      url: '/documents',
      category: 'Session summary',
      sessionDate: '2026-03-09T01:00:00.000Z',
      description: 'You talked about work.',
    },
  ],
  generatedAt: '2026-03-10T03:00:00.000Z',
});

describe('progress export', () => {
  it("is named for the local day in the owner's zone", () => {
    // 14:30 UTC on 10 March is already 11 March in Sydney.
    expect(exportFileName(new Date('2026-03-10T14:30:00Z'), 'Australia/Sydney')).toBe(
      'solace-progress-summary-2026-03-11.json',
    );
    expect(exportFileName(new Date('2026-03-10T14:30:00Z'), 'Australia/Perth')).toBe(
      'solace-progress-summary-2026-03-10.json',
    );
  });

  it("carries the page's real figures and each session's summary and next steps", () => {
    const data = buildProgressExport(summary, new Date('2026-03-10T03:00:00Z'));
    expect(data.totals).toEqual({ sessions: 2, minutesInSessions: 17, summaries: 2 });
    expect(data.allowance).toMatchObject({
      kind: 'trial',
      minutesUsed: 12,
      minutesLimit: 60,
      minutesRemaining: 48,
      daysRemaining: 4,
    });
    expect(data.topicsTalkedAboutMost).toEqual([
      { topic: 'Sleep', sessions: 2 },
      { topic: 'Work', sessions: 1 },
    ]);
    expect(data.recentNextSteps.map((s) => s.text)).toEqual([
      'Wind down without screens',
      'Ask which deadline matters most',
    ]);
    expect(data.sessions[1]).toEqual({
      date: '2026-03-09T01:00:00.000Z',
      type: 'text',
      minutes: 12,
      status: 'ended',
      topics: ['Work', 'Sleep'],
      summary: 'You talked about work.',
      nextSteps: ['Ask which deadline matters most'],
    });
    expect(data.documents).toHaveLength(2);
    expect(JSON.stringify(data)).not.toMatch(/mood/i);
  });
});
