import type { FastifyReply } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { CounterStore } from '../../platform/rate-limit/counter-store.ts';
import type { RateLimits } from '../../platform/rate-limit/index.ts';
import { createSignInLimits } from './limits.ts';

const unreachable: CounterStore = {
  increment: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:6379')),
  decrement: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:6379')),
  delete: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:6379')),
};

describe('sign-in guess limit', () => {
  it('answers 503 with a plain message when its store cannot count, so no guess goes uncounted', async () => {
    const limits = createSignInLimits({ store: unreachable } as unknown as RateLimits);
    await expect(limits.reserve({} as FastifyReply, '10.0.0.1', 'a@example.com')).rejects.toMatchObject({
      statusCode: 503,
      message: expect.stringContaining('try again'),
    });
  });
});
