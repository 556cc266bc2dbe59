import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { usageSessions, voiceMeters } from '../../../db/schema/index.ts';
import { TestClient, type TestApp } from '../../../test/harness.ts';
import { signUp } from '../../auth/test-helpers.ts';

/** A signed-in person who accepted the voice trial's terms. */
export async function trialUser(t: TestApp): Promise<TestClient> {
  const client = new TestClient(t.app);
  expect((await signUp(client)).statusCode).toBeLessThan(300);
  expect((await client.post('/api/terms/accept', { trialType: 'voice' })).statusCode).toBe(200);
  return client;
}

/** An anonymous visitor (anonymous cookie only) who accepted the voice trial's terms. */
export async function trialVisitor(t: TestApp): Promise<TestClient> {
  const client = new TestClient(t.app);
  expect((await client.post('/api/terms/accept', { trialType: 'voice' })).statusCode).toBe(200);
  return client;
}

export async function startVoice(client: TestClient): Promise<{ voiceSessionId: string; sessionKey: string }> {
  const res = await client.post('/api/voice-therapy/start', {});
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Moves a session's live meter `seconds` into the past, as if it had been running that long with heartbeats. */
export async function ageMeter(
  t: TestApp,
  voiceSessionId: string,
  seconds: number,
  heartbeatSecondsAgo = 30,
): Promise<void> {
  const [meter] = await t.database.db.select().from(voiceMeters).where(eq(voiceMeters.sessionId, voiceSessionId));
  await t.database.db
    .update(usageSessions)
    .set({
      startedAt: sql`now() - make_interval(secs => ${seconds})`,
      lastSeenAt: sql`now() - make_interval(secs => ${heartbeatSecondsAgo})`,
    })
    .where(eq(usageSessions.id, meter!.usageId));
}

export async function metersOf(t: TestApp, voiceSessionId: string) {
  return t.database.db
    .select({ usageId: usageSessions.id, endedAt: usageSessions.endedAt, seconds: usageSessions.seconds })
    .from(voiceMeters)
    .innerJoin(usageSessions, eq(usageSessions.id, voiceMeters.usageId))
    .where(eq(voiceMeters.sessionId, voiceSessionId));
}
