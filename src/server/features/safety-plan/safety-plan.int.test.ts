import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, safetyPlans } from '../../db/schema/index.ts';
import { buildTestApp, dbKinds, TestClient, type TestApp } from '../../test/harness.ts';
import { SafetyPlanViewSchema, startingSafetyPlan, type SafetyPlan } from '../../../shared/safety-plan.ts';
import { newUser } from '../auth/test-helpers.ts';

const put = (client: TestClient, payload: unknown) =>
  client.request({ method: 'PUT', url: '/api/safety-plan', payload: payload as object });

const alicePlan: SafetyPlan = {
  ...startingSafetyPlan(),
  warningSigns: ['Not sleeping', 'Pulling away from friends'],
  copingStrategies: ['A walk by the river'],
  supportPeople: [{ name: 'Sam (sister)', phone: '0400 000 000' }],
  reasonsForLiving: ['My dog, Biscuit'],
};

describe.each(dbKinds)('safety plan on %s', (kind) => {
  let t: TestApp;
  let alice: Awaited<ReturnType<typeof newUser>>;
  let bob: Awaited<ReturnType<typeof newUser>>;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    alice = await newUser(t);
    bob = await newUser(t);
  });
  afterAll(() => t.close());

  it('starts with the Australian crisis lines filled in and nothing saved', async () => {
    const res = await alice.client.get('/api/safety-plan');
    expect(res.statusCode).toBe(200);
    const view = SafetyPlanViewSchema.parse(res.json());
    expect(view.updatedAt).toBeNull();
    expect(view.plan.professionals.map((p) => p.phone)).toEqual([
      '13 11 14',
      '1300 659 467',
      '1300 22 4636',
      '13 92 76',
      '000',
    ]);
    expect(view.plan.warningSigns).toEqual([]);
  });

  it('saves the plan sealed, reads it back audit-logged, and replaces it on the next save', async () => {
    const saved = await put(alice.client, alicePlan);
    expect(saved.statusCode).toBe(200);
    expect(SafetyPlanViewSchema.parse(saved.json()).plan).toEqual(alicePlan);
    const [row] = await t.database.db.select().from(safetyPlans).where(eq(safetyPlans.ownerId, alice.id));
    expect(row!.planEnc).toMatch(/^v2\./);
    expect(row!.planEnc).not.toContain('Biscuit');

    const read = SafetyPlanViewSchema.parse((await alice.client.get('/api/safety-plan')).json());
    expect(read.plan).toEqual(alicePlan);
    expect(read.updatedAt).not.toBeNull();

    const edited = { ...alicePlan, reasonsForLiving: ['My dog, Biscuit', 'Seeing my nephew grow up'] };
    expect((await put(alice.client, edited)).statusCode).toBe(200);
    expect((await alice.client.get('/api/safety-plan')).json().plan).toEqual(edited);
    const rows = await t.database.db.select().from(safetyPlans).where(eq(safetyPlans.ownerId, alice.id));
    expect(rows.map((r) => r.id)).toEqual([row!.id]);

    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resourceType, 'safety_plan'), eq(auditLog.ownerId, alice.id)));
    expect(audit.map((a) => [a.action, a.actorId])).toEqual([
      ['create', alice.id],
      ['read', alice.id],
      ['update', alice.id],
      ['read', alice.id],
    ]);
  });

  it("keeps one person's plan from another: Bob sees his own starting plan and his save leaves Alice's alone", async () => {
    const bobView = (await bob.client.get('/api/safety-plan')).json();
    expect(bobView.updatedAt).toBeNull();
    expect(JSON.stringify(bobView)).not.toContain('Biscuit');
    expect((await put(bob.client, { ...startingSafetyPlan(), warningSigns: ['Bob'] })).statusCode).toBe(200);
    expect((await alice.client.get('/api/safety-plan')).json().plan.warningSigns).toEqual(alicePlan.warningSigns);
    expect((await bob.client.get('/api/safety-plan')).json().plan.warningSigns).toEqual(['Bob']);
  });

  it.each([
    [{ ...alicePlan, warningSigns: [''] }, /Remove empty lines/],
    [{ ...alicePlan, warningSigns: ['x'.repeat(301)] }, /under 300 characters/],
    [{ ...alicePlan, warningSigns: Array.from({ length: 21 }, () => 'a') }, /up to 20 lines/],
    [{ ...alicePlan, supportPeople: [{ name: 'Sam', phone: 'call me' }] }, /digits, spaces/],
    [{ ...alicePlan, supportPeople: [{ name: '', phone: '1' }] }, /Give each contact a name/],
    [{ ...alicePlan, warningSigns: ['a\u0000b'] }, /control characters/],
    [{ ...alicePlan, extra: 'x' }, /extra|Unrecognized|unrecognized/],
    [{ warningSigns: [] }, /copingStrategies/],
  ])('answers a bad plan with a 400 a person can act on (%#)', async (body, message) => {
    const res = await put(alice.client, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
  });

  it('answers 401 to anyone not signed in, and after signing out', async () => {
    const stranger = new TestClient(t.app);
    expect((await stranger.get('/api/safety-plan')).statusCode).toBe(401);
    expect((await put(stranger, alicePlan)).statusCode).toBe(401);
    await stranger.post('/api/terms/accept', { trialType: 'voice' });
    expect((await put(stranger, alicePlan)).statusCode).toBe(401);
    const leaving = await newUser(t);
    await leaving.client.get('/api/logout');
    expect((await leaving.client.get('/api/safety-plan')).statusCode).toBe(401);
  });
});
