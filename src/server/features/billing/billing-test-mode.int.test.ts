import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { billingPlans, subscriptions, usageSessions } from '../../db/schema/index.ts';
import { newId } from '../../platform/ids.ts';
import { videoMinutesLeft } from './video-minutes.ts';
import { buildApp } from '../../app.ts';
import { buildTestApp, dbKinds, testConfig, TestClient, type TestApp } from '../../test/harness.ts';
import { VIDEO_PLAN, VOICE_PLAN } from '../../../shared/plans.ts';
import { signUp } from '../auth/test-helpers.ts';

async function checkout(client: TestClient, plan: 'voice' | 'video' = 'voice') {
  const res = await client.post('/api/billing/test-checkout', { plan });
  expect(res.statusCode).toBe(200);
  const { subscriptionID } = res.json() as { subscriptionID: string };
  return subscriptionID;
}

describe.each(dbKinds)('billing in local test mode on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  it('the plans table holds the prices the pages show', async () => {
    const rows = await t.database.db.select().from(billingPlans);
    expect(rows.sort((a, b) => a.id.localeCompare(b.id))).toEqual([
      {
        id: 'video',
        name: VIDEO_PLAN.name,
        priceCents: VIDEO_PLAN.priceAud * 100,
        currency: 'AUD',
        videoMinutesPerPeriod: VIDEO_PLAN.minutesPerMonth,
      },
      {
        id: 'voice',
        name: VOICE_PLAN.name,
        priceCents: VOICE_PLAN.priceAud * 100,
        currency: 'AUD',
        videoMinutesPerPeriod: null,
      },
    ]);
  });

  it('a test checkout is verified and bound, unlocks unlimited voice, and the same id twice is fine', async () => {
    const a = new TestClient(t.app);
    await signUp(a);
    const id = await checkout(a);
    expect(id).toMatch(/^I-TEST[A-Z0-9]+$/);
    expect((await a.get('/api/voice-therapy/status')).json()).toMatchObject({ isSubscribed: false });
    for (let i = 0; i < 2; i++) {
      const res = await a.post('/api/paypal/subscription-success', { subscriptionID: id });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true, plan: 'voice' });
    }
    expect((await a.get('/api/subscription/status')).json()).toEqual({
      isSubscribed: true,
      subscriptionId: id,
      plan: 'voice',
    });
    expect((await a.get('/api/voice-therapy/status')).json()).toMatchObject({
      isSubscribed: true,
      canStartSession: true,
      minutesRemaining: null,
    });
    const billing = (await a.get('/api/billing')).json();
    expect(billing.provider).toBe('test-mode');
    expect(billing.plans).toHaveLength(1);
    expect(billing.plans[0]).toMatchObject({
      plan: 'voice',
      status: 'active',
      hasAccess: true,
      subscriptionId: id,
      priceCents: 3000,
      cancelledAt: null,
    });
    expect(billing.payments).toEqual([
      expect.objectContaining({ plan: 'voice', amountCents: 3000, currency: 'AUD', status: 'completed' }),
    ]);
  });

  it('another person cannot bind, read, use or cancel the subscription', async () => {
    const a = new TestClient(t.app);
    const b = new TestClient(t.app);
    await signUp(a);
    await signUp(b);
    const id = await checkout(a);
    const stolen = await b.post('/api/paypal/subscription-success', { subscriptionID: id });
    expect(stolen.statusCode).toBe(409);
    expect(stolen.json().message).toMatch(/already linked to another account/);
    expect((await a.post('/api/paypal/subscription-success', { subscriptionID: id })).statusCode).toBe(200);
    expect((await b.post('/api/paypal/subscription-success', { subscriptionID: id })).statusCode).toBe(409);
    expect((await b.get('/api/billing')).json()).toMatchObject({ plans: [], payments: [] });
    expect((await b.get('/api/voice-therapy/status', { 'x-subscription-id': id })).json()).toMatchObject({
      isSubscribed: false,
    });
    expect((await b.get('/api/subscription/status', { 'x-subscription-id': id })).json()).toEqual({
      isSubscribed: false,
      subscriptionId: null,
      plan: null,
    });
    expect((await b.post('/api/billing/cancel', { plan: 'voice' })).statusCode).toBe(404);
    expect((await a.get('/api/billing')).json().plans[0]).toMatchObject({ status: 'active' });
  });

  it('refuses unknown and malformed ids with a message, never a 5xx', async () => {
    const a = new TestClient(t.app);
    const unknown = await a.post('/api/paypal/subscription-success', { subscriptionID: 'I-TESTNOSUCHTHING' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toMatch(/could not find subscription/);
    expect(
      (await a.post('/api/paypal/subscription-success', { subscriptionID: "I-1'; drop table x" })).statusCode,
    ).toBe(400);
    expect((await a.post('/api/paypal/subscription-success', {})).statusCode).toBe(400);
    expect((await a.post('/api/billing/test-checkout', { plan: 'gold' })).statusCode).toBe(400);
    const wrongPlan = await a.post('/api/paypal/subscription-success', {
      subscriptionID: await checkout(a, 'video'),
      plan: 'voice',
    });
    expect(wrongPlan.statusCode).toBe(400);
    expect(wrongPlan.json().message).toBe('That subscription is for Video Therapy, not Voice Therapy.');
  });

  it('cancelling keeps access until the paid period ends, then the trial rules apply again', async () => {
    const a = new TestClient(t.app);
    await signUp(a);
    await a.get('/api/voice-therapy/test/trial-expired');
    const id = await checkout(a);
    await a.post('/api/paypal/subscription-success', { subscriptionID: id });
    const cancelled = await a.post('/api/billing/cancel', { plan: 'voice' });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().plan).toMatchObject({ status: 'cancelled', hasAccess: true, nextBillingAt: null });
    expect((await a.post('/api/billing/cancel', { plan: 'voice' })).statusCode).toBe(200);
    expect((await a.get('/api/voice-therapy/status')).json()).toMatchObject({
      isSubscribed: true,
      canStartSession: true,
    });
    // A cancelled subscription cannot be activated again.
    expect((await a.post('/api/paypal/subscription-success', { subscriptionID: id })).statusCode).toBe(409);
    await a.post('/api/billing/dev/end-period');
    expect((await a.get('/api/voice-therapy/status')).json()).toMatchObject({
      isSubscribed: false,
      canStartSession: false,
      trialStatus: 'expired',
    });
    expect((await a.get('/api/billing')).json().plans[0]).toMatchObject({ status: 'cancelled', hasAccess: false });
    expect((await a.post('/api/billing/cancel', { plan: 'voice' })).statusCode).toBe(404);
  });

  it('an anonymous subscriber keeps the plan in the account they create', async () => {
    const visitor = new TestClient(t.app);
    const id = await checkout(visitor);
    expect((await visitor.post('/api/paypal/subscription-success', { subscriptionID: id })).json()).toEqual({
      ok: true,
      plan: 'voice',
    });
    expect((await visitor.get('/api/voice-therapy/status')).json()).toMatchObject({ isSubscribed: true });
    await signUp(visitor);
    expect((await visitor.get('/api/subscription/status')).json()).toEqual({
      isSubscribed: true,
      subscriptionId: id,
      plan: 'voice',
    });
    expect((await visitor.get('/api/billing')).json().payments).toHaveLength(1);
    expect((await visitor.post('/api/billing/cancel', { plan: 'voice' })).statusCode).toBe(200);
  });

  it('the video plan carries 90 minutes for the period and does not make voice unlimited', async () => {
    const a = new TestClient(t.app);
    await signUp(a);
    const id = await checkout(a, 'video');
    expect((await a.post('/api/paypal/subscription-success', { subscriptionID: id })).json()).toEqual({
      ok: true,
      plan: 'video',
    });
    expect((await a.get('/api/billing')).json().plans[0]).toMatchObject({
      plan: 'video',
      videoMinutesLeft: 90,
      priceCents: 9500,
    });
    expect((await a.get('/api/voice-therapy/status')).json()).toMatchObject({ isSubscribed: false });
    expect((await a.get('/api/auth/user')).json()).toMatchObject({
      videoSubscriptionStatus: 'active',
      monthlyMinutesLimit: 90,
    });
  });

  it('refuses webhooks: nobody signs for the test mode', async () => {
    const a = new TestClient(t.app);
    await signUp(a);
    const id = await checkout(a);
    await a.post('/api/paypal/subscription-success', { subscriptionID: id });
    const event = { id: 'WH-1', event_type: 'BILLING.SUBSCRIPTION.CANCELLED', resource: { id } };
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/paypal/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(event),
    });
    expect(res.statusCode).toBe(400);
    expect((await a.get('/api/billing')).json().plans[0]).toMatchObject({ status: 'active' });
  });

  it('once PayPal is configured, plans bought in test mode stop unlocking anything', async () => {
    const a = new TestClient(t.app);
    await signUp(a);
    await a.post('/api/paypal/subscription-success', { subscriptionID: await checkout(a) });
    expect((await a.get('/api/voice-therapy/status')).json()).toMatchObject({ isSubscribed: true });
    const paypalEnv = {
      PAYPAL_CLIENT_ID: 'id',
      PAYPAL_CLIENT_SECRET: 's',
      PAYPAL_VOICE_PLAN_ID: 'P-1',
      PAYPAL_VIDEO_PLAN_ID: 'P-2',
      PAYPAL_WEBHOOK_ID: 'WH',
      PAYPAL_API_BASE: 'http://127.0.0.1:9',
    };
    const withPayPal = await buildApp({
      config: testConfig(paypalEnv),
      database: t.database,
      cipher: t.cipher,
      logger: false,
    });
    await withPayPal.ready();
    await withPayPal.close();
    expect((await a.get('/api/voice-therapy/status')).json()).toMatchObject({ isSubscribed: false });
    expect((await a.get('/api/billing')).json().plans[0]).toMatchObject({ status: 'expired', hasAccess: false });
  });

  it('video minutes come from the ledger for this billing period and start again at 90 the next period', async () => {
    const a = new TestClient(t.app);
    const user = (await signUp(a)).json() as { id: string };
    await a.post('/api/paypal/subscription-success', { subscriptionID: await checkout(a, 'video') });
    const { db } = t.database;
    const now = Date.now();
    // The period began yesterday; half an hour of video was used within it.
    await db
      .update(subscriptions)
      .set({ currentPeriodStart: new Date(now - 86_400_000) })
      .where(eq(subscriptions.ownerId, user.id));
    const start = new Date(now - 40 * 60_000);
    const end = new Date(now - 10 * 60_000);
    await db.insert(usageSessions).values({
      id: newId('use'),
      ownerId: user.id,
      kind: 'video',
      startedAt: start,
      lastSeenAt: end,
      endedAt: end,
      seconds: 30 * 60,
    });
    expect(await videoMinutesLeft(db, user.id)).toBe(60);
    expect((await a.get('/api/billing')).json().plans[0]).toMatchObject({ videoMinutesLeft: 60 });
    // The next paid month: last month's unused 60 minutes do not carry over.
    const nextStart = new Date(now - 60_000);
    await db
      .update(subscriptions)
      .set({ currentPeriodStart: nextStart, currentPeriodEnd: new Date(now + 30 * 86_400_000) })
      .where(eq(subscriptions.ownerId, user.id));
    expect(await videoMinutesLeft(db, user.id)).toBe(90);
    expect(await videoMinutesLeft(db, 'usr_nobody')).toBe(0);
  });
});
