import { describe, expect, it } from 'vitest';
import type { CheckIn } from '../../../shared/check-ins.ts';
import type { ProgressSession } from '../../../shared/progress.ts';
import { checkInSeries, moodPoints, scoreChange } from './trends.ts';

const session = (id: string, date: string, before: number | null, after: number | null): ProgressSession => ({
  id,
  date,
  duration: 10,
  modality: 'text',
  status: 'ended',
  mood: { before, after },
  topics: [],
  keyInsights: null,
  progressNotes: [],
  documentsShared: [],
});

const checkIn = (id: string, instrument: CheckIn['instrument'], score: number, createdAt: string): CheckIn => ({
  id,
  instrument,
  score,
  band: 'x',
  answers: [],
  createdAt,
});

describe('progress trends', () => {
  it('keeps rated sessions only, oldest first', () => {
    const points = moodPoints([
      session('c', '2026-03-03T00:00:00Z', 6, null),
      session('b', '2026-03-02T00:00:00Z', null, null),
      session('a', '2026-03-01T00:00:00Z', 2, 5),
    ]);
    expect(points.map((p) => [p.sessionId, p.before, p.after])).toEqual([
      ['a', 2, 5],
      ['c', 6, null],
    ]);
  });

  it('splits check-ins by questionnaire, oldest first, in the instruments’ order', () => {
    const series = checkInSeries([
      checkIn('3', 'gad7', 8, '2026-03-15T00:00:00Z'),
      checkIn('2', 'k10', 20, '2026-03-08T00:00:00Z'),
      checkIn('1', 'k10', 26, '2026-03-01T00:00:00Z'),
    ]);
    expect(series.map((s) => [s.instrument, s.points.map((p) => p.id)])).toEqual([
      ['k10', ['1', '2']],
      ['gad7', ['3']],
    ]);
  });

  it('describes the change from the first score to the last', () => {
    const k10 = [checkIn('1', 'k10', 26, '2026-03-01T00:00:00Z'), checkIn('2', 'k10', 20, '2026-03-08T00:00:00Z')];
    expect(scoreChange(k10)).toBe('down 6 since 1 Mar 2026');
    expect(scoreChange(k10.slice(0, 1))).toBeNull();
    expect(scoreChange([k10[0]!, { ...k10[1]!, score: 26 }])).toBe('no change since 1 Mar 2026');
  });
});
