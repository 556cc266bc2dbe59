import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crisisEvents, documents, messages, therapySessions } from '../../db/schema/index.ts';
import { cipherFor } from '../../platform/data-keys.ts';
import { buildTestApp, dbKinds, TestClient, type TestApp } from '../../test/harness.ts';
import { signUp } from '../auth/test-helpers.ts';
import type { StoredSessionState } from './session-state.ts';
import { readState } from './sessions-repo.ts';

describe.each(dbKinds)('incognito text sessions on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  async function person() {
    const client = new TestClient(t.app);
    const id: string = (await signUp(client)).json().id;
    expect((await client.post('/api/terms/accept', { trialType: 'voice' })).statusCode).toBe(200);
    return { client, id };
  }
  const start = async (client: TestClient, body: object) => {
    const res = await client.post('/api/sessions', body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  };
  const rowOf = async (id: string) =>
    (await t.database.db.select().from(therapySessions).where(eq(therapySessions.id, id)))[0];
  const messageCount = async (id: string) =>
    (await t.database.db.select().from(messages).where(eq(messages.sessionId, id))).length;

  it('is marked, reads every message for safety, and is deleted unsummarised when it ends', async () => {
    const { client, id: ownerId } = await person();
    const sessionId = await start(client, { incognito: true });
    expect((await client.get(`/api/sessions/${sessionId}`)).json()).toMatchObject({
      incognito: true,
      status: 'active',
    });
    const ok = await client.post('/api/chat', { sessionId, message: 'Exams are coming and I cannot sleep' });
    expect(ok.statusCode).toBe(200);
    const urgent = await client.post('/api/chat', {
      sessionId,
      message: 'i have the pills in my hand and im going to take them all tonight',
    });
    expect(urgent.json().safety.tier).toBe('immediate');
    expect(await messageCount(sessionId)).toBe(5);

    const ended = await client.post(`/api/sessions/${sessionId}/end`, {});
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toEqual({ document: null });
    expect(await rowOf(sessionId)).toBeUndefined();
    expect(await messageCount(sessionId)).toBe(0);
    expect((await client.get(`/api/sessions/${sessionId}`)).statusCode).toBe(404);
    expect((await client.get('/api/documents')).json()).toEqual([]);
    expect(await t.database.db.select().from(documents).where(eq(documents.ownerId, ownerId))).toEqual([]);
    // The crisis event outlives the session, without the words.
    const events = await t.database.db.select().from(crisisEvents).where(eq(crisisEvents.ownerId, ownerId));
    expect(events).toContainEqual(
      expect.objectContaining({ source: 'chat', interactionType: 'risk_detected', tier: 'immediate' }),
    );
    expect(JSON.stringify(events)).not.toMatch(/pills/);
  });

  it('neither recalls earlier sessions nor is recalled by later ones', async () => {
    const { client } = await person();
    const first = await start(client, {});
    await client.post('/api/chat', { sessionId: first, message: 'I want to start walking the dog every morning' });
    await client.post(`/api/sessions/${first}/end`, {});
    const remembered = await start(client, {});
    const memoryOf = async (id: string) => {
      const row = (await rowOf(id))!;
      const cipher = await cipherFor(t.database.db, t.cipher, row.ownerId);
      return readState<StoredSessionState>(cipher, row)!.memory.previousSessions.length;
    };
    expect(await memoryOf(remembered)).toBe(1);
    const incognito = await start(client, { incognito: true });
    expect(await memoryOf(incognito)).toBe(0);
    await client.post('/api/chat', { sessionId: incognito, message: 'My sister and I had a fight about money' });
    await client.post(`/api/sessions/${incognito}/end`, {});
    expect(await memoryOf(await start(client, {}))).toBe(1);
    expect((await client.get('/api/sessions')).json().some((s: { id: string }) => s.id === incognito)).toBe(false);
  });

  it('another person cannot read, talk in or end it', async () => {
    const alice = await person();
    const bob = await person();
    const sessionId = await start(alice.client, { incognito: true });
    expect((await bob.client.get(`/api/sessions/${sessionId}`)).statusCode).toBe(404);
    expect((await bob.client.post('/api/chat', { sessionId, message: 'hello' })).statusCode).toBe(404);
    expect((await bob.client.post(`/api/sessions/${sessionId}/end`, {})).statusCode).toBe(404);
    expect((await bob.client.get('/api/sessions')).json()).toEqual([]);
    expect(await rowOf(sessionId)).toBeDefined();
    expect(await messageCount(sessionId)).toBe(1);
  });

  it('refuses a malformed flag with a message, and deletes one left open for a day at the next start', async () => {
    const { client } = await person();
    const bad = await client.post('/api/sessions', { incognito: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/incognito/);
    const left = await start(client, { incognito: true });
    const kept = await start(client, { incognito: true });
    await t.database.db
      .update(therapySessions)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(therapySessions.id, left));
    await start(client, {});
    expect(await rowOf(left)).toBeUndefined();
    expect(await rowOf(kept)).toBeDefined();
  });
});
