import { DEFAULT_TIME_ZONE } from '../../../shared/plans.ts';

/** Local calendar days in an IANA time zone, computed with Intl only (no tz database of our own). */
export interface TimeWindow {
  start: Date;
  end: Date;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-AU', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    formatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** A stored zone that this runtime does not know must not break status calls: fall back to the default. */
export function resolveTimeZone(timeZone: string | null | undefined, fallback = DEFAULT_TIME_ZONE): string {
  return timeZone && isValidTimeZone(timeZone) ? timeZone : fallback;
}

interface LocalParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function localParts(instant: number, timeZone: string): LocalParts {
  const out: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(new Date(instant))) {
    if (p.type !== 'literal') out[p.type] = Number(p.value);
  }
  return out as unknown as LocalParts;
}

/** Days since the epoch of the local calendar date (a comparable day number). */
function localDayNumber(instant: number, timeZone: string): number {
  const p = localParts(instant, timeZone);
  return Date.UTC(p.year, p.month - 1, p.day) / 86_400_000;
}

/**
 * The first instant whose local date is `dayNumber`. Usually local midnight; where a zone skips
 * midnight (DST changing at 00:00) it is the first moment that exists on that date.
 */
function startOfLocalDayNumber(dayNumber: number, timeZone: string): number {
  const wallMidnight = dayNumber * 86_400_000;
  let guess = wallMidnight;
  for (let i = 0; i < 2; i++) {
    const p = localParts(guess, timeZone);
    const offset = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - guess;
    guess = wallMidnight - offset;
  }
  const p = localParts(guess, timeZone);
  if (localDayNumber(guess, timeZone) === dayNumber && p.hour === 0 && p.minute === 0 && p.second === 0) {
    return guess;
  }
  // No plain midnight that day: search for the boundary. Offsets never exceed ±14 h.
  let lo = wallMidnight - 15 * 3_600_000;
  let hi = wallMidnight + 15 * 3_600_000;
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (localDayNumber(mid, timeZone) >= dayNumber) hi = mid;
    else lo = mid;
  }
  return hi;
}

/** The local day containing `now`: [midnight, next midnight). 23 or 25 hours long on DST change days. */
export function localDay(now: Date, timeZone: string): TimeWindow {
  const day = localDayNumber(now.getTime(), timeZone);
  return {
    start: new Date(startOfLocalDayNumber(day, timeZone)),
    end: new Date(startOfLocalDayNumber(day + 1, timeZone)),
  };
}
