import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, crisisEvents, messages, therapySessions } from '../../db/schema/index.ts';
import { cipherFor } from '../../platform/data-keys.ts';
import { buildTestApp, dbKinds, TestClient, type TestApp } from '../../test/harness.ts';

let n = 0;
async function signUp(t: TestApp, firstName: string) {
  const client = new TestClient(t.app);
  const res = await client.post('/api/auth/signup', {
    email: `${firstName.toLowerCase()}${n++}@example.com`,
    password: 'correct horse battery',
    firstName,
    lastName: 'Tester',
  });
  expect(res.statusCode).toBeLessThan(300);
  return client;
}

async function withTrial(client: TestClient) {
  const res = await client.post('/api/terms/accept', { trialType: 'voice' });
  expect(res.statusCode).toBeLessThan(300);
  return client;
}

describe.each(dbKinds)('text therapy on %s', (kind) => {
  let t: TestApp;
  let alice: TestClient;
  let bob: TestClient;
  let stranger: TestClient;
  let sessionId: string;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    alice = await signUp(t, 'Alice');
    bob = await signUp(t, 'Bob');
    stranger = new TestClient(t.app);
  });
  afterAll(() => t.close());

  it('needs a signed-in user with an active trial or plan to start a session', async () => {
    expect((await stranger.post('/api/sessions', {})).statusCode).toBe(401);
    const denied = await alice.post('/api/sessions', {});
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toMatch(/trial|plan/i);
    await withTrial(alice);
    const created = await alice.post('/api/sessions', {});
    expect(created.statusCode).toBe(201);
    sessionId = created.json().id;
    expect(sessionId).toMatch(/^ses_/);
  });

  it('opens with a greeting from the therapist', async () => {
    const res = await alice.get(`/api/sessions/${sessionId}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('active');
    expect(body.messages).toHaveLength(1);
    expect(body.messages[0].role).toBe('assistant');
    expect(body.messages[0].content.length).toBeGreaterThan(10);
  });

  it('answers a message with the spec response and a safety verdict', async () => {
    const res = await alice.post('/api/chat', {
      sessionId,
      message: 'Work has been really stressful, my manager keeps piling on deadlines',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(typeof body.response).toBe('string');
    expect(body.response.length).toBeGreaterThan(10);
    // Work stress is distress: the reader may offer the lines gently (elevated), never more.
    expect(['none', 'elevated']).toContain(body.safety.tier);
  });

  it('streams the reply as server-sent events when asked', async () => {
    const res = await alice.post(
      '/api/chat',
      { sessionId, message: 'I keep lying awake thinking about it' },
      { accept: 'text/event-stream' },
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/event-stream');
    const events = [...res.body.matchAll(/^event: (\w+)$/gm)].map((m) => m[1]);
    expect(events[0]).toBe('safety');
    expect(events).toContain('delta');
    expect(events.at(-1)).toBe('done');
    const done = JSON.parse(/event: done\ndata: (.*)/.exec(res.body)![1]!);
    const deltas = [...res.body.matchAll(/event: delta\ndata: (.*)/g)].map((m) => JSON.parse(m[1]!).text).join('');
    expect(deltas).toBe(done.response);
  });

  it('meets danger now with 000 first and logs the event without content', async () => {
    const res = await alice.post('/api/chat', {
      sessionId,
      message: 'i have the pills in my hand and im going to take them all tonight',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.safety.tier).toBe('immediate');
    expect(body.safety.resources[0].phone).toBe('000');
    expect(body.response).toContain('000');
    const rows = await t.database.db.select().from(crisisEvents).where(eq(crisisEvents.source, 'chat'));
    expect(rows.some((r) => r.tier === 'immediate')).toBe(true);
    expect(JSON.stringify(rows)).not.toContain('pills');
  });

  it('asks directly about an indirect disclosure, and meets the yes with the crisis reply', async () => {
    const carol = await withTrial(await signUp(t, 'Carol'));
    const fresh = (await carol.post('/api/sessions', {})).json().id;
    const first = await carol.post('/api/chat', {
      sessionId: fresh,
      message: 'some nights i wonder if everyone would be better off if i just wasnt around',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().safety.tier).toBe('check');
    expect(first.json().response).toMatch(/\?$/);
    const res = await carol.post('/api/chat', { sessionId: fresh, message: 'yeah i have' });
    const body = res.json();
    expect(body.safety.tier).toBe('high');
    expect(body.safety.resources.map((r: { phone: string }) => r.phone)).toContain('13 11 14');
    expect(body.response).toContain('13 11 14');
    const [session] = await t.database.db.select().from(therapySessions).where(eq(therapySessions.id, fresh));
    const rows = await t.database.db.select().from(crisisEvents).where(eq(crisisEvents.ownerId, session!.ownerId));
    expect(rows.map((r) => r.tier)).toEqual(['check', 'high']);
    expect(JSON.stringify(rows)).not.toContain('better off');
    // The summary's first next step is the way to a person.
    expect((await carol.post(`/api/sessions/${fresh}/end`, {})).statusCode).toBe(200);
    const [doc] = (await carol.get('/api/documents')).json();
    expect(doc.content).toMatch(/Next Steps:\n- Keep Lifeline's number close: 13 11 14/);
  });

  it('stores conversation content encrypted and audit-logs reads', async () => {
    const raw = await t.database.db.select({ c: messages.contentEnc }).from(messages);
    const all = JSON.stringify(raw);
    expect(all).not.toContain('manager');
    expect(all).not.toContain('pills');
    await alice.get(`/api/sessions/${sessionId}`);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resourceId, sessionId), eq(auditLog.action, 'read')));
    expect(audit.length).toBeGreaterThan(0);
  });

  it('audits each turn, keeps the recent conversation in the encrypted state, and still reads older sessions', async () => {
    const turnAudits = () =>
      t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.resourceId, sessionId), eq(auditLog.resourceType, 'session_state')));
    const before = (await turnAudits()).length;
    const res = await alice.post('/api/chat', {
      sessionId,
      message: 'My sister keeps calling about the wedding plans',
    });
    expect(res.statusCode).toBe(200);
    const after = await turnAudits();
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)).toMatchObject({ actorId: after.at(-1)!.ownerId, action: 'read' });

    const [row] = await t.database.db.select().from(therapySessions).where(eq(therapySessions.id, sessionId));
    expect(row!.stateEnc).not.toContain('wedding');
    // Sealed under the owner's data key (v2), not the master keyring.
    expect(row!.stateEnc).toMatch(/^v2\./);
    const cipher = await cipherFor(t.database.db, t.cipher, row!.ownerId);
    const state = cipher.decryptJson<{ recent: { role: string; content: string }[] }>(
      row!.stateEnc!,
      `therapy_sessions:${sessionId}:state`,
    );
    expect(state.recent.at(-2)).toEqual({ role: 'user', content: 'My sister keeps calling about the wedding plans' });
    expect(state.recent.at(-1)).toEqual({ role: 'assistant', content: res.json().response });

    // A session stored before the state carried recent turns (and before data keys: v1) falls back to reading its messages.
    const { recent: _dropped, ...older } = state;
    await t.database.db
      .update(therapySessions)
      .set({ stateEnc: t.cipher.encryptJson(older, `therapy_sessions:${sessionId}:state`) })
      .where(eq(therapySessions.id, sessionId));
    const messageReads = async () =>
      (
        await t.database.db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.resourceId, sessionId), eq(auditLog.resourceType, 'session_messages')))
      ).length;
    const readsBefore = await messageReads();
    const legacy = await alice.post('/api/chat', { sessionId, message: 'Anyway the wedding is in March' });
    expect(legacy.statusCode).toBe(200);
    expect(await messageReads()).toBe(readsBefore + 1);
    const [again] = await t.database.db.select().from(therapySessions).where(eq(therapySessions.id, sessionId));
    const restored = cipher.decryptJson<{ recent: { content: string }[] }>(
      again!.stateEnc!,
      `therapy_sessions:${sessionId}:state`,
    );
    expect(restored.recent.map((m) => m.content)).toContain('My sister keeps calling about the wedding plans');
  });

  it('stores nothing for a message to an unknown or foreign session', async () => {
    const count = async () => (await t.database.db.select({ id: messages.id }).from(messages)).length;
    const before = await count();
    expect((await bob.post('/api/chat', { sessionId, message: 'not my session' })).statusCode).toBe(404);
    expect((await alice.post('/api/chat', { sessionId: 'ses_missing', message: 'hello?' })).statusCode).toBe(404);
    expect(await count()).toBe(before);
  });

  it('refuses blank, oversized and malformed messages with a clear 400', async () => {
    const blank = await alice.post('/api/chat', { sessionId, message: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toMatch(/Type a message/);
    const long = await alice.post('/api/chat', { sessionId, message: 'x'.repeat(4001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toMatch(/at most 4000/);
    expect((await alice.post('/api/chat', { message: 'hi' })).statusCode).toBe(400);
    expect((await alice.post('/api/chat', { sessionId: 'ses_nope', message: 'hi' })).statusCode).toBe(404);
  });

  it("keeps Alice's sessions and documents from Bob and from anonymous visitors", async () => {
    for (const client of [bob, stranger]) {
      const expected = client === bob ? 404 : 401;
      expect((await client.get(`/api/sessions/${sessionId}`)).statusCode).toBe(expected);
      expect((await client.post('/api/chat', { sessionId, message: 'hello' })).statusCode).toBe(expected);
      expect((await client.post(`/api/sessions/${sessionId}/end`, {})).statusCode).toBe(expected);
    }
    expect((await bob.get('/api/sessions')).json()).toEqual([]);
    expect((await bob.get('/api/documents')).json()).toEqual([]);
    expect((await stranger.get('/api/sessions')).statusCode).toBe(401);
    expect((await stranger.get('/api/documents')).statusCode).toBe(401);
  });

  it('ends a session once, writing a summary document in the spec format', async () => {
    const res = await alice.post(`/api/sessions/${sessionId}/end`, {});
    expect(res.statusCode).toBe(200);
    const doc = res.json().document;
    expect(doc.type).toBe('summary');
    expect(doc.content).toMatch(/\n\nNext Steps:\n/);
    expect(doc.topics.length).toBeLessThanOrEqual(3);
    expect((await alice.post(`/api/sessions/${sessionId}/end`, {})).json()).toEqual({ document: null });
    const docs = (await alice.get('/api/documents')).json();
    expect(docs.map((d: { id: string }) => d.id)).toEqual([doc.id]);
    const sessions = (await alice.get('/api/sessions')).json();
    expect(sessions[0]).toMatchObject({ id: sessionId, status: 'ended' });
    const after = await alice.post('/api/chat', { sessionId, message: 'one more thing' });
    expect(after.statusCode).toBe(404);
    expect(after.json().message).toMatch(/ended/);
  });

  it('recalls the last session when the next one opens', async () => {
    const created = await alice.post('/api/sessions', {});
    const opening = (await alice.get(`/api/sessions/${created.json().id}`)).json().messages[0].content;
    expect(opening).toMatch(/last time|last week|earlier|before/i);
  });
});
