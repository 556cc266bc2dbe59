import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../platform/auth/cookies.ts';
import { buildTestApp, dbKinds, TestClient, type TestApp } from '../../test/harness.ts';
import { setCookieFor, signUp } from './test-helpers.ts';

describe.each(dbKinds)('GET /api/logout on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  async function signedIn() {
    const client = new TestClient(t.app);
    expect((await signUp(client)).statusCode).toBe(201);
    return client;
  }

  it.each(['cross-site', 'same-site'])(
    'sends a navigation from another site (%s) home, still signed in',
    async (site) => {
      const client = await signedIn();
      const res = await client.get('/api/logout', { 'sec-fetch-site': site, 'sec-fetch-mode': 'navigate' });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/');
      expect(setCookieFor(res, SESSION_COOKIE)).toBeUndefined();
      expect((await client.get('/api/auth/user')).statusCode).toBe(200);
    },
  );

  it.each([
    ['the page frame’s Logout button', { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'navigate' }],
    ['the address bar', { 'sec-fetch-site': 'none', 'sec-fetch-mode': 'navigate' }],
    ['a browser without Fetch Metadata', {}],
  ])('signs out a navigation from %s', async (_from, headers) => {
    const client = await signedIn();
    const res = await client.get('/api/logout', headers);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(client.cookie(SESSION_COOKIE)).toBeUndefined();
    expect((await client.get('/api/auth/user')).statusCode).toBe(401);
  });
});
