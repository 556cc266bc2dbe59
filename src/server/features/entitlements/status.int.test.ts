import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '../../db/schema/index.ts';
import { newId } from '../../platform/ids.ts';
import { buildTestApp, dbKinds, TestClient, type TestApp } from '../../test/harness.ts';
import { signUp } from '../auth/test-helpers.ts';

const DAY = 86_400_000;

async function addVerifiedSubscription(
  t: TestApp,
  ownerId: string,
  plan: 'voice' | 'video',
  providerSubscriptionId: string,
) {
  const now = Date.now();
  await t.database.db.insert(subscriptions).values({
    id: newId('sub'),
    ownerId,
    plan,
    provider: 'paypal',
    providerSubscriptionId,
    status: 'active',
    currentPeriodStart: new Date(now - DAY),
    currentPeriodEnd: new Date(now + 29 * DAY),
  });
}

describe.each(dbKinds)('entitlement status endpoints on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  it('a brand-new visitor reads the inactive status without being issued an anonymous key', async () => {
    const client = new TestClient(t.app);
    const voice = await client.get('/api/voice-therapy/status');
    expect(voice.statusCode).toBe(200);
    expect(voice.json()).toEqual({
      minutesUsed: 0,
      minutesRemaining: 60,
      daysRemaining: 5,
      isTrialActive: false,
      canStartSession: false,
      isSubscribed: false,
      trialStatus: 'inactive',
    });
    expect(voice.headers['set-cookie']).toBeUndefined();
    const sub = await client.get('/api/subscription/status');
    expect(sub.json()).toEqual({ isSubscribed: false, subscriptionId: null, plan: null });
    expect(sub.headers['set-cookie']).toBeUndefined();
  });

  it('accepting the voice terms starts an active trial for this visitor only', async () => {
    const a = new TestClient(t.app);
    const b = new TestClient(t.app);
    expect((await a.post('/api/terms/accept', { trialType: 'voice' })).statusCode).toBe(200);
    expect((await a.get('/api/voice-therapy/status')).json()).toMatchObject({
      isTrialActive: true,
      canStartSession: true,
      minutesUsed: 0,
      minutesRemaining: 60,
      daysRemaining: 5,
      trialStatus: 'active',
    });
    await b.get('/api/anonymous/session');
    expect((await b.get('/api/voice-therapy/status')).json()).toMatchObject({
      isTrialActive: false,
      trialStatus: 'inactive',
    });
  });

  it('a signed-in user sees their own status; another user does not share it', async () => {
    const a = new TestClient(t.app);
    const b = new TestClient(t.app);
    const userA = (await signUp(a)).json();
    await signUp(b);
    await a.post('/api/terms/accept', { trialType: 'voice' });
    expect((await a.get('/api/voice-therapy/status')).json()).toMatchObject({ isTrialActive: true });
    expect((await b.get('/api/voice-therapy/status')).json()).toMatchObject({
      isTrialActive: false,
      trialStatus: 'inactive',
    });
    expect(userA.id).toMatch(/^usr_/);
    expect((await a.get('/api/auth/user')).json()).toMatchObject({
      voiceTrialStatus: 'active',
      voiceMinutesUsed: 0,
      monthlyMinutesLimit: 90,
    });
    expect((await b.get('/api/auth/user')).json()).toMatchObject({
      voiceTrialStatus: 'inactive',
      subscriptionStatus: 'inactive',
    });
  });

  it('a trial started anonymously stays with the account the visitor creates, and is not restarted', async () => {
    const client = new TestClient(t.app);
    const accepted = (await client.post('/api/terms/accept', { trialType: 'voice' })).json();
    await signUp(client);
    expect((await client.get('/api/voice-therapy/status')).json()).toMatchObject({ trialStatus: 'active' });
    const again = (await client.post('/api/terms/accept', { trialType: 'voice' })).json();
    expect(again.trialStartedAt).toBe(accepted.trialStartedAt);
  });

  it('honours x-subscription-id only for a verified subscription bound to the caller', async () => {
    const owner = new TestClient(t.app);
    const other = new TestClient(t.app);
    const ownerUser = (await signUp(owner)).json();
    await signUp(other);
    await addVerifiedSubscription(t, ownerUser.id, 'voice', 'I-OWNERS-SUB');

    const mine = await owner.get('/api/subscription/status', { 'x-subscription-id': 'I-OWNERS-SUB' });
    expect(mine.json()).toEqual({ isSubscribed: true, subscriptionId: 'I-OWNERS-SUB', plan: 'voice' });
    expect((await owner.get('/api/voice-therapy/status')).json()).toMatchObject({
      isSubscribed: true,
      canStartSession: true,
      minutesRemaining: null,
    });

    // Someone else's real id, and a made-up one, unlock nothing.
    for (const id of ['I-OWNERS-SUB', 'I-MADE-UP']) {
      const spoofed = await other.get('/api/subscription/status', { 'x-subscription-id': id });
      expect(spoofed.json()).toEqual({ isSubscribed: false, subscriptionId: null, plan: null });
      const voice = await other.get('/api/voice-therapy/status', { 'x-subscription-id': id });
      expect(voice.json()).toMatchObject({ isSubscribed: false, canStartSession: false });
    }
    const anonymous = await new TestClient(t.app).get('/api/voice-therapy/status', {
      'x-subscription-id': 'I-OWNERS-SUB',
    });
    expect(anonymous.json()).toMatchObject({ isSubscribed: false });
  });

  it('answers an oversized subscription header with a readable 400', async () => {
    const res = await new TestClient(t.app).get('/api/subscription/status', { 'x-subscription-id': 'x'.repeat(500) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/x-subscription-id/);
  });
});
