import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, checkIns, crisisEvents } from '../../db/schema/index.ts';
import { buildTestApp, dbKinds, TestClient, type TestApp } from '../../test/harness.ts';
import { CheckInResultSchema, CheckInSchema } from '../../../shared/check-ins.ts';
import { newUser } from '../auth/test-helpers.ts';

const gad7 = [1, 2, 1, 0, 0, 3, 2]; // 9: mild
const phq9Item9 = [0, 0, 0, 0, 0, 0, 0, 0, 2]; // 2: minimal, but thoughts of self-harm
const k10VeryHigh = [3, 3, 3, 3, 3, 3, 3, 3, 3, 5]; // 32

describe.each(dbKinds)('check-ins on %s', (kind) => {
  let t: TestApp;
  let alice: Awaited<ReturnType<typeof newUser>>;
  let bob: Awaited<ReturnType<typeof newUser>>;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    alice = await newUser(t);
    bob = await newUser(t);
  });
  afterAll(() => t.close());

  it('scores a GAD-7, stores the answers sealed and lists it back, audit-logged', async () => {
    const res = await alice.client.post('/api/check-ins', { instrument: 'gad7', answers: gad7 });
    expect(res.statusCode).toBe(201);
    const result = CheckInResultSchema.parse(res.json());
    expect(result).toMatchObject({ instrument: 'gad7', score: 9, band: 'mild' });
    expect(res.json()).not.toHaveProperty('safety');
    expect(res.json()).not.toHaveProperty('answers');

    const [row] = await t.database.db.select().from(checkIns).where(eq(checkIns.id, result.id));
    expect(row!.ownerId).toBe(alice.id);
    expect(row!.resultEnc).toMatch(/^v2\./);
    expect(row!.resultEnc).not.toContain('mild');

    const list = await alice.client.get('/api/check-ins');
    expect(list.statusCode).toBe(200);
    const [only] = list.json().map((c: unknown) => CheckInSchema.parse(c));
    expect(only).toEqual({ ...result, answers: gad7 });
    const reads = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resourceId, result.id), eq(auditLog.action, 'read')));
    expect(reads).toEqual([
      expect.objectContaining({ actorId: alice.id, ownerId: alice.id, resourceType: 'check_in' }),
    ]);
  });

  it('answers thoughts of self-harm with the crisis lines and a crisis event that holds no answers', async () => {
    const res = await alice.client.post('/api/check-ins', { instrument: 'phq9', answers: phq9Item9 });
    expect(res.statusCode).toBe(201);
    const body = CheckInResultSchema.parse(res.json());
    expect(body).toMatchObject({ score: 2, band: 'minimal', safety: { tier: 'high' } });
    expect(body.safety!.resources.map((r) => r.phone)).toEqual(['13 11 14', '1300 659 467', '1300 22 4636', '000']);
    const events = await t.database.db.select().from(crisisEvents).where(eq(crisisEvents.ownerId, alice.id));
    expect(events.map(({ source, interactionType, tier }) => ({ source, interactionType, tier }))).toEqual([
      { source: 'check_in', interactionType: 'risk_detected', tier: 'high' },
    ]);
  });

  it('offers support lines for a very high K10', async () => {
    const res = await bob.client.post('/api/check-ins', { instrument: 'k10', answers: k10VeryHigh });
    expect(res.json()).toMatchObject({ score: 32, band: 'very_high', safety: { tier: 'elevated' } });
    const events = await t.database.db.select().from(crisisEvents).where(eq(crisisEvents.ownerId, bob.id));
    expect(events.map((e) => e.tier)).toEqual(['elevated']);
  });

  it('lists newest first, and each person sees only their own', async () => {
    const mine = (await alice.client.get('/api/check-ins')).json();
    expect(mine.map((c: { instrument: string }) => c.instrument)).toEqual(['phq9', 'gad7']);
    const theirs = (await bob.client.get('/api/check-ins')).json();
    expect(theirs.map((c: { instrument: string }) => c.instrument)).toEqual(['k10']);
    expect(JSON.stringify(theirs)).not.toContain(mine[0].id);
  });

  it.each([
    [{ instrument: 'gad7', answers: [0, 0, 0] }, /answers: The GAD-7 has 7 questions: send 7 answers \(got 3\)/],
    [{ instrument: 'k10', answers: [1, 1, 1, 1, 1, 1, 1, 1, 1, 6] }, /Answer 10 of the K10 must be from 1 to 5/],
    [{ instrument: 'phq9', answers: [0, 0, 0, 0, 0, 0, 0, 0, -1] }, /Answer 9 of the PHQ-9 must be from 0 to 3/],
    [{ instrument: 'gad7', answers: [0, 0, 0, 0, 0, 0, 1.5] }, /whole number/],
    [{ instrument: 'mood', answers: [] }, /instrument must be one of 'k10', 'phq9', 'gad7'/],
    [{ instrument: 'gad7' }, /answers/],
    [{ instrument: 'gad7', answers: 'all fine' }, /answers must be a list/],
  ])('answers %j with a 400 a person can act on', async (body, message) => {
    const res = await alice.client.post('/api/check-ins', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
  });

  it('answers 401 to a visitor who is not signed in, and to someone who signed out', async () => {
    const stranger = new TestClient(t.app);
    expect((await stranger.get('/api/check-ins')).statusCode).toBe(401);
    const post = await stranger.post('/api/check-ins', { instrument: 'gad7', answers: gad7 });
    expect(post.statusCode).toBe(401);
    expect(post.json().message).toMatch(/sign in/i);
    // An anonymous trial visitor has an owner id but no account: check-ins are kept for accounts.
    await stranger.post('/api/terms/accept', { trialType: 'voice' });
    expect((await stranger.get('/api/check-ins')).statusCode).toBe(401);

    const leaving = await newUser(t);
    await leaving.client.post('/api/check-ins', { instrument: 'gad7', answers: gad7 });
    await leaving.client.get('/api/logout');
    expect((await leaving.client.get('/api/check-ins')).statusCode).toBe(401);
  });
});
