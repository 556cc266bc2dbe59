import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dbKinds, TestClient, type TestApp } from '../../test/harness.ts';
import { signUp } from '../auth/test-helpers.ts';
import { listCrisisEvents, recordCrisisEvent } from './repository.ts';

describe.each(dbKinds)('crisis logging on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  it.each([[{}], [{ interactionType: 'call_mum' }], [{ interactionType: 7 }]])(
    'answers bad input %j with a readable 400',
    async (body) => {
      const res = await new TestClient(t.app).post('/api/crisis/log', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/interactionType/);
    },
  );

  it('logs an anonymous visitor’s dialog interactions without any content', async () => {
    const client = new TestClient(t.app);
    for (const interactionType of ['modal_open', 'call_lifeline', 'call_emergency']) {
      const res = await client.post('/api/crisis/log', { interactionType });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true });
    }
    const ownerId = (await client.get('/api/anonymous/session')).json().sessionKey;
    const rows = await listCrisisEvents(t.database.db, ownerId);
    expect(rows.map((r) => [r.source, r.interactionType, r.tier])).toEqual([
      ['dialog', 'modal_open', null],
      ['dialog', 'call_lifeline', null],
      ['dialog', 'call_emergency', null],
    ]);
    expect(Object.keys(rows[0]!).sort()).toEqual(['createdAt', 'id', 'interactionType', 'ownerId', 'source', 'tier']);
    // Anything else the browser sends is dropped, never stored.
    await client.post('/api/crisis/log', { interactionType: 'modal_open', note: 'I want to end it' });
    const all = await listCrisisEvents(t.database.db, ownerId);
    expect(all).toHaveLength(4);
    expect(JSON.stringify(all)).not.toContain('end it');
  });

  it('logs under the signed-in user, and one user’s events are not another’s', async () => {
    const a = new TestClient(t.app);
    const b = new TestClient(t.app);
    const userA = (await signUp(a)).json();
    const userB = (await signUp(b)).json();
    await a.post('/api/crisis/log', { interactionType: 'call_beyondblue' });
    expect((await listCrisisEvents(t.database.db, userA.id)).map((r) => r.interactionType)).toEqual([
      'call_beyondblue',
    ]);
    expect(await listCrisisEvents(t.database.db, userB.id)).toEqual([]);
  });

  it('lets the safety layer record a detection with its tier', async () => {
    const { id } = await recordCrisisEvent(t.database.db, {
      ownerId: 'usr_safety',
      source: 'voice',
      interactionType: 'risk_detected',
      tier: 'immediate',
    });
    const [row] = await listCrisisEvents(t.database.db, 'usr_safety');
    expect(row).toMatchObject({ id, source: 'voice', interactionType: 'risk_detected', tier: 'immediate' });
  });
});
