import { describe, expect, it } from 'vitest';
import { greetingName, userInitials } from './user-initials.ts';

describe('userInitials', () => {
  it('takes the first letter of first and last name', () => {
    expect(userInitials({ firstName: 'alex', lastName: 'Nguyen' })).toBe('AN');
  });
  it('uses whichever name is present', () => {
    expect(userInitials({ firstName: 'Mia', lastName: null })).toBe('M');
    expect(userInitials({ firstName: '  ', lastName: 'Smith' })).toBe('S');
  });
  it("falls back to 'U' without a name", () => {
    expect(userInitials({ firstName: null, lastName: '' })).toBe('U');
  });
});

describe('greetingName', () => {
  it("uses the first name, else 'there'", () => {
    expect(greetingName(' Sam ')).toBe('Sam');
    expect(greetingName(null)).toBe('there');
    expect(greetingName('')).toBe('there');
  });
});
