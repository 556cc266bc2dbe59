import { describe, expect, it } from 'vitest';
import { AttemptLimiter } from './attempt-limiter.ts';

describe('AttemptLimiter', () => {
  it('allows max hits per key per window, then refuses until the window ends', () => {
    let now = 1_000_000;
    const limiter = new AttemptLimiter(3, 60_000, () => now);
    for (let i = 0; i < 3; i++) {
      expect(limiter.check('a').allowed).toBe(true);
      limiter.hit('a');
    }
    expect(limiter.check('a')).toEqual({ allowed: false, retryAfterSeconds: 60 });
    expect(limiter.check('b').allowed).toBe(true);
    now += 59_000;
    expect(limiter.check('a')).toEqual({ allowed: false, retryAfterSeconds: 1 });
    now += 1_000;
    expect(limiter.check('a').allowed).toBe(true);
    limiter.hit('a');
    expect(limiter.check('a').allowed).toBe(true);
  });

  it('forgets a key on reset', () => {
    const limiter = new AttemptLimiter(1, 60_000, () => 0);
    limiter.hit('a');
    expect(limiter.check('a').allowed).toBe(false);
    limiter.reset('a');
    expect(limiter.check('a').allowed).toBe(true);
  });
});
