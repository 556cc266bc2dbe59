import { describe, expect, it } from 'vitest';
import { signInErrorMessage } from './sign-in-messages.ts';

describe('signInErrorMessage', () => {
  it('explains each redirect code and falls back to the generic one', () => {
    expect(signInErrorMessage(null)).toBeNull();
    expect(signInErrorMessage('oidc_cancelled')).toMatch(/cancelled/);
    expect(signInErrorMessage('oidc_unavailable')).toMatch(/isn't available/);
    expect(signInErrorMessage('something-else')).toBe(signInErrorMessage('oidc'));
  });
});
