import { describe, expect, it } from 'vitest';
import { formatDay, formatMoment, formatTime, plural, zoneLabel } from './format-time.ts';

describe('format-time', () => {
  it('names the zone by its city', () => {
    expect(zoneLabel('Australia/Sydney')).toBe('Sydney time');
    expect(zoneLabel('America/Los_Angeles')).toBe('Los Angeles time');
    expect(zoneLabel('UTC')).toBe('UTC');
  });

  it("shows the instant in the given zone, not the machine's", () => {
    // 13:00 UTC on 10 March 2026 is midnight starting 11 March in Sydney (AEDT) and 9 pm on 10 March in Perth.
    expect(formatDay('2026-03-10T13:00:00.000Z', 'Australia/Sydney')).toBe('Wednesday 11 March');
    expect(formatTime('2026-03-10T13:00:00.000Z', 'Australia/Sydney')).toBe('12:00 am');
    expect(formatTime('2026-03-10T13:00:00.000Z', 'Australia/Perth')).toBe('9:00 pm');
    expect(formatMoment('2026-03-10T13:00:00.000Z', 'Australia/Sydney')).toBe(
      '12:00 am on Wednesday 11 March (Sydney time)',
    );
  });

  it('pluralises', () => {
    expect(plural(1, 'session')).toBe('1 session');
    expect(plural(0, 'session')).toBe('0 sessions');
  });
});
