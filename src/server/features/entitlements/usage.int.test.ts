import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/index.ts';
import { createTestDatabase, dbKinds } from '../../test/harness.ts';
import { HttpError } from '../../platform/errors.ts';
import { newId } from '../../platform/ids.ts';
import { startTrialOnce } from './repository.ts';
import { getOwnerEntitlements, getUserEntitlementFields, getVoiceStatus } from './service.ts';
import { endUsage, heartbeatUsage, startUsage } from './usage.ts';

const MIN = 60_000;
const T0 = new Date('2026-03-11T00:00:00Z'); // 11:00 in Sydney
const plus = (minutes: number, seconds = 0) => new Date(T0.getTime() + minutes * MIN + seconds * 1000);
const failure = async (p: Promise<unknown>) => {
  try {
    await p;
  } catch (e) {
    if (e instanceof HttpError) return { status: e.statusCode, message: e.message };
    throw e;
  }
  throw new Error('expected an HttpError');
};

describe.each(dbKinds)('minute ledger on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.close());

  /** A browser that heartbeats every minute from `from` to `to` (in minutes after T0). */
  const keepAlive = async (ownerId: string, usageId: string, from: number, to: number) => {
    for (let m = from + 1; m <= to; m++) await heartbeatUsage(database.db, ownerId, usageId, { now: plus(m) });
  };

  const ownerWithTrial = async () => {
    const ownerId = newId('anon');
    await startTrialOnce(database.db, ownerId, plus(-60));
    return ownerId;
  };

  it('refuses to start before the trial with a reason a person can act on', async () => {
    const e = await failure(startUsage(database.db, newId('anon'), 'voice', { now: T0 }));
    expect(e).toEqual({ status: 403, message: expect.stringMatching(/accept the terms/i) });
    const video = await failure(startUsage(database.db, newId('anon'), 'video', { now: T0 }));
    expect(video.message).toMatch(/Video Therapy subscription/);
  });

  it('meters by the server clock: heartbeats grow the count, a client cannot add to it', async () => {
    const db = database.db;
    const ownerId = await ownerWithTrial();
    const { usageId, secondsRemaining } = await startUsage(db, ownerId, 'voice', { now: T0 });
    expect(secondsRemaining).toBe(3600);
    expect(await heartbeatUsage(db, ownerId, usageId, { now: plus(1) })).toMatchObject({
      seconds: 60,
      secondsRemaining: 3540,
      limitReached: false,
    });
    await heartbeatUsage(db, ownerId, usageId, { now: plus(2) });
    const ended = await endUsage(db, ownerId, usageId, 99_999, { now: plus(3) });
    expect(ended.seconds).toBe(180);
    // Ending again changes nothing.
    expect((await endUsage(db, ownerId, usageId, 10, { now: plus(30) })).seconds).toBe(180);
    expect(await failure(heartbeatUsage(db, ownerId, usageId, { now: plus(31) }))).toMatchObject({ status: 409 });
  });

  it('lets a client report less, but never below what heartbeats already recorded', async () => {
    const db = database.db;
    const ownerId = await ownerWithTrial();
    const { usageId } = await startUsage(db, ownerId, 'voice', { now: T0 });
    await heartbeatUsage(db, ownerId, usageId, { now: plus(2) });
    expect((await endUsage(db, ownerId, usageId, 30, { now: plus(3) })).seconds).toBe(120);
    const second = await startUsage(db, ownerId, 'voice', { now: plus(10) });
    await keepAlive(ownerId, second.usageId, 10, 11);
    // Measured 120 s, heartbeats recorded 60 s, the client says 90 s: 90 s count.
    expect((await endUsage(db, ownerId, second.usageId, 90, { now: plus(12) })).seconds).toBe(90);
  });

  it('closes a session silent for over 2 minutes at its last heartbeat', async () => {
    const db = database.db;
    const ownerId = await ownerWithTrial();
    const { usageId } = await startUsage(db, ownerId, 'voice', { now: T0 });
    await keepAlive(ownerId, usageId, 0, 5);
    const ctx = { timeZone: 'Australia/Sydney', now: plus(20) };
    expect((await getVoiceStatus(db, ownerId, ctx)).minutesUsed).toBe(5);
    expect(await failure(heartbeatUsage(db, ownerId, usageId, { now: plus(20) }))).toMatchObject({
      status: 409,
      message: expect.stringMatching(/timed out/),
    });
    expect((await endUsage(db, ownerId, usageId, undefined, { now: plus(21) })).seconds).toBe(300);
  });

  it('counts two tabs running at once as wall-clock time and stops at 60 minutes a day', async () => {
    const db = database.db;
    const ownerId = await ownerWithTrial();
    const tab1 = await startUsage(db, ownerId, 'voice', { now: T0 });
    const tab2 = await startUsage(db, ownerId, 'voice', { now: plus(10) });
    for (let m = 1; m <= 59; m++) {
      await heartbeatUsage(db, ownerId, tab1.usageId, { now: plus(m) });
      if (m >= 10) await heartbeatUsage(db, ownerId, tab2.usageId, { now: plus(m) });
    }
    const ctx = { timeZone: 'Australia/Sydney', now: plus(59) };
    expect(await getVoiceStatus(db, ownerId, ctx)).toMatchObject({
      minutesUsed: 59,
      minutesRemaining: 1,
      canStartSession: true,
    });
    const tick = await heartbeatUsage(db, ownerId, tab2.usageId, { now: plus(60) });
    expect(tick).toMatchObject({ limitReached: true, secondsRemaining: 0 });
    await endUsage(db, ownerId, tab1.usageId, undefined, { now: plus(60) });
    await endUsage(db, ownerId, tab2.usageId, undefined, { now: plus(60) });
    expect(await getVoiceStatus(db, ownerId, { ...ctx, now: plus(61) })).toMatchObject({
      minutesUsed: 60,
      canStartSession: false,
      isTrialActive: true,
    });
    const refused = await failure(startUsage(db, ownerId, 'voice', { now: plus(61) }));
    expect(refused).toEqual({
      status: 403,
      message: "You've used your daily 60 minutes. Come back tomorrow for another session.",
    });
    // Local midnight in Sydney (13:00 UTC) brings a fresh 60 minutes.
    expect((await startUsage(db, ownerId, 'voice', { now: new Date('2026-03-11T13:00:00Z') })).secondsRemaining).toBe(
      3600,
    );
  });

  it('keeps owners apart: another owner cannot heartbeat or end a session', async () => {
    const db = database.db;
    const ownerId = await ownerWithTrial();
    const intruder = await ownerWithTrial();
    const { usageId } = await startUsage(db, ownerId, 'voice', { now: T0 });
    expect(await failure(heartbeatUsage(db, intruder, usageId, { now: plus(1) }))).toMatchObject({ status: 404 });
    expect(await failure(endUsage(db, intruder, usageId, 0, { now: plus(1) }))).toMatchObject({ status: 404 });
    expect((await heartbeatUsage(db, ownerId, usageId, { now: plus(1) })).seconds).toBe(60);
  });

  it('reports the user fields for GET /api/auth/user and the owner’s entitlements', async () => {
    const db = database.db;
    const ownerId = await ownerWithTrial();
    const { usageId } = await startUsage(db, ownerId, 'voice', { now: T0 });
    await keepAlive(ownerId, usageId, 0, 24);
    await endUsage(db, ownerId, usageId, undefined, { now: plus(25) });
    expect(await getUserEntitlementFields(db, ownerId, 'Australia/Sydney', plus(26))).toEqual({
      monthlyMinutesLimit: 90,
      monthlyMinutesUsed: 0,
      subscriptionStatus: 'inactive',
      voiceMinutesUsed: 25,
      voiceTrialStatus: 'active',
      videoSubscriptionStatus: 'inactive',
    });
    const e = await getOwnerEntitlements(db, ownerId, { now: plus(26) });
    expect(e.timeZone).toBe('Australia/Sydney');
    expect(e.voice.secondsRemaining).toBe(35 * 60);
  });

  it('counts nothing for a session that never sent a heartbeat', async () => {
    const db = database.db;
    const ownerId = await ownerWithTrial();
    const { usageId } = await startUsage(db, ownerId, 'voice', { now: T0 });
    expect((await endUsage(db, ownerId, usageId, 25 * 60, { now: plus(25) })).seconds).toBe(0);
  });
});
