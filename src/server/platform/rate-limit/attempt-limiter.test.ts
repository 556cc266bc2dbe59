import { describe, expect, it } from 'vitest';
import { AttemptLimiter } from './attempt-limiter.ts';
import { MemoryCounterStore } from './counter-store.ts';

describe('AttemptLimiter', () => {
  it('allows max reservations per subject per window, then refuses until the window ends', async () => {
    let now = 1_000_000;
    const limiter = new AttemptLimiter(new MemoryCounterStore(() => now), 'test', 3, 60_000);
    for (let i = 0; i < 3; i++) expect((await limiter.reserve('a')).allowed).toBe(true);
    expect(await limiter.reserve('a')).toEqual({ allowed: false, retryAfterSeconds: 60 });
    expect((await limiter.reserve('b')).allowed).toBe(true);
    now += 59_000;
    expect(await limiter.reserve('a')).toEqual({ allowed: false, retryAfterSeconds: 1 });
    now += 1_000;
    expect((await limiter.reserve('a')).allowed).toBe(true);
  });

  it('counts parallel reservations one by one', async () => {
    const limiter = new AttemptLimiter(new MemoryCounterStore(), 'test', 10, 60_000);
    const results = await Promise.all(Array.from({ length: 60 }, () => limiter.reserve('a')));
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
  });

  it('takes a released reservation back, and forgets a subject on reset', async () => {
    const limiter = new AttemptLimiter(new MemoryCounterStore(() => 0), 'test', 1, 60_000);
    await limiter.reserve('a');
    await limiter.release('a');
    expect((await limiter.reserve('a')).allowed).toBe(true);
    expect((await limiter.reserve('a')).allowed).toBe(false);
    await limiter.reset('a');
    expect((await limiter.reserve('a')).allowed).toBe(true);
  });
});
