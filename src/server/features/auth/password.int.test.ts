import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSessions, users } from '../../db/schema/index.ts';
import { SESSION_COOKIE } from '../../platform/auth/cookies.ts';
import { sha256 } from '../../platform/ids.ts';
import { buildTestApp, dbKinds, TestClient, type TestApp } from '../../test/harness.ts';
import { setCookieFor, signUp, uniqueEmail } from './test-helpers.ts';

const PASSWORD = 'correct horse battery';

describe.each(dbKinds)('email and password accounts on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  const sessionRows = () => t.database.db.select().from(authSessions);

  it('answers 401 with a message when signed out', async () => {
    const res = await new TestClient(t.app).get('/api/auth/user');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Please sign in to continue.' });
  });

  it('signs up, signs the browser in and returns the user with default entitlements', async () => {
    const client = new TestClient(t.app);
    const email = uniqueEmail('ada');
    const res = await signUp(client, { email: email.toUpperCase() });
    expect(res.statusCode).toBe(201);
    const user = res.json();
    expect(user).toMatchObject({
      email,
      firstName: 'Ada',
      lastName: 'Lovelace',
      profileImageUrl: null,
      monthlyMinutesLimit: 90,
      monthlyMinutesUsed: 0,
    });
    expect(user.id).toMatch(/^usr_/);
    expect(user.voiceTrialStatus).toBe('inactive');
    expect((await client.get('/api/auth/user')).json()).toEqual(user);
  });

  it('sets an HttpOnly, SameSite=Lax session cookie for the whole site, Secure only over TLS', async () => {
    const cookie = setCookieFor(await signUp(new TestClient(t.app)), SESSION_COOKIE)!;
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\/(;|$)/);
    expect(cookie).toMatch(new RegExp(`; Max-Age=${30 * 24 * 3600}`));
    expect(cookie).not.toMatch(/Secure/);

    const behindTls = await buildTestApp(kind, { TRUST_PROXY: '1' });
    try {
      const tls = await new TestClient(behindTls.app).post(
        '/api/auth/signup',
        { email: uniqueEmail(), password: PASSWORD, firstName: 'Tls' },
        { 'x-forwarded-proto': 'https', origin: 'https://localhost' },
      );
      expect(tls.statusCode).toBe(201);
      expect(setCookieFor(tls, SESSION_COOKIE)).toMatch(/; Secure/);
    } finally {
      await behindTls.close();
    }
  });

  it('stores the password as an argon2id digest and the session token only as its sha256', async () => {
    const client = new TestClient(t.app);
    const email = uniqueEmail();
    await signUp(client, { email });
    const token = client.cookie(SESSION_COOKIE)!;
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user!.passwordHash).not.toContain(PASSWORD);
    const rows = await sessionRows();
    expect(rows.some((r) => r.tokenHash === sha256(token) && r.userId === user!.id)).toBe(true);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('signs in with the right password and refuses a wrong one or an unknown email with the same message', async () => {
    const email = uniqueEmail();
    await signUp(new TestClient(t.app), { email });
    const client = new TestClient(t.app);
    for (const body of [
      { email, password: 'wrong password' },
      { email: uniqueEmail('nobody'), password: PASSWORD },
    ]) {
      const res = await client.post('/api/auth/signin', body);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Email or password is incorrect.' });
      expect(client.cookie(SESSION_COOKIE)).toBeUndefined();
    }
    const ok = await client.post('/api/auth/signin', { email: email.toUpperCase(), password: PASSWORD });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().email).toBe(email);
    expect((await client.get('/api/auth/user')).statusCode).toBe(200);
  });

  it('rotates the session at sign-in: the browser gets a new token and the old one stops working', async () => {
    const email = uniqueEmail();
    const client = new TestClient(t.app);
    await signUp(client, { email });
    const before = client.cookie(SESSION_COOKIE)!;
    await client.post('/api/auth/signin', { email, password: PASSWORD });
    const after = client.cookie(SESSION_COOKIE)!;
    expect(after).not.toBe(before);
    const hashes = (await sessionRows()).map((r) => r.tokenHash);
    expect(hashes).toContain(sha256(after));
    expect(hashes).not.toContain(sha256(before));
    const stale = await t.app.inject({ method: 'GET', url: '/api/auth/user', cookies: { [SESSION_COOKIE]: before } });
    expect(stale.statusCode).toBe(401);
  });

  it('treats an expired session as signed out', async () => {
    const client = new TestClient(t.app);
    await signUp(client);
    const hash = sha256(client.cookie(SESSION_COOKIE)!);
    await t.database.db
      .update(authSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authSessions.tokenHash, hash));
    expect((await client.get('/api/auth/user')).statusCode).toBe(401);
  });

  it('signs out by JSON and by navigation, deleting the session and clearing the cookie', async () => {
    const client = new TestClient(t.app);
    await signUp(client);
    const token = client.cookie(SESSION_COOKIE)!;
    const res = await client.post('/api/auth/signout');
    expect(res.statusCode).toBe(204);
    expect(setCookieFor(res, SESSION_COOKIE)).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(client.cookie(SESSION_COOKIE)).toBeUndefined();
    expect((await sessionRows()).map((r) => r.tokenHash)).not.toContain(sha256(token));

    await signUp(client);
    const second = client.cookie(SESSION_COOKIE)!;
    const nav = await client.get('/api/logout');
    expect(nav.statusCode).toBe(302);
    expect(nav.headers.location).toBe('/');
    expect(client.cookie(SESSION_COOKIE)).toBeUndefined();
    const replay = await t.app.inject({ method: 'GET', url: '/api/auth/user', cookies: { [SESSION_COOKIE]: second } });
    expect(replay.statusCode).toBe(401);
  });

  it('refuses a second account for the same email, whatever its case', async () => {
    const email = uniqueEmail();
    await signUp(new TestClient(t.app), { email });
    const res = await signUp(new TestClient(t.app), { email: email.toUpperCase() });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('An account with this email already exists. Sign in instead.');
  });

  it('answers bad input with a 400 a person can act on', async () => {
    const client = new TestClient(t.app);
    const cases: [Record<string, unknown>, string][] = [
      [{ email: 'not-an-email' }, 'Enter a valid email address.'],
      [{ password: 'short' }, 'Use at least 8 characters for your password.'],
      [{ firstName: '   ' }, 'Enter your first name.'],
    ];
    for (const [override, message] of cases) {
      const res = await signUp(client, override);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
    }
    const signin = await client.post('/api/auth/signin', { email: uniqueEmail() });
    expect(signin.statusCode).toBe(400);
    expect(signin.json().message).toMatch(/password/);
  });

  it('limits wrong passwords per address and email, with a 429 a person understands', async () => {
    const email = uniqueEmail();
    await signUp(new TestClient(t.app), { email });
    const attacker = new TestClient(t.app);
    const from = (remoteAddress: string, body: unknown) =>
      attacker.request({ method: 'POST', url: '/api/auth/signin', payload: body as object, remoteAddress });
    for (let i = 0; i < 10; i++)
      expect((await from('203.0.113.7', { email, password: `guess ${i}` })).statusCode).toBe(401);
    const blocked = await from('203.0.113.7', { email, password: PASSWORD });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(
      /^Too many sign-in attempts for this email\. Please wait 15 minutes and try again\.$/,
    );
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // The key is address + email: another account from that address, or this account from elsewhere, still gets through.
    expect((await from('203.0.113.7', { email: uniqueEmail(), password: PASSWORD })).statusCode).toBe(401);
    expect((await from('198.51.100.4', { email, password: PASSWORD })).statusCode).toBe(200);
  });

  it('refuses sign-in and sign-up posted from another site', async () => {
    const email = uniqueEmail();
    await signUp(new TestClient(t.app), { email });
    for (const headers of [
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site', origin: 'http://localhost' },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        headers: { host: 'localhost', ...headers },
        payload: { email, password: PASSWORD },
      });
      expect(res.statusCode).toBe(403);
      expect(setCookieFor(res, SESSION_COOKIE)).toBeUndefined();
    }
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { host: 'localhost', origin: 'https://evil.example' },
      payload: { email: uniqueEmail(), password: PASSWORD, firstName: 'Eve' },
    });
    expect(signup.statusCode).toBe(403);
  });

  it('sends /api/login to the sign-in page when no OpenID Connect provider is configured', async () => {
    const client = new TestClient(t.app);
    expect((await client.get('/api/login')).headers.location).toBe('/sign-in');
    expect((await client.get('/api/login?next=%2Fchat%2Fabc')).headers.location).toBe('/sign-in?next=%2Fchat%2Fabc');
    expect((await client.get('/api/login?next=https%3A%2F%2Fevil.example')).headers.location).toBe('/sign-in');
    expect((await client.get('/api/auth/options')).json()).toEqual({ oidc: false });
  });
});
