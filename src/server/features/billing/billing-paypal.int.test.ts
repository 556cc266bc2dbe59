import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dbKinds, TestClient, type TestApp } from '../../test/harness.ts';
import { signUp } from '../auth/test-helpers.ts';
import { FAKE_CLIENT, startFakePayPal, type FakePayPal } from './testing/fake-paypal.ts';

// PayPal's REST API is played by a loopback fake speaking its wire format (testing/fake-paypal.ts).
describe.each(dbKinds)('billing with PayPal on %s', (kind) => {
  let t: TestApp;
  let paypal: FakePayPal;
  let webhookCount = 0;
  beforeAll(async () => {
    paypal = await startFakePayPal();
    t = await buildTestApp(kind, { ...paypal.env, PAYPAL_TIMEOUT_MS: '300' });
  });
  afterAll(async () => {
    await t.close();
    await paypal.close();
  });

  const sendWebhook = (event: object, options: { forge?: boolean } = {}) => {
    const body = JSON.stringify(event);
    return t.app.inject({
      method: 'POST',
      url: '/api/paypal/webhook',
      headers: paypal.signEvent(body, options),
      payload: body,
    });
  };
  const event = (eventType: string, resource: object) => ({
    id: `WH-${kind}-${++webhookCount}`,
    event_type: eventType,
    create_time: new Date().toISOString(),
    resource,
  });

  async function subscriber() {
    const client = new TestClient(t.app);
    await signUp(client);
    const sub = paypal.addSubscription();
    expect((await client.post('/api/paypal/subscription-success', { subscriptionID: sub.id })).json()).toEqual({
      ok: true,
      plan: 'voice',
    });
    return { client, sub };
  }

  it('exposes the client id and plan ids to the browser, never the secret, and has no test checkout', async () => {
    const config = (await t.app.inject({ method: 'GET', url: '/api/config' })).json();
    expect(config.features.payments).toBe('paypal');
    expect(config.paypal).toEqual({
      clientId: FAKE_CLIENT.id,
      voicePlanId: FAKE_CLIENT.voicePlan,
      videoPlanId: FAKE_CLIENT.videoPlan,
    });
    expect(JSON.stringify(config)).not.toContain(FAKE_CLIENT.secret);
    expect((await new TestClient(t.app).post('/api/billing/test-checkout', { plan: 'voice' })).statusCode).toBe(404);
  });

  it('verifies with PayPal and binds; the same id twice is fine and the token is fetched once', async () => {
    const before = paypal.state.tokenRequests;
    const { client, sub } = await subscriber();
    expect((await client.post('/api/paypal/subscription-success', { subscriptionID: sub.id })).statusCode).toBe(200);
    expect(paypal.state.tokenRequests - before).toBeLessThanOrEqual(1);
    expect((await client.get('/api/voice-therapy/status', { 'x-subscription-id': sub.id })).json()).toMatchObject({
      isSubscribed: true,
      minutesRemaining: null,
    });
    const plan = (await client.get('/api/billing')).json().plans[0];
    expect(plan).toMatchObject({
      plan: 'voice',
      status: 'active',
      hasAccess: true,
      subscriptionId: sub.id,
      nextBillingAt: sub.billing_info!.next_billing_time,
    });
  });

  it('a token PayPal revoked early is fetched again once, and the call goes through', async () => {
    const client = new TestClient(t.app);
    const sub = paypal.addSubscription();
    paypal.revokeTokens();
    const before = paypal.state.tokenRequests;
    expect((await client.post('/api/paypal/subscription-success', { subscriptionID: sub.id })).statusCode).toBe(200);
    expect(paypal.state.tokenRequests - before).toBe(1);
  });

  it('refuses what PayPal does not vouch for, each with a message a person can act on', async () => {
    const client = new TestClient(t.app);
    const cases: [string, number, RegExp][] = [
      ['I-NOSUCHSUBSCRIPTION', 404, /could not find subscription/],
      [paypal.addSubscription({ plan_id: 'P-SOMEONE-ELSES-PLAN' }).id, 400, /plan we do not sell/],
      [paypal.addSubscription({ status: 'APPROVAL_PENDING' }).id, 409, /approval pending at PayPal/],
      [paypal.addSubscription({ status: 'CANCELLED' }).id, 409, /cancelled at PayPal/],
    ];
    for (const [id, status, message] of cases) {
      const res = await client.post('/api/paypal/subscription-success', { subscriptionID: id });
      expect(res.statusCode, id).toBe(status);
      expect(res.json().message).toMatch(message);
    }
    expect((await client.get('/api/subscription/status')).json()).toMatchObject({ isSubscribed: false });
    const approved = paypal.addSubscription({ status: 'APPROVED', plan_id: FAKE_CLIENT.videoPlan });
    expect((await client.post('/api/paypal/subscription-success', { subscriptionID: approved.id })).json()).toEqual({
      ok: true,
      plan: 'video',
    });
  });

  it('user B cannot bind, read or cancel user A’s subscription', async () => {
    const { client: a, sub } = await subscriber();
    const b = new TestClient(t.app);
    await signUp(b);
    const res = await b.post('/api/paypal/subscription-success', { subscriptionID: sub.id });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/already linked to another account/);
    expect((await b.get('/api/billing')).json()).toMatchObject({ plans: [], payments: [] });
    expect((await b.get('/api/voice-therapy/status', { 'x-subscription-id': sub.id })).json()).toMatchObject({
      isSubscribed: false,
    });
    const cancels = paypal.state.cancelRequests;
    expect((await b.post('/api/billing/cancel', { plan: 'voice' })).statusCode).toBe(404);
    expect(paypal.state.cancelRequests).toBe(cancels);
    expect(paypal.subscriptions.get(sub.id)!.status).toBe('ACTIVE');
    expect((await a.get('/api/subscription/status')).json()).toMatchObject({ isSubscribed: true });
  });

  it('cancel stops renewal at PayPal and keeps access until the paid period ends', async () => {
    const { client, sub } = await subscriber();
    const paidUntil = sub.billing_info!.next_billing_time;
    const res = await client.post('/api/billing/cancel', { plan: 'voice' });
    expect(res.statusCode).toBe(200);
    expect(res.json().plan).toMatchObject({
      status: 'cancelled',
      hasAccess: true,
      nextBillingAt: null,
      currentPeriodEnd: paidUntil,
    });
    expect(paypal.subscriptions.get(sub.id)!.status).toBe('CANCELLED');
    expect((await client.get('/api/voice-therapy/status')).json()).toMatchObject({ isSubscribed: true });
    // PayPal's own CANCELLED event afterwards changes nothing more.
    expect((await sendWebhook(event('BILLING.SUBSCRIPTION.CANCELLED', { id: sub.id }))).json()).toEqual({
      ok: true,
      applied: true,
    });
    expect((await client.get('/api/billing')).json().plans[0]).toMatchObject({ status: 'cancelled', hasAccess: true });
  });

  it('a forged webhook changes nothing; a genuine one applies once and its replay is a no-op', async () => {
    const { client, sub } = await subscriber();
    paypal.subscriptions.get(sub.id)!.status = 'SUSPENDED';
    const suspended = event('BILLING.SUBSCRIPTION.SUSPENDED', { id: sub.id, status: 'SUSPENDED' });
    const forged = await sendWebhook(suspended, { forge: true });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toMatch(/could not be verified/);
    expect((await client.get('/api/voice-therapy/status')).json()).toMatchObject({ isSubscribed: true });
    // Signed for one body, sent with another: also refused.
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/api/paypal/webhook',
      headers: paypal.signEvent('{}'),
      payload: JSON.stringify(suspended),
    });
    expect(tampered.statusCode).toBe(400);

    expect((await sendWebhook(suspended)).json()).toEqual({ ok: true, applied: true });
    expect((await client.get('/api/voice-therapy/status')).json()).toMatchObject({ isSubscribed: false });
    paypal.subscriptions.get(sub.id)!.status = 'ACTIVE';
    expect((await sendWebhook(suspended)).json()).toEqual({ ok: true, applied: false });
    expect((await client.get('/api/voice-therapy/status')).json()).toMatchObject({ isSubscribed: false });
    expect((await sendWebhook(event('BILLING.SUBSCRIPTION.ACTIVATED', { id: sub.id }))).json()).toEqual({
      ok: true,
      applied: true,
    });
    expect((await client.get('/api/voice-therapy/status')).json()).toMatchObject({ isSubscribed: true });
  });

  it('records payments, refunds and reversals; a reversal ends the paid period', async () => {
    const { client, sub } = await subscriber();
    const sale = {
      id: `SALE-${kind}-1`,
      state: 'completed',
      amount: { total: '30.00', currency: 'AUD' },
      billing_agreement_id: sub.id,
      create_time: new Date().toISOString(),
    };
    expect((await sendWebhook(event('PAYMENT.SALE.COMPLETED', sale))).json()).toEqual({ ok: true, applied: true });
    expect((await client.get('/api/billing')).json().payments).toEqual([
      expect.objectContaining({ id: sale.id, amountCents: 3000, currency: 'AUD', status: 'completed' }),
    ]);
    await sendWebhook(
      event('PAYMENT.SALE.REFUNDED', { id: 'REFUND-1', sale_id: sale.id, amount: { total: '30.00', currency: 'AUD' } }),
    );
    expect((await client.get('/api/billing')).json().payments[0]).toMatchObject({ id: sale.id, status: 'refunded' });
    await sendWebhook(event('PAYMENT.SALE.REVERSED', { ...sale, state: 'reversed' }));
    expect((await client.get('/api/billing')).json().payments[0]).toMatchObject({ status: 'reversed' });
    expect((await client.get('/api/voice-therapy/status')).json()).toMatchObject({ isSubscribed: false });
  });

  it('an event for a subscription nobody has bound is stored and ignored; a bad body is a 400', async () => {
    const stray = paypal.addSubscription();
    const withCharset = event('BILLING.SUBSCRIPTION.UPDATED', { id: stray.id });
    const body = JSON.stringify(withCharset);
    const charset = await t.app.inject({
      method: 'POST',
      url: '/api/paypal/webhook',
      headers: { ...paypal.signEvent(body), 'content-type': 'application/json; charset=utf-8' },
      payload: body,
    });
    expect(charset.json()).toEqual({ ok: true, applied: false });
    expect((await sendWebhook(event('BILLING.SUBSCRIPTION.ACTIVATED', { id: stray.id }))).json()).toEqual({
      ok: true,
      applied: false,
    });
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/paypal/webhook',
      headers: paypal.signEvent('nope'),
      payload: 'nope',
    });
    expect(notJson.statusCode).toBe(400);
    const notEvent = await sendWebhook({ hello: 'world' });
    expect(notEvent.statusCode).toBe(400);
  });

  it('PayPal failing or answering too slowly is a 503 that binds nothing', async () => {
    const client = new TestClient(t.app);
    const sub = paypal.addSubscription();
    paypal.state.failNext = 1;
    const failed = await client.post('/api/paypal/subscription-success', { subscriptionID: sub.id });
    expect(failed.statusCode).toBe(503);
    expect(failed.json().message).toMatch(/PayPal could not be reached/);
    paypal.state.delayMs = 2000;
    try {
      expect((await client.post('/api/paypal/subscription-success', { subscriptionID: sub.id })).statusCode).toBe(503);
    } finally {
      paypal.state.delayMs = 0;
    }
    expect((await client.get('/api/subscription/status')).json()).toMatchObject({ isSubscribed: false });
    expect((await client.post('/api/paypal/subscription-success', { subscriptionID: sub.id })).statusCode).toBe(200);
  });
});
