import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { MemoryCounterStore } from './counter-store.ts';
import { installRouteLimits } from './route-limits.ts';
import { waitText } from './index.ts';

describe('installRouteLimits', () => {
  it('warns at boot when RATE_LIMITS=off', async () => {
    const lines: string[] = [];
    const stream = new Writable({ write: (chunk, _encoding, done) => (lines.push(chunk.toString()), done()) });
    const app = Fastify({ logger: { level: 'warn', stream } });
    await installRouteLimits(app, {
      store: new MemoryCounterStore(),
      redis: null,
      prefix: 'p:',
      general: false,
      close: async () => {},
    });
    expect(lines.map((l) => JSON.parse(l).msg)).toEqual([
      'RATE_LIMITS=off: per-route rate limits are off (the sign-in guess limit stays on). Use this for load tests only.',
    ]);
    await app.close();
  });
});

describe('waitText', () => {
  it('says minutes up to an hour and a half, then hours, rounded up', () => {
    expect([1, 60, 61, 900, 5400, 5401, 86_400].map(waitText)).toEqual([
      '1 minute',
      '1 minute',
      '2 minutes',
      '15 minutes',
      '90 minutes',
      '2 hours',
      '24 hours',
    ]);
  });
});
