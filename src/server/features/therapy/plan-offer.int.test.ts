import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dbKinds, TestClient, type TestApp } from '../../test/harness.ts';
import { signUp } from '../auth/test-helpers.ts';

describe.each(dbKinds)('the safety plan offered in a chat reply on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  async function session(body: object = {}) {
    const client = new TestClient(t.app);
    expect((await signUp(client)).statusCode).toBeLessThan(300);
    expect((await client.post('/api/terms/accept', { trialType: 'voice' })).statusCode).toBe(200);
    const sessionId = (await client.post('/api/sessions', body)).json().id as string;
    return async (message: string) => {
      const res = await client.post('/api/chat', { sessionId, message });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { response: string; safety: { tier: string; offerSafetyPlan?: boolean } };
    };
  }

  it('after a credible no to the check question, once, with the lines kept', async () => {
    const say = await session();
    await say('work has been so full on');
    const check = await say('some nights I just wish I could disappear for a while');
    expect(check.safety.tier).toBe('check');
    expect(check.safety.offerSafetyPlan).toBeUndefined();
    expect(check.response).not.toContain('safety plan');

    const no = await say("no, nothing like that, i'm just exhausted");
    expect(no.safety).toMatchObject({ tier: 'elevated', offerSafetyPlan: true });
    expect(no.response).toContain('13 11 14');
    expect(no.response.indexOf('safety plan on the screen')).toBeGreaterThan(no.response.indexOf('13 11 14'));

    const later = await say('i want to die');
    expect(later.safety.tier).toBe('high');
    expect(later.safety.offerSafetyPlan).toBeUndefined();
    expect(later.response).toContain('13 11 14');
    expect(later.response).not.toContain('safety plan');
  });

  it('on a crisis turn, after the lines; never in an incognito session', async () => {
    const say = await session();
    const high = await say('i want to die');
    expect(high.safety).toMatchObject({ tier: 'high', offerSafetyPlan: true });
    expect(high.response.indexOf('safety plan')).toBeGreaterThan(high.response.indexOf('13 11 14'));

    const incognito = await session({ incognito: true });
    const hidden = await incognito('i want to die');
    expect(hidden.safety.tier).toBe('high');
    expect(hidden.safety.offerSafetyPlan).toBeUndefined();
    expect(hidden.response).toContain('13 11 14');
    expect(hidden.response).not.toContain('safety plan');
  });
});
