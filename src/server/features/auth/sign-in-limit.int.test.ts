import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, dbKinds, limitStoreEnv, limitStores, TestClient, type TestApp } from '../../test/harness.ts';
import { signUp, uniqueEmail } from './test-helpers.ts';

const verifications = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../platform/auth/passwords.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../platform/auth/passwords.ts')>();
  return {
    ...original,
    verifyPassword: (digest: string | null | undefined, password: string) => {
      verifications.count += 1;
      return original.verifyPassword(digest, password);
    },
  };
});

const PASSWORD = 'correct horse battery';
const cases = dbKinds.flatMap((kind) => limitStores.map((store) => [kind, store] as const));

describe.each(cases)('the sign-in guess limit on %s, counting in %s', (kind, store) => {
  let t: TestApp;
  // RATE_LIMITS=off turns the per-route limits off, never this one.
  beforeAll(async () => {
    t = await buildTestApp(kind, { ...limitStoreEnv(store), RATE_LIMITS: 'off' });
  });
  afterAll(() => t.close());

  const signIn = (remoteAddress: string, email: string, password: string) =>
    new TestClient(t.app).request({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email, password },
      remoteAddress,
    });

  it('checks at most 10 of 60 parallel wrong guesses at one account from one address', async () => {
    const email = uniqueEmail();
    await signUp(new TestClient(t.app), { email });
    verifications.count = 0;
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => signIn('203.0.113.9', email, `guess number ${i}`)),
    );
    const statuses = answers.map((r) => r.statusCode);
    // Exactly the first ten reservations are allowed; each is one password check and one 401.
    expect(verifications.count).toBe(10);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(50);
    const refused = answers.find((r) => r.statusCode === 429)!;
    expect(refused.json().message).toBe(
      'Too many sign-in attempts for this email. Please wait 15 minutes and try again.',
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    // Even the right password waits on that address; from anywhere else the owner signs in.
    expect((await signIn('203.0.113.9', email, PASSWORD)).statusCode).toBe(429);
    expect((await signIn('198.51.100.20', email, PASSWORD)).statusCode).toBe(200);
  });

  it('gives a successful sign-in its reservation back', async () => {
    const email = uniqueEmail();
    await signUp(new TestClient(t.app), { email });
    for (let i = 0; i < 9; i++) expect((await signIn('203.0.113.10', email, `miss ${i}`)).statusCode).toBe(401);
    for (let i = 0; i < 12; i++) expect((await signIn('203.0.113.10', email, PASSWORD)).statusCode).toBe(200);
    // The success forgave the earlier misses too: ten fresh guesses are allowed, then none.
    const after = await Promise.all(Array.from({ length: 12 }, (_, i) => signIn('203.0.113.10', email, `again ${i}`)));
    expect(after.filter((r) => r.statusCode === 401)).toHaveLength(10);
  });
});
