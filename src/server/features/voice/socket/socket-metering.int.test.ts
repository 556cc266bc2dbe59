import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { therapySessions, usageSessions, voiceMeters } from '../../../db/schema/index.ts';
import { buildTestApp, dbKinds, type TestApp } from '../../../test/harness.ts';
import { findOwnedSession } from '../../therapy/index.ts';
import type { VoiceContext } from '../context.ts';
import { startVoice, trialUser } from '../testing/voice-fixtures.ts';
import { meterSocket, SESSION_GONE } from './socket-metering.ts';

describe.each(dbKinds)('metering a voice socket on %s', (kind) => {
  let t: TestApp;
  let ctx: VoiceContext;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    // Only what meterSocket reads of the voice context.
    ctx = {
      deps: { database: t.database },
      ownerOptions: () => ({ now: new Date(), defaultTimeZone: 'Australia/Sydney' }),
    } as unknown as VoiceContext;
  });
  afterAll(() => t.close());

  it('closes a socket whose session is gone (its account deleted on another instance) without metering it again', async () => {
    const user = await trialUser(t);
    const { voiceSessionId, sessionKey: ownerId } = await startVoice(user);
    const session = (await findOwnedSession(t.database.db, ownerId, voiceSessionId))!;
    const closed: [number, string][] = [];
    const handlers = { limitReached: () => {}, close: (code: number, reason: string) => closed.push([code, reason]) };
    expect(await meterSocket(ctx, session, handlers)).toBeDefined();
    expect(closed).toEqual([]);

    // What erasing the account does to the rows this socket meters.
    await t.database.db.delete(usageSessions).where(eq(usageSessions.ownerId, ownerId));
    await t.database.db.delete(therapySessions).where(eq(therapySessions.id, voiceSessionId));
    expect(await meterSocket(ctx, session, handlers)).toBeUndefined();
    expect(closed).toEqual([[4404, SESSION_GONE]]);
    expect(await t.database.db.select().from(usageSessions).where(eq(usageSessions.ownerId, ownerId))).toEqual([]);
    expect(await t.database.db.select().from(voiceMeters).where(eq(voiceMeters.ownerId, ownerId))).toEqual([]);
  });
});
