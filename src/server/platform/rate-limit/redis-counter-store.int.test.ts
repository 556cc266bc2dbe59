import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RedisCounterStore } from './redis-counter-store.ts';

describe.skipIf(!process.env.TEST_REDIS_URL)('RedisCounterStore', () => {
  let redis: Redis;
  let store: RedisCounterStore;
  const prefix = `solace-test:${randomBytes(6).toString('hex')}:`;
  beforeAll(() => {
    redis = new Redis(process.env.TEST_REDIS_URL!);
    store = new RedisCounterStore(redis, prefix);
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  it('gives 60 parallel increments 60 different counts, in one window with an expiry', async () => {
    const results = await Promise.all(Array.from({ length: 60 }, () => store.increment('k', 60_000)));
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
    expect(results.every((r) => r.resetInMs > 0 && r.resetInMs <= 60_000)).toBe(true);
    expect(await redis.pttl(`${prefix}k`)).toBeGreaterThan(0);
  });

  it('decrements within the window without opening one or going below zero', async () => {
    await store.decrement('none');
    expect(await redis.exists(`${prefix}none`)).toBe(0);
    await store.increment('d', 60_000);
    await store.decrement('d');
    await store.decrement('d');
    expect(await redis.get(`${prefix}d`)).toBe('0');
    expect(await redis.pttl(`${prefix}d`)).toBeGreaterThan(0);
    expect((await store.increment('d', 60_000)).count).toBe(1);
    await store.delete('d');
    expect(await redis.exists(`${prefix}d`)).toBe(0);
  });
});
