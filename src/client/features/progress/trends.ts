import type { CheckIn } from '../../../shared/check-ins.ts';
import { instrumentIds, type InstrumentId } from '../../../shared/instruments.ts';
import type { ProgressSession } from '../../../shared/progress.ts';

export interface MoodPoint {
  sessionId: string;
  date: string;
  before: number | null;
  after: number | null;
}

/** Rated sessions, oldest first (the order a chart reads). */
export function moodPoints(sessions: readonly ProgressSession[]): MoodPoint[] {
  return sessions
    .filter((s) => s.mood.before !== null || s.mood.after !== null)
    .map((s) => ({ sessionId: s.id, date: s.date, before: s.mood.before, after: s.mood.after }))
    .reverse();
}

/** Each questionnaire's check-ins, oldest first; questionnaires never taken are left out. */
export function checkInSeries(checkIns: readonly CheckIn[]): { instrument: InstrumentId; points: CheckIn[] }[] {
  return instrumentIds
    .map((instrument) => ({
      instrument,
      points: checkIns.filter((c) => c.instrument === instrument).reverse(),
    }))
    .filter((s) => s.points.length > 0);
}

/** 'down 6 since 3 Mar 2026' and the like, from the first and last score of a series. */
export function scoreChange(points: readonly Pick<CheckIn, 'score' | 'createdAt'>[]): string | null {
  if (points.length < 2) return null;
  const first = points[0]!;
  const change = points[points.length - 1]!.score - first.score;
  const since = new Date(first.createdAt).toLocaleDateString('en-AU', { dateStyle: 'medium' });
  if (change === 0) return `no change since ${since}`;
  return `${change < 0 ? 'down' : 'up'} ${Math.abs(change)} since ${since}`;
}
