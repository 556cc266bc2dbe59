import { describe, expect, it } from 'vitest';
import type { Document, Session } from '../../../shared/sessions.ts';
import { ProgressSummarySchema } from '../../../shared/progress.ts';
import { formatSummaryContent } from '../../../shared/therapy.ts';
import type { AllowanceView } from './allowance.ts';
import { buildProgressSummary, shortDescription } from './build-summary.ts';

const view: AllowanceView = {
  allowance: {
    kind: 'trial',
    minutesUsed: 5,
    minutesLimit: 60,
    resetsAt: '2026-03-10T13:00:00.000Z',
    trialEndsAt: '2026-03-13T00:00:00.000Z',
    timeZone: 'Australia/Sydney',
  },
  minutesRemaining: 55,
  daysRemaining: 3,
};

const session = (id: string, createdAt: string, extra: Partial<Session> = {}): Session => ({
  id,
  modality: 'text',
  status: 'ended',
  durationMinutes: 12,
  summary: null,
  topics: [],
  createdAt,
  endedAt: createdAt,
  incognito: false,
  ...extra,
});

const doc = (id: string, sessionId: string | null, content: string, extra: Partial<Document> = {}): Document => ({
  id,
  type: 'summary',
  sessionId,
  title: `Title ${id}`,
  content,
  topics: [],
  durationMinutes: 12,
  createdAt: '2026-03-09T05:00:00.000Z',
  ...extra,
});

describe('buildProgressSummary', () => {
  const sessions = [
    session('ses_open', '2026-03-10T01:00:00.000Z', { status: 'active', durationMinutes: 0 }),
    session('ses_work', '2026-03-09T04:00:00.000Z', {
      summary: 'You talked mainly about work.',
      topics: ['Work', 'Sleep'],
      durationMinutes: 14,
    }),
    session('ses_quiet', '2026-03-08T04:00:00.000Z', { summary: '', durationMinutes: 1 }),
  ];
  const documents = [
    doc(
      'doc_work',
      'ses_work',
      formatSummaryContent('You talked mainly about work.', [
        'Ask which deadline matters most',
        'Paced breathing at night',
      ]),
    ),
    doc('doc_note', 'ses_work', 'not a summary', { type: 'note' }),
  ];
  const moods = new Map([
    ['ses_work', { before: 3, after: 6 }],
    ['ses_quiet', { before: 5, after: 4 }],
    ['ses_open', { before: 7, after: null }],
  ]);
  const summary = buildProgressSummary({ sessions, documents, moods }, view, new Date('2026-03-10T03:00:00Z'));

  it('matches the shared schema', () => {
    expect(ProgressSummarySchema.parse(summary)).toEqual(summary);
  });

  it('totals every session and its recorded minutes', () => {
    expect(summary.totalSessions).toBe(3);
    expect(summary.totalMinutesUsed).toBe(15);
    expect(summary).toMatchObject({
      minutesRemaining: 55,
      daysRemaining: 3,
      allowance: view.allowance,
    });
  });

  it('maps each session with its summary, next steps and summary documents', () => {
    expect(summary.sessions.map((s) => s.id)).toEqual(['ses_open', 'ses_work', 'ses_quiet']);
    expect(summary.sessions[1]).toEqual({
      id: 'ses_work',
      date: '2026-03-09T04:00:00.000Z',
      duration: 14,
      modality: 'text',
      status: 'ended',
      mood: { before: 3, after: 6 },
      topics: ['Work', 'Sleep'],
      keyInsights: 'You talked mainly about work.',
      progressNotes: ['Ask which deadline matters most', 'Paced breathing at night'],
      documentsShared: ['doc_work'],
    });
    expect(summary.sessions[0]).toMatchObject({ keyInsights: null, progressNotes: [], documentsShared: [] });
    expect(summary.sessions[2]!.keyInsights).toBeNull();
  });

  it('lists summary documents only, dated by their session', () => {
    expect(summary.documentsLibrary).toEqual([
      {
        id: 'doc_work',
        name: 'Title doc_work',
        url: '/documents',
        category: 'Session summary',
        sessionDate: '2026-03-09T04:00:00.000Z',
        description: 'You talked mainly about work.',
      },
    ]);
  });

  it('is empty for someone with no sessions', () => {
    const empty = buildProgressSummary(
      { sessions: [], documents: [], moods: new Map() },
      view,
      new Date('2026-03-10T03:00:00Z'),
    );
    expect(empty).toMatchObject({
      totalSessions: 0,
      totalMinutesUsed: 0,
      averageMoodImprovement: null,
      sessions: [],
      documentsLibrary: [],
    });
    // With no topics yet, the general finder of care comes first.
    expect(empty.recommendedResources[0]!.name).toMatch(/Medicare Mental Health/);
  });

  it('averages the mood change over sessions rated at both ends only', () => {
    // (6 - 3) and (4 - 5): +1.0; the open session has no end rating.
    expect(summary.averageMoodImprovement).toBe(1);
    expect(summary.sessions[0]!.mood).toEqual({ before: 7, after: null });
    expect(summary.sessions[2]!.mood).toEqual({ before: 5, after: 4 });
  });

  it('recommends resources that suit the topics talked about most', () => {
    const names = summary.recommendedResources.map((r) => r.name);
    // Work and Sleep: This Way Up covers both, Beyond Blue and Black Dog one each.
    expect(names[0]).toMatch(/Medicare Mental Health/);
    expect(names[1]).toBe('This Way Up');
    expect(names).toHaveLength(4);
    expect(summary.recommendedResources[1]).toEqual({
      name: 'This Way Up',
      url: 'https://thiswayup.org.au',
      category: 'Online program',
      description: expect.stringMatching(/cognitive behavioural therapy/),
    });
  });
});

describe('shortDescription', () => {
  it('keeps short text and cuts long text at a word', () => {
    expect(shortDescription('  A short   summary. ')).toBe('A short summary.');
    const long = 'word '.repeat(60);
    const cut = shortDescription(long, 40);
    expect(cut.length).toBeLessThanOrEqual(40);
    expect(cut).toMatch(/^(word )+word…$/);
  });
});
