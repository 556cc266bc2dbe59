import { describe, expect, it } from 'vitest';
import { durationMinutes, formatClock, minutesLeftLabel } from './format.ts';

describe('formatClock', () => {
  it('shows minutes and seconds, and hours only when needed', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(75)).toBe('1:15');
    expect(formatClock(3725)).toBe('1:02:05');
    expect(formatClock(-3)).toBe('0:00');
  });
});

describe('durationMinutes', () => {
  it('rounds, counting any talking as at least a minute', () => {
    expect(durationMinutes(0)).toBe(0);
    expect(durationMinutes(20)).toBe(1);
    expect(durationMinutes(150)).toBe(3);
  });
});

describe('minutesLeftLabel', () => {
  it('reads null as unlimited', () => {
    expect(minutesLeftLabel(null)).toBe('Unlimited minutes');
    expect(minutesLeftLabel(42)).toBe('42 min left today');
    expect(minutesLeftLabel(undefined)).toBeNull();
  });
});
