import type { TimeWindow } from './local-day.ts';

/** A session without a heartbeat for longer than this counts only up to its last heartbeat. */
export const STALE_AFTER_MS = 2 * 60_000;

/** One row of the minute ledger, as plain data. */
export interface UsageRecord {
  startedAt: Date;
  lastSeenAt: Date;
  endedAt: Date | null;
  /** Server-measured seconds; only ever grows. */
  seconds: number;
}

export interface Interval {
  start: number;
  end: number;
}

export function isLive(usage: UsageRecord, now: Date): boolean {
  return usage.endedAt === null && now.getTime() - usage.lastSeenAt.getTime() <= STALE_AFTER_MS;
}

/**
 * The wall-clock span a session counts for. A live session counts up to now; an ended or stale one
 * counts the seconds the server recorded (up to its end or its last heartbeat), never more.
 */
export function countedInterval(usage: UsageRecord, now: Date): Interval {
  const start = usage.startedAt.getTime();
  const recorded = start + usage.seconds * 1000;
  return { start, end: isLive(usage, now) ? Math.max(recorded, now.getTime()) : recorded };
}

/**
 * Milliseconds inside `window` covered by at least one interval. Overlapping sessions (two tabs)
 * count their shared wall-clock time once: the union, not the sum.
 */
export function unionMsInWindow(intervals: Interval[], window: TimeWindow): number {
  const from = window.start.getTime();
  const to = window.end.getTime();
  const clipped = intervals
    .map((i) => ({ start: Math.max(i.start, from), end: Math.min(i.end, to) }))
    .filter((i) => i.end > i.start)
    .sort((a, b) => a.start - b.start);
  let total = 0;
  let curStart = -Infinity;
  let curEnd = -Infinity;
  for (const i of clipped) {
    if (i.start > curEnd) {
      if (curEnd > curStart) total += curEnd - curStart;
      curStart = i.start;
      curEnd = i.end;
    } else {
      curEnd = Math.max(curEnd, i.end);
    }
  }
  if (curEnd > curStart) total += curEnd - curStart;
  return total;
}

/** Whole seconds of usage inside a window, counting overlapping sessions once. */
export function usedSecondsInWindow(usage: UsageRecord[], window: TimeWindow, now: Date): number {
  return Math.floor(
    unionMsInWindow(
      usage.map((u) => countedInterval(u, now)),
      window,
    ) / 1000,
  );
}
