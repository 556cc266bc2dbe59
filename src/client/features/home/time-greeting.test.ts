import { describe, expect, it } from 'vitest';
import { timeGreeting } from './time-greeting.ts';

describe('timeGreeting', () => {
  it('fits the hour', () => {
    expect(timeGreeting(2, 'Sam')).toBe('Still up, Sam?');
    expect(timeGreeting(9, 'Sam')).toBe('Good morning, Sam.');
    expect(timeGreeting(14, null)).toBe('Good afternoon.');
    expect(timeGreeting(21, ' ')).toBe('Good evening.');
  });
});
