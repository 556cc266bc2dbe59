import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, memoryItems } from '../../db/schema/index.ts';
import { buildTestApp, dbKinds, TestClient, type TestApp } from '../../test/harness.ts';

let n = 0;
async function member(t: TestApp, firstName: string) {
  const client = new TestClient(t.app);
  const res = await client.post('/api/auth/signup', {
    email: `${firstName.toLowerCase()}${n++}@example.com`,
    password: 'correct horse battery',
    firstName,
    lastName: 'Tester',
  });
  expect(res.statusCode).toBeLessThan(300);
  expect((await client.post('/api/terms/accept', { trialType: 'voice' })).statusCode).toBeLessThan(300);
  return client;
}

/** A text session in which the person proposes a step of their own and names their brother. */
async function sessionWithPlan(client: TestClient) {
  const id = (await client.post('/api/sessions', {})).json().id as string;
  for (const message of [
    'my mum passed away in march and sundays are really hard',
    'she used to ring me every sunday',
    'maybe i could ring my brother on sunday',
  ])
    expect((await client.post('/api/chat', { sessionId: id, message })).statusCode).toBe(200);
  expect((await client.post(`/api/sessions/${id}/end`, {})).statusCode).toBe(200);
  return id;
}

const opening = async (client: TestClient) => {
  const id = (await client.post('/api/sessions', {})).json().id as string;
  const detail = (await client.get(`/api/sessions/${id}`)).json();
  return detail.messages[0].content as string;
};

describe.each(dbKinds)('memory on %s', (kind) => {
  let t: TestApp;
  let alice: TestClient;
  let bob: TestClient;
  let aliceSession: string;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    alice = await member(t, 'Alice');
    bob = await member(t, 'Bob');
    aliceSession = await sessionWithPlan(alice);
  });
  afterAll(() => t.close());

  it('lists the topics, plans and people carried forward, each with its source session', async () => {
    const res = await alice.get('/api/memory');
    expect(res.statusCode).toBe(200);
    const { items } = res.json();
    expect(items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'topic', text: 'Grief and loss', sessionId: aliceSession }),
        expect.objectContaining({ kind: 'plan', text: 'ring your brother on Sunday', sessionId: aliceSession }),
        expect.objectContaining({ kind: 'person', text: 'your brother', sessionId: aliceSession }),
      ]),
    );
    for (const item of items) expect(Date.parse(item.sessionDate)).not.toBeNaN();
  });

  it('stores memory encrypted and audit-logs every read', async () => {
    const rows = await t.database.db.select().from(memoryItems);
    expect(JSON.stringify(rows)).not.toContain('brother');
    const reads = await t.database.db.select().from(auditLog).where(eq(auditLog.resourceType, 'memory_item'));
    expect(reads.some((r) => r.action === 'read' && r.resourceId === rows[0]!.id)).toBe(true);
  });

  it('is what the next session recalls', async () => {
    expect(await opening(alice)).toContain('you planned to ring your brother on Sunday');
  });

  it('keeps user B from reading or deleting anything of user A', async () => {
    expect((await bob.get('/api/memory')).json().items).toEqual([]);
    const [item] = (await alice.get('/api/memory')).json().items;
    const attempt = await bob.delete(`/api/memory/${item.id}`);
    expect(attempt.statusCode).toBe(404);
    expect((await bob.delete('/api/memory')).json()).toEqual({ deleted: 0 });
    expect((await alice.get('/api/memory')).json().items).toHaveLength(
      (await t.database.db.select().from(memoryItems)).length,
    );
    expect((await new TestClient(t.app).get('/api/memory')).statusCode).toBe(401);
  });

  it('forgets a deleted plan: the next session no longer recalls it', async () => {
    const { items } = (await alice.get('/api/memory')).json();
    const plan = items.find((i: { kind: string }) => i.kind === 'plan');
    const res = await alice.delete(`/api/memory/${plan.id}`);
    expect(res.statusCode).toBe(200);
    expect((await alice.delete(`/api/memory/${plan.id}`)).statusCode).toBe(404);
    const line = await opening(alice);
    expect(line).not.toContain('brother');
    expect(line).toMatch(/welcome back|again/i);
  });

  it('deletes everything at once, and a returning person is still greeted as one', async () => {
    const res = await alice.delete('/api/memory');
    expect(res.statusCode).toBe(200);
    expect(res.json().deleted).toBeGreaterThan(0);
    expect((await alice.get('/api/memory')).json().items).toEqual([]);
    const line = await opening(alice);
    expect(line).not.toMatch(/grief|loss|brother/i);
    expect(line).toMatch(/welcome back|again/i);
  });

  it('refuses a malformed id with a 4xx', async () => {
    expect((await alice.delete(`/api/memory/${'x'.repeat(200)}`)).statusCode).toBe(400);
  });
});
