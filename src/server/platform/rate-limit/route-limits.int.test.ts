import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../features/auth/test-helpers.ts';
import { listen, SocketClient } from '../../features/voice/testing/socket-client.ts';
import { buildTestApp, dbKinds, limitStoreEnv, limitStores, TestClient, type TestApp } from '../../test/harness.ts';
import { PUSH_TO_TALK_PATH, REALTIME_CALL_PATH } from '../../../shared/voice.ts';

const cases = dbKinds.flatMap((kind) => limitStores.map((store) => [kind, store] as const));

/** A new browser (no cookies) at `remoteAddress`. */
const fresh = (t: TestApp, remoteAddress: string) => ({
  get: (url: string) => new TestClient(t.app).request({ method: 'GET', url, remoteAddress }),
  post: (url: string, payload: object) =>
    new TestClient(t.app).request({ method: 'POST', url, payload, remoteAddress }),
});

describe.each(cases)('per-route limits and budgets on %s, counting in %s', (kind, store) => {
  let t: TestApp;
  let env: Record<string, string>;
  beforeAll(async () => {
    env = limitStoreEnv(store);
    t = await buildTestApp(kind, env);
  });
  afterAll(() => t.close());

  it('answers the request over a route limit with 429, a clear message and Retry-After', async () => {
    const from = fresh(t, '203.0.113.20');
    for (let i = 0; i < 60; i++) expect((await from.get('/api/anonymous/session')).statusCode).toBe(200);
    const refused = await from.get('/api/anonymous/session');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: 'Too many visitor keys requested from this network. Please wait 1 minute and try again.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Another address is counted on its own.
    expect((await fresh(t, '203.0.113.21').get('/api/anonymous/session')).statusCode).toBe(200);
    if (store === 'redis') {
      const redis = new Redis(process.env.TEST_REDIS_URL!);
      expect((await redis.keys(`${env.REDIS_KEY_PREFIX}route:*`)).length).toBeGreaterThan(0);
      await redis.quit();
    }
  });

  it('limits new anonymous visitors per address across every route that creates one', async () => {
    const from = fresh(t, '203.0.113.30');
    for (let i = 0; i < 60; i++) expect((await from.get('/api/anonymous/session')).statusCode).toBe(200);
    for (let i = 0; i < 60; i++)
      expect((await from.post('/api/crisis/log', { interactionType: 'modal_open' })).statusCode).toBe(200);
    const refused = await from.post('/api/terms/accept', { trialType: 'video' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      'Too many new visitors from this network. Please wait 60 minutes and try again.',
    );
  });

  it('limits fresh voice trials per address per day, not a returning visitor', async () => {
    const visitors = Array.from({ length: 21 }, () => new TestClient(t.app));
    const accept = (client: TestClient, remoteAddress = '203.0.113.40') =>
      client.request({ method: 'POST', url: '/api/terms/accept', payload: { trialType: 'voice' }, remoteAddress });
    for (const visitor of visitors.slice(0, 20)) expect((await accept(visitor)).statusCode).toBe(200);
    const refused = await accept(visitors[20]!);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      'Too many free trials started from this network today. Please wait 24 hours and try again.',
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    // Someone whose trial already runs may accept again; a person elsewhere starts theirs.
    expect((await accept(visitors[0]!)).statusCode).toBe(200);
    expect((await accept(visitors[20]!, '198.51.100.40')).statusCode).toBe(200);
  });

  it('limits chat turns per person', async () => {
    const person = new TestClient(t.app);
    await signUp(person);
    expect((await person.post('/api/terms/accept', { trialType: 'voice' })).statusCode).toBe(200);
    const { id: sessionId } = (await person.post('/api/sessions', {})).json();
    for (let i = 0; i < 30; i++)
      expect(
        (await person.post('/api/chat', { sessionId, message: `Turn ${i}: work has been a lot.` })).statusCode,
      ).toBe(200);
    const refused = await person.post('/api/chat', { sessionId, message: 'One more.' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Too many messages in a short time. Please wait 1 minute and try again.');
    // Someone else at the same address talks on.
    const other = new TestClient(t.app);
    await signUp(other);
    await other.post('/api/terms/accept', { trialType: 'voice' });
    const otherSession = (await other.post('/api/sessions', {})).json().id;
    expect((await other.post('/api/chat', { sessionId: otherSession, message: 'Hello.' })).statusCode).toBe(200);
  });

  it('limits voice socket opens per person, refusing the upgrade with 429', async () => {
    const base = await listen(t);
    const person = new TestClient(t.app);
    await signUp(person);
    for (const path of [REALTIME_CALL_PATH, PUSH_TO_TALK_PATH]) {
      for (let i = 0; i < 30; i++) {
        const socket = await SocketClient.open(base, `${path}?session=nothing_here`, person);
        expect((await socket.closed).code).toBe(4404);
      }
      await expect(SocketClient.open(base, `${path}?session=nothing_here`, person)).rejects.toThrow(/429/);
    }
  });
});

describe.each(dbKinds)('RATE_LIMITS=off on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind, { RATE_LIMITS: 'off' });
  });
  afterAll(() => t.close());

  it('turns the per-route limits and budgets off', async () => {
    const from = fresh(t, '203.0.113.50');
    for (let i = 0; i < 130; i++) expect((await from.get('/api/anonymous/session')).statusCode).toBe(200);
    for (let i = 0; i < 25; i++)
      expect((await from.post('/api/terms/accept', { trialType: 'voice' })).statusCode).toBe(200);
  });
});
