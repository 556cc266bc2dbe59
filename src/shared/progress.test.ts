import { describe, expect, it } from 'vitest';
import { averageMoodChange } from './mood.ts';
import { progressPercent, recentNextSteps, topTopics } from './progress.ts';
import { recommendResources } from './resources.ts';

describe('progressPercent (spec §5)', () => {
  it('is minutes used over the limit, rounded', () => {
    expect(progressPercent(10, 60)).toBe(17);
    expect(progressPercent(45, 90)).toBe(50);
    expect(progressPercent(1, 90)).toBe(1);
    expect(progressPercent(0, 60)).toBe(0);
  });

  it('uses the default limit of 90 when there is none', () => {
    expect(progressPercent(45, null)).toBe(50);
    expect(progressPercent(45, 0)).toBe(50);
    expect(progressPercent(9, undefined)).toBe(10);
  });

  it('stays within 0-100', () => {
    expect(progressPercent(120, 90)).toBe(100);
    expect(progressPercent(-5, 90)).toBe(0);
  });
});

describe('topTopics', () => {
  it('counts each session once per topic, most sessions first, ties to the most recent', () => {
    const sessions = [
      { topics: ['Sleep', 'Work'] },
      { topics: ['Work', 'Work'] },
      { topics: ['Family', 'Sleep'] },
      { topics: ['Money'] },
    ];
    expect(topTopics(sessions)).toEqual([
      { topic: 'Sleep', sessions: 2 },
      { topic: 'Work', sessions: 2 },
      { topic: 'Family', sessions: 1 },
      { topic: 'Money', sessions: 1 },
    ]);
    expect(topTopics(sessions, 1)).toEqual([{ topic: 'Sleep', sessions: 2 }]);
    expect(topTopics([])).toEqual([]);
  });
});

describe('recentNextSteps', () => {
  const sessions = [
    {
      id: 's3',
      date: '2026-03-03T00:00:00Z',
      progressNotes: ['Talk to my manager on Monday', 'Try paced breathing before bed'],
    },
    { id: 's2', date: '2026-03-02T00:00:00Z', progressNotes: [] },
    { id: 's1', date: '2026-03-01T00:00:00Z', progressNotes: ['try paced breathing before bed', 'Call Mum'] },
  ];

  it('lists the newest steps first, each once, with the session they came from', () => {
    expect(recentNextSteps(sessions)).toEqual([
      { text: 'Talk to my manager on Monday', sessionId: 's3', date: '2026-03-03T00:00:00Z' },
      { text: 'Try paced breathing before bed', sessionId: 's3', date: '2026-03-03T00:00:00Z' },
      { text: 'Call Mum', sessionId: 's1', date: '2026-03-01T00:00:00Z' },
    ]);
  });

  it('stops at the limit', () => {
    expect(recentNextSteps(sessions, 2).map((s) => s.text)).toEqual([
      'Talk to my manager on Monday',
      'Try paced breathing before bed',
    ]);
  });
});

describe('averageMoodChange', () => {
  it('is the mean after-minus-before to one decimal, over sessions rated at both ends', () => {
    expect(
      averageMoodChange([
        { before: 2, after: 5 },
        { before: 6, after: 6 },
        { before: 4, after: 5 },
      ]),
    ).toBe(1.3);
    expect(
      averageMoodChange([
        { before: 8, after: 5 },
        { before: null, after: 9 },
      ]),
    ).toBe(-3);
    expect(averageMoodChange([{ before: 3, after: null }])).toBeNull();
    expect(averageMoodChange([])).toBeNull();
  });
});

describe('recommendResources', () => {
  it('puts the general finder of care first, then what suits the top topics', () => {
    const names = recommendResources(['Study', 'Family']).map((r) => r.name);
    expect(names.slice(0, 2)).toEqual(['Medicare Mental Health (formerly Head to Health)', 'ReachOut']);
    expect(recommendResources(['low_mood'], 10).map((r) => r.name)).toHaveLength(5);
  });
});
