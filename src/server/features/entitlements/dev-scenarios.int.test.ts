import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dbKinds, TestClient, type TestApp } from '../../test/harness.ts';
import { signUp } from '../auth/test-helpers.ts';

describe.each(dbKinds)('trial test scenarios with DEV_TOOLS=1 on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind, { DEV_TOOLS: '1' });
  });
  afterAll(() => t.close());

  it.each([
    [
      'new-user',
      { trialStatus: 'active', canStartSession: true, minutesUsed: 0, minutesRemaining: 60, daysRemaining: 5 },
    ],
    ['almost-expired', { trialStatus: 'active', canStartSession: true, minutesUsed: 0, daysRemaining: 1 }],
    [
      'daily-limit',
      { trialStatus: 'active', isTrialActive: true, canStartSession: false, minutesUsed: 60, minutesRemaining: 0 },
    ],
    ['trial-expired', { trialStatus: 'expired', isTrialActive: false, canStartSession: false, daysRemaining: 0 }],
  ])('%s sets the caller’s own trial state', async (scenario, expected) => {
    const client = new TestClient(t.app);
    const res = await client.get(`/api/voice-therapy/test/${scenario}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject(expected);
    expect((await client.get('/api/voice-therapy/status')).json()).toMatchObject(expected);
  });

  it('moves between scenarios and leaves everyone else alone', async () => {
    const me = new TestClient(t.app);
    const other = new TestClient(t.app);
    await signUp(me);
    await signUp(other);
    await other.post('/api/terms/accept', { trialType: 'voice' });
    await me.get('/api/voice-therapy/test/daily-limit');
    expect((await me.get('/api/voice-therapy/status')).json()).toMatchObject({ canStartSession: false });
    await me.get('/api/voice-therapy/test/new-user');
    expect((await me.get('/api/voice-therapy/status')).json()).toMatchObject({ canStartSession: true, minutesUsed: 0 });
    await me.get('/api/voice-therapy/test/trial-expired');
    expect((await other.get('/api/voice-therapy/status')).json()).toMatchObject({
      trialStatus: 'active',
      canStartSession: true,
      daysRemaining: 5,
    });
  });

  it('refuses a request another site triggered', async () => {
    const res = await new TestClient(t.app).get('/api/voice-therapy/test/trial-expired', {
      'sec-fetch-site': 'cross-site',
    });
    expect(res.statusCode).toBe(403);
  });

  it('answers an unknown scenario with a readable 400', async () => {
    const res = await new TestClient(t.app).get('/api/voice-therapy/test/free-forever');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/scenario/);
  });
});

describe.each(dbKinds)('trial test scenarios with DEV_TOOLS=0 on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind, { DEV_TOOLS: '0' });
  });
  afterAll(() => t.close());

  it('do not exist', async () => {
    const client = new TestClient(t.app);
    for (const scenario of ['new-user', 'almost-expired', 'daily-limit', 'trial-expired']) {
      const res = await client.get(`/api/voice-therapy/test/${scenario}`);
      expect(res.statusCode).toBe(404);
    }
    expect((await client.get('/api/voice-therapy/status')).json()).toMatchObject({ trialStatus: 'inactive' });
  });
});
