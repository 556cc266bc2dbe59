import { describe, expect, it } from 'vitest';
import { localDay, resolveTimeZone } from './local-day.ts';

const hours = (w: { start: Date; end: Date }) => (w.end.getTime() - w.start.getTime()) / 3_600_000;

describe('localDay', () => {
  it('runs from midnight to midnight in Australia/Sydney (AEDT, UTC+11)', () => {
    const day = localDay(new Date('2026-03-11T01:00:00Z'), 'Australia/Sydney');
    expect(day.start.toISOString()).toBe('2026-03-10T13:00:00.000Z');
    expect(day.end.toISOString()).toBe('2026-03-11T13:00:00.000Z');
  });

  it('puts an instant one millisecond before local midnight in the earlier day', () => {
    expect(localDay(new Date('2026-03-11T12:59:59.999Z'), 'Australia/Sydney').start.toISOString()).toBe(
      '2026-03-10T13:00:00.000Z',
    );
    expect(localDay(new Date('2026-03-11T13:00:00.000Z'), 'Australia/Sydney').start.toISOString()).toBe(
      '2026-03-11T13:00:00.000Z',
    );
  });

  it('is 25 hours long when daylight saving ends in Sydney (5 April 2026)', () => {
    const day = localDay(new Date('2026-04-05T01:00:00Z'), 'Australia/Sydney');
    expect(day.start.toISOString()).toBe('2026-04-04T13:00:00.000Z');
    expect(day.end.toISOString()).toBe('2026-04-05T14:00:00.000Z');
    expect(hours(day)).toBe(25);
  });

  it('is 23 hours long when daylight saving starts in Sydney (4 October 2026)', () => {
    const day = localDay(new Date('2026-10-04T01:00:00Z'), 'Australia/Sydney');
    expect(day.start.toISOString()).toBe('2026-10-03T14:00:00.000Z');
    expect(day.end.toISOString()).toBe('2026-10-04T13:00:00.000Z');
    expect(hours(day)).toBe(23);
  });

  it('starts at the first existing moment where a zone skips midnight (Santiago, 6 September 2026)', () => {
    const day = localDay(new Date('2026-09-06T12:00:00Z'), 'America/Santiago');
    expect(day.start.toISOString()).toBe('2026-09-06T04:00:00.000Z');
    expect(localDay(new Date('2026-09-05T12:00:00Z'), 'America/Santiago').end.toISOString()).toBe(
      '2026-09-06T04:00:00.000Z',
    );
  });

  it('follows other zones (Perth, UTC+8, no daylight saving)', () => {
    const day = localDay(new Date('2026-10-04T01:00:00Z'), 'Australia/Perth');
    expect(day.start.toISOString()).toBe('2026-10-03T16:00:00.000Z');
    expect(hours(day)).toBe(24);
  });
});

describe('resolveTimeZone', () => {
  it('keeps a known zone and falls back to Australia/Sydney for missing or unknown ones', () => {
    expect(resolveTimeZone('Australia/Perth')).toBe('Australia/Perth');
    expect(resolveTimeZone(null)).toBe('Australia/Sydney');
    expect(resolveTimeZone('Mars/Olympus_Mons')).toBe('Australia/Sydney');
    expect(resolveTimeZone('Nowhere', 'UTC')).toBe('UTC');
  });
});
