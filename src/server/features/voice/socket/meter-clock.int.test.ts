import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dbKinds, type TestApp } from '../../../test/harness.ts';
import { findOwnedSession } from '../../therapy/index.ts';
import type { VoiceContext } from '../context.ts';
import { eventually } from '../testing/socket-client.ts';
import { metersOf, startVoice, trialUser } from '../testing/voice-fixtures.ts';
import { MeterClock } from './meter-clock.ts';

describe.each(dbKinds)('a voice socket metered by the server clock on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  it('charges an open socket every minute it is open, however far apart the turns (none here for 3 minutes)', async () => {
    const user = await trialUser(t);
    const { voiceSessionId, sessionKey } = await startVoice(user);
    const session = (await findOwnedSession(t.database.db, sessionKey, voiceSessionId))!;
    // The server's clock, moved 30 s per tick so three minutes pass in a moment.
    let now = Date.now();
    let ticks = 0;
    const ctx = {
      deps: { database: t.database },
      ownerOptions: () => ({ now: new Date(now), defaultTimeZone: 'Australia/Sydney' }),
      track: <T>(work: Promise<T>) => work,
    } as unknown as VoiceContext;
    const closed: number[] = [];
    const clock = new MeterClock(ctx, session, {
      limitReached: () => {},
      close: (code) => closed.push(code),
      isOpen: () => true,
      afterTick: async () => {
        ticks++;
        now += 30_000;
        return true;
      },
      log: pino({ level: 'silent' }),
      intervalMs: 20,
    });
    expect(await clock.tick()).toBe(true);
    await eventually(async () => ticks >= 7, 'six more ticks without any message');
    clock.stop();
    await eventually(async () => (await metersOf(t, voiceSessionId)).every((m) => m.endedAt !== null), 'the close');
    const meters = await metersOf(t, voiceSessionId);
    // One ledger row for the whole stretch (no lapse), charged by the server's clock.
    expect(meters).toHaveLength(1);
    expect(meters[0]!.seconds).toBeGreaterThanOrEqual(180);
    expect(closed).toEqual([]);
  });
});
