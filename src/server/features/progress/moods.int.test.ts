import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, sessionMoods } from '../../db/schema/index.ts';
import { buildTestApp, dbKinds, TestClient, type TestApp } from '../../test/harness.ts';
import { ProgressSummarySchema } from '../../../shared/progress.ts';
import { newUser } from '../auth/test-helpers.ts';

async function newUserWithSession(t: TestApp) {
  const { client, id } = await newUser(t);
  expect((await client.post('/api/terms/accept', { trialType: 'voice' })).statusCode).toBe(200);
  const started = await client.post('/api/sessions', {});
  expect(started.statusCode).toBe(201);
  return { client, id, sessionId: started.json().id as string };
}

const putMood = (client: TestClient, sessionId: string, payload: unknown) =>
  client.request({ method: 'PUT', url: `/api/sessions/${sessionId}/mood`, payload: payload as object });

describe.each(dbKinds)('session mood on %s', (kind) => {
  let t: TestApp;
  let alice: Awaited<ReturnType<typeof newUserWithSession>>;
  let bob: Awaited<ReturnType<typeof newUserWithSession>>;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    alice = await newUserWithSession(t);
    bob = await newUserWithSession(t);
  });
  afterAll(() => t.close());

  it('records mood at the start and end, sealed, and the progress summary averages the change', async () => {
    const before = await putMood(alice.client, alice.sessionId, { moment: 'before', mood: 3 });
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({ before: 3, after: null });
    const after = await putMood(alice.client, alice.sessionId, { moment: 'after', mood: 7 });
    expect(after.json()).toEqual({ before: 3, after: 7 });

    const [row] = await t.database.db.select().from(sessionMoods).where(eq(sessionMoods.sessionId, alice.sessionId));
    expect(row!.beforeEnc).toMatch(/^v2\./);
    expect(row!.afterEnc).toMatch(/^v2\./);

    const summary = ProgressSummarySchema.parse((await alice.client.get('/api/session-summary')).json());
    expect(summary.sessions[0]!.mood).toEqual({ before: 3, after: 7 });
    expect(summary.averageMoodImprovement).toBe(4);
    const reads = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resourceType, 'session_mood'), eq(auditLog.action, 'read')));
    expect(reads.map((r) => [r.actorId, r.resourceId])).toEqual([[alice.id, alice.sessionId]]);
  });

  it('a second rating of the same end replaces the first', async () => {
    expect((await putMood(alice.client, alice.sessionId, { moment: 'after', mood: 6 })).json()).toEqual({
      before: 3,
      after: 6,
    });
  });

  it("will not let Bob rate Alice's session, and does not tell him it exists", async () => {
    const res = await putMood(bob.client, alice.sessionId, { moment: 'after', mood: 0 });
    expect(res.statusCode).toBe(404);
    expect((await putMood(bob.client, 'ses_nothing', { moment: 'after', mood: 0 })).json()).toEqual(res.json());
    const summary = ProgressSummarySchema.parse((await alice.client.get('/api/session-summary')).json());
    expect(summary.sessions[0]!.mood).toEqual({ before: 3, after: 6 });
    const bobs = ProgressSummarySchema.parse((await bob.client.get('/api/session-summary')).json());
    expect(bobs.sessions.map((s) => s.mood)).toEqual([{ before: null, after: null }]);
    expect(bobs.averageMoodImprovement).toBeNull();
  });

  it.each([
    [{ moment: 'before', mood: 11 }, /mood must be from 0 to 10/],
    [{ moment: 'before', mood: -1 }, /mood must be from 0 to 10/],
    [{ moment: 'before', mood: 2.5 }, /whole number/],
    [{ moment: 'during', mood: 5 }, /moment must be 'before' or 'after'/],
    [{ moment: 'before' }, /mood must be a number/],
  ])('answers %j with a 400 a person can act on', async (body, message) => {
    const res = await putMood(alice.client, alice.sessionId, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
  });

  it('takes the mood of a push-to-talk voice session the same way (every modality is a session)', async () => {
    const started = await alice.client.post('/api/voice-therapy/start', {});
    expect(started.statusCode, started.body).toBe(200);
    const voiceSessionId = started.json().voiceSessionId as string;
    expect((await putMood(alice.client, voiceSessionId, { moment: 'before', mood: 4 })).json()).toEqual({
      before: 4,
      after: null,
    });
    const summary = ProgressSummarySchema.parse((await alice.client.get('/api/session-summary')).json());
    expect(summary.sessions.find((s) => s.id === voiceSessionId)?.mood).toEqual({ before: 4, after: null });
  });

  it('refuses an incognito session with 409: it keeps nothing', async () => {
    const started = await bob.client.post('/api/sessions', { incognito: true });
    expect(started.statusCode).toBe(201);
    const res = await putMood(bob.client, started.json().id, { moment: 'before', mood: 5 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/incognito/);
    expect(
      await t.database.db.select().from(sessionMoods).where(eq(sessionMoods.sessionId, started.json().id)),
    ).toEqual([]);
  });

  it('answers 401 when not signed in', async () => {
    const stranger = new TestClient(t.app);
    expect((await putMood(stranger, alice.sessionId, { moment: 'before', mood: 5 })).statusCode).toBe(401);
  });
});
