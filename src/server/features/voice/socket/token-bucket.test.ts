import { describe, expect, it } from 'vitest';
import { TokenBucket } from './token-bucket.ts';

describe('TokenBucket', () => {
  it('allows a burst up to capacity, then refills at the given rate', () => {
    let now = 0;
    const bucket = new TokenBucket(3, 2, () => now);
    expect([bucket.take(), bucket.take(), bucket.take(), bucket.take()]).toEqual([true, true, true, false]);
    now = 499;
    expect(bucket.take()).toBe(false);
    now = 500;
    expect(bucket.take()).toBe(true);
    expect(bucket.take()).toBe(false);
  });

  it('never stores more than its capacity however long it rests', () => {
    let now = 0;
    const bucket = new TokenBucket(2, 10, () => now);
    now = 60_000;
    expect([bucket.take(), bucket.take(), bucket.take()]).toEqual([true, true, false]);
  });
});
