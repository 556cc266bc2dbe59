import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TERMS_VERSION } from '../../../shared/plans.ts';
import { buildTestApp, dbKinds, TestClient, type TestApp } from '../../test/harness.ts';
import { signUp } from '../auth/test-helpers.ts';
import { findTrial } from '../entitlements/repository.ts';
import { listAcceptances } from './repository.ts';

describe.each(dbKinds)('POST /api/terms/accept on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  const anonymousId = async (client: TestClient) =>
    (await client.get('/api/anonymous/session')).json().sessionKey as string;

  it.each([
    [{}, /trialType/],
    [{ trialType: 'forever' }, /trialType/],
    [{ trialType: 'voice', sessionKey: 42 }, /sessionKey/],
  ])('answers bad input %j with a readable 400', async (body, message) => {
    const res = await new TestClient(t.app).post('/api/terms/accept', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
  });

  it('records an anonymous visitor’s acceptance, issues the cookie and starts the trial once', async () => {
    const client = new TestClient(t.app);
    const first = await client.post('/api/terms/accept', { trialType: 'voice' });
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({ ok: true, trialType: 'voice', termsVersion: TERMS_VERSION });
    expect(Date.parse(body.trialEndsAt) - Date.parse(body.trialStartedAt)).toBe(5 * 86_400_000);
    const ownerId = await anonymousId(client);
    expect(ownerId).toMatch(/^anon_/);

    const again = (await client.post('/api/terms/accept', { trialType: 'voice' })).json();
    expect(again.trialStartedAt).toBe(body.trialStartedAt);
    const rows = await listAcceptances(t.database.db, ownerId);
    expect(rows.map((r) => [r.trialType, r.termsVersion])).toEqual([
      ['voice', TERMS_VERSION],
      ['voice', TERMS_VERSION],
    ]);
  });

  it('keeps the body’s sessionKey only when it is the caller’s own anonymous id', async () => {
    const mine = new TestClient(t.app);
    const someoneElse = new TestClient(t.app);
    const myId = await anonymousId(mine);
    const theirId = await anonymousId(someoneElse);
    expect((await mine.post('/api/terms/accept', { trialType: 'subscription', sessionKey: myId })).statusCode).toBe(
      200,
    );
    expect((await mine.post('/api/terms/accept', { trialType: 'subscription', sessionKey: theirId })).statusCode).toBe(
      200,
    );
    expect((await mine.post('/api/terms/accept', { trialType: 'subscription', sessionKey: null })).statusCode).toBe(
      200,
    );
    const rows = await listAcceptances(t.database.db, myId);
    expect(rows.map((r) => r.sessionKey)).toEqual([myId, null, null]);
    // Naming another visitor's key neither records nor starts anything for them.
    expect(await listAcceptances(t.database.db, theirId)).toEqual([]);
  });

  it('does not start the voice trial for other trial types', async () => {
    const client = new TestClient(t.app);
    const res = (await client.post('/api/terms/accept', { trialType: 'video' })).json();
    expect(res.trialStartedAt).toBeUndefined();
    expect(await findTrial(t.database.db, await anonymousId(client))).toBeNull();
  });

  it('records a signed-in user as the owner, separately from other users', async () => {
    const a = new TestClient(t.app);
    const b = new TestClient(t.app);
    const userA = (await signUp(a)).json();
    const userB = (await signUp(b)).json();
    await a.post('/api/terms/accept', { trialType: 'voice' });
    expect(await listAcceptances(t.database.db, userA.id)).toHaveLength(1);
    expect(await listAcceptances(t.database.db, userB.id)).toHaveLength(0);
    expect(await findTrial(t.database.db, userB.id)).toBeNull();
  });
});
