import { describe, expect, it } from 'vitest';
import { countedInterval, unionMsInWindow, usedSecondsInWindow, type UsageRecord } from './intervals.ts';

const t = (hhmm: string) => new Date(`2026-03-11T${hhmm}:00Z`);
const ended = (from: string, to: string): UsageRecord => {
  const startedAt = t(from);
  const endedAt = t(to);
  return { startedAt, lastSeenAt: endedAt, endedAt, seconds: (endedAt.getTime() - startedAt.getTime()) / 1000 };
};
const wholeDay = { start: t('00:00'), end: new Date('2026-03-12T00:00:00Z') };

describe('unionMsInWindow', () => {
  it('counts overlapping intervals once', () => {
    const ms = unionMsInWindow(
      [
        { start: 0, end: 40 },
        { start: 20, end: 60 },
        { start: 100, end: 110 },
        { start: 105, end: 107 },
      ],
      { start: new Date(0), end: new Date(1000) },
    );
    expect(ms).toBe(70);
  });

  it('clips to the window and ignores empty spans', () => {
    const ms = unionMsInWindow(
      [
        { start: -50, end: 10 },
        { start: 90, end: 200 },
        { start: 30, end: 30 },
      ],
      { start: new Date(0), end: new Date(100) },
    );
    expect(ms).toBe(20);
  });
});

describe('usedSecondsInWindow', () => {
  it('two tabs open at once count wall-clock time, not the sum', () => {
    const tabs = [ended('10:00', '10:40'), ended('10:20', '11:00')];
    expect(usedSecondsInWindow(tabs, wholeDay, t('12:00'))).toBe(60 * 60);
  });

  it('a live session counts up to now', () => {
    const live: UsageRecord = { startedAt: t('10:00'), lastSeenAt: t('10:29'), endedAt: null, seconds: 29 * 60 };
    expect(countedInterval(live, t('10:30')).end).toBe(t('10:30').getTime());
    expect(usedSecondsInWindow([live], wholeDay, t('10:30'))).toBe(30 * 60);
  });

  it('a session silent for over 2 minutes counts only up to its last heartbeat', () => {
    const stale: UsageRecord = { startedAt: t('10:00'), lastSeenAt: t('10:10'), endedAt: null, seconds: 10 * 60 };
    expect(usedSecondsInWindow([stale], wholeDay, t('10:30'))).toBe(10 * 60);
    // Exactly 2 minutes of silence is still live.
    expect(usedSecondsInWindow([stale], wholeDay, t('10:12'))).toBe(12 * 60);
  });

  it('an ended session counts its recorded seconds even if it ended later (client reported less)', () => {
    const capped: UsageRecord = { startedAt: t('10:00'), lastSeenAt: t('10:30'), endedAt: t('10:30'), seconds: 5 * 60 };
    expect(usedSecondsInWindow([capped], wholeDay, t('11:00'))).toBe(5 * 60);
  });
});
