import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { termsAcceptances, users } from '../../db/schema/index.ts';
import { OIDC_STATE_COOKIE, SESSION_COOKIE } from '../../platform/auth/cookies.ts';
import { buildTestApp, dbKinds, TestClient, type TestApp } from '../../test/harness.ts';
import { ProviderBrowser, startTestProvider } from './oidc-test-provider.ts';
import { setCookieFor, signUp } from './test-helpers.ts';

const CLIENT = {
  clientId: 'solace',
  clientSecret: 'a-long-client-secret-for-tests',
  redirectUri: 'http://localhost/api/auth/callback',
};

describe.each(dbKinds)('OpenID Connect sign-in on %s', (kind) => {
  let t: TestApp;
  let provider: Awaited<ReturnType<typeof startTestProvider>>;
  beforeAll(async () => {
    provider = await startTestProvider({
      ...CLIENT,
      accounts: {
        alice: { email: 'alice@example.com', givenName: 'Alice', familyName: 'Nguyen' },
        bob: { email: 'taken@example.com', givenName: 'Bob' },
        carol: { email: 'carol@example.com', emailVerified: false, givenName: 'Carol' },
      },
    });
    t = await buildTestApp(kind, {
      OIDC_ISSUER_URL: provider.issuer,
      OIDC_CLIENT_ID: CLIENT.clientId,
      OIDC_CLIENT_SECRET: CLIENT.clientSecret,
    });
  });
  afterAll(async () => {
    await t?.close();
    await provider?.close();
  });

  /** Our /api/login, then the provider's screens; returns the app-relative callback path. */
  async function loginAtProvider(
    client: TestClient,
    account: string,
    options: { abort?: boolean; next?: string } = {},
  ) {
    const login = await client.get(options.next ? `/api/login?next=${encodeURIComponent(options.next)}` : '/api/login');
    expect(login.statusCode).toBe(302);
    const callback = await new ProviderBrowser().authorize(login.headers.location as string, account, options);
    expect(callback.origin + callback.pathname).toBe(CLIENT.redirectUri);
    return { login, callbackPath: callback.pathname + callback.search };
  }

  it('redirects to the provider with PKCE, state and nonce kept in a short-lived HttpOnly cookie', async () => {
    const client = new TestClient(t.app);
    expect((await client.get('/api/auth/options')).json()).toEqual({ oidc: true });
    const res = await client.get('/api/login');
    expect(res.statusCode).toBe(302);
    const url = new URL(res.headers.location as string);
    expect(url.origin).toBe(provider.issuer);
    expect(url.searchParams.get('client_id')).toBe(CLIENT.clientId);
    expect(url.searchParams.get('redirect_uri')).toBe(CLIENT.redirectUri);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    for (const p of ['code_challenge', 'state', 'nonce']) expect(url.searchParams.get(p)?.length).toBeGreaterThan(20);
    const cookie = setCookieFor(res, OIDC_STATE_COOKIE)!;
    expect(cookie).toMatch(/Max-Age=600; Path=\/api\/auth\/callback; HttpOnly; SameSite=Lax/);
    // Sealed: the verifier and nonce are not readable from the cookie.
    expect(decodeURIComponent(cookie)).not.toContain(url.searchParams.get('state'));
  });

  it('completes the authorization-code flow, creates the account and takes over the browser’s anonymous data', async () => {
    const client = new TestClient(t.app);
    const key = (await client.get('/api/anonymous/session')).json().sessionKey;
    await client.post('/api/terms/accept', { trialType: 'voice', sessionKey: key });

    const { callbackPath } = await loginAtProvider(client, 'alice', { next: '/documents' });
    const done = await client.get(callbackPath);
    expect(done.statusCode).toBe(302);
    expect(done.headers.location).toBe('/documents');
    expect(setCookieFor(done, SESSION_COOKIE)).toMatch(/HttpOnly; SameSite=Lax/);
    expect(client.cookie(OIDC_STATE_COOKIE)).toBeUndefined();

    const user = (await client.get('/api/auth/user')).json();
    expect(user).toMatchObject({
      email: 'alice@example.com',
      firstName: 'Alice',
      lastName: 'Nguyen',
      voiceTrialStatus: 'active',
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ oidcIssuer: provider.issuer, oidcSubject: 'alice', passwordHash: null });
    expect(
      (await t.database.db.select().from(termsAcceptances).where(eq(termsAcceptances.ownerId, user.id))).length,
    ).toBe(1);

    // Another browser, same person at the provider: the same account.
    const laptop = new TestClient(t.app);
    await laptop.get((await loginAtProvider(laptop, 'alice')).callbackPath);
    expect((await laptop.get('/api/auth/user')).json().id).toBe(user.id);
  });

  it('never links to an existing account by email, and ignores an unverified email', async () => {
    await signUp(new TestClient(t.app), { email: 'taken@example.com' });
    const bob = new TestClient(t.app);
    await bob.get((await loginAtProvider(bob, 'bob')).callbackPath);
    const bobUser = (await bob.get('/api/auth/user')).json();
    expect(bobUser).toMatchObject({ email: null, firstName: 'Bob' });

    const carol = new TestClient(t.app);
    await carol.get((await loginAtProvider(carol, 'carol')).callbackPath);
    expect((await carol.get('/api/auth/user')).json()).toMatchObject({ email: null, firstName: 'Carol' });
  });

  it('refuses a callback whose state does not belong to this browser', async () => {
    const victim = new TestClient(t.app);
    const { callbackPath } = await loginAtProvider(new TestClient(t.app), 'alice');
    // The attacker's code delivered to a browser that never started a login (login CSRF).
    const res = await victim.get(callbackPath);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/sign-in?error=oidc');
    expect(victim.cookie(SESSION_COOKIE)).toBeUndefined();

    // A browser that started its own login but receives someone else's code and state.
    await victim.get('/api/login');
    const swapped = await victim.get((await loginAtProvider(new TestClient(t.app), 'alice')).callbackPath);
    expect(swapped.headers.location).toBe('/sign-in?error=oidc');
    expect((await victim.get('/api/auth/user')).statusCode).toBe(401);
  });

  it('sends a person who cancels at the provider back to the sign-in page', async () => {
    const client = new TestClient(t.app);
    const { callbackPath } = await loginAtProvider(client, 'alice', { abort: true });
    expect(callbackPath).toContain('error=access_denied');
    const res = await client.get(callbackPath);
    expect(res.headers.location).toBe('/sign-in?error=oidc_cancelled');
    expect((await client.get('/api/auth/user')).statusCode).toBe(401);
  });
});
