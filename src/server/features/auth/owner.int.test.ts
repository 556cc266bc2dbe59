import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installErrorHandling } from '../../platform/http.ts';
import { installAuth, requireUser, resolveOwner } from '../../platform/auth/index.ts';
import { ANONYMOUS_COOKIE, SESSION_COOKIE } from '../../platform/auth/cookies.ts';
import { createSession } from '../../platform/auth/sessions.ts';
import { createTestDatabase, dbKinds, testConfig, TestClient } from '../../test/harness.ts';
import type { Database } from '../../db/index.ts';
import { openRateLimits } from '../../platform/rate-limit/index.ts';
import { insertUser } from './users-repo.ts';

// The contract other features code against: resolveOwner and requireUser on a bare app.
describe.each(dbKinds)('resolveOwner and requireUser on %s', (kind) => {
  let database: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const config = testConfig();
    app = Fastify();
    const deps = { config, database, limits: await openRateLimits(config, app.log) };
    installErrorHandling(app, { spaIndex: false });
    await app.register(cookie);
    await installAuth(app, deps);
    app.get('/api/owner', async (request, reply) => ({
      owner: await resolveOwner(request, reply),
      auth: request.auth,
    }));
    app.get('/api/me', async (request) => requireUser(request));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('issues an anonymous owner with its cookie on first need, then recognises it', async () => {
    const browser = new TestClient(app);
    const first = await browser.get('/api/owner');
    const owner = first.json().owner;
    expect(owner).toMatch(/^anon_/);
    expect(browser.cookie(ANONYMOUS_COOKIE)).toBeTruthy();
    const second = (await browser.get('/api/owner')).json();
    expect(second).toEqual({ owner, auth: { user: null, anonymousId: owner } });
    expect((await new TestClient(app).get('/api/owner')).json().owner).not.toBe(owner);
    expect((await browser.get('/api/me')).statusCode).toBe(401);
  });

  it('answers with the signed-in user before any anonymous visitor', async () => {
    const user = (await insertUser(database.db, { email: 'owner@example.com', firstName: 'O', lastName: null }))!;
    const token = await createSession(database.db, user.id, 30);
    const res = await app.inject({ method: 'GET', url: '/api/owner', cookies: { [SESSION_COOKIE]: token } });
    expect(res.json().owner).toBe(user.id);
    expect(res.headers['set-cookie']).toBeUndefined();
    const me = await app.inject({ method: 'GET', url: '/api/me', cookies: { [SESSION_COOKIE]: token } });
    expect(me.json()).toMatchObject({ id: user.id, email: 'owner@example.com', timeZone: 'Australia/Sydney' });
  });
});
