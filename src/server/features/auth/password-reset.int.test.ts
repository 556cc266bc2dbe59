import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { passwordResetTokens } from '../../db/schema/index.ts';
import { sha256 } from '../../platform/ids.ts';
import { buildTestApp, dbKinds, TestClient, type TestApp } from '../../test/harness.ts';
import { uniqueEmail } from './test-helpers.ts';

const PASSWORD = 'correct horse battery';
const NEW_PASSWORD = 'purple otters juggle quietly';

async function person(t: TestApp) {
  const client = new TestClient(t.app);
  const email = uniqueEmail('reset');
  const res = await client.post('/api/auth/signup', {
    email,
    password: PASSWORD,
    firstName: 'Robin',
    lastName: 'Tester',
  });
  expect(res.statusCode).toBe(201);
  return { client, email, id: res.json().id as string };
}

const outbox = (t: TestApp) => path.join(t.config.DATA_DIR, 'outbox');
const mailsTo = (t: TestApp, email: string) =>
  fs.existsSync(outbox(t))
    ? fs
        .readdirSync(outbox(t))
        .map((f) => fs.readFileSync(path.join(outbox(t), f), 'utf8'))
        .filter((m) => m.includes(`To: ${email}\r\n`))
    : [];

/** The mail is written just after the answer; wait for it. */
async function linkFor(t: TestApp, email: string, count = 1): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const mails = mailsTo(t, email);
    if (mails.length >= count) return /#token=([A-Za-z0-9_-]+)/.exec(mails.at(-1)!.split('\r\n').join('\n'))![1]!;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no reset mail reached ${email}`);
}

const settle = () => new Promise((r) => setTimeout(r, 300));

describe.each(dbKinds)('password reset and change on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind, { PUBLIC_URL: 'https://solace.example' });
  });
  afterAll(() => t.close());

  it('answers the same for an unknown email and writes a mail only for a real account, to the outbox', async () => {
    const robin = await person(t);
    const stranger = new TestClient(t.app);
    const unknown = await stranger.post('/api/auth/password-reset', { email: uniqueEmail('nobody') });
    const known = await stranger.post('/api/auth/password-reset', { email: robin.email.toUpperCase() });
    expect(unknown.statusCode).toBe(202);
    expect(known.statusCode).toBe(202);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json().delivery).toBe('outbox');
    const token = await linkFor(t, robin.email);
    const mail = mailsTo(t, robin.email)[0]!;
    expect(mail).toContain('Subject: Reset your Solace password');
    expect(mail).toContain(`https://solace.example/reset-password#token=${token}`);
    expect(fs.statSync(outbox(t)).mode & 0o077).toBe(0);
    // Only the token's hash is stored.
    const rows = await t.database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, robin.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(sha256(token));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('sets a new password once per link, signs every device out, and signs this browser in', async () => {
    const robin = await person(t);
    const otherDevice = new TestClient(t.app);
    expect((await otherDevice.post('/api/auth/signin', { email: robin.email, password: PASSWORD })).statusCode).toBe(
      200,
    );
    const browser = new TestClient(t.app);
    await browser.post('/api/auth/password-reset', { email: robin.email });
    const token = await linkFor(t, robin.email);

    const weak = await browser.post('/api/auth/password-reset/confirm', { token, password: 'password1' });
    expect(weak.statusCode).toBe(400);
    const done = await browser.post('/api/auth/password-reset/confirm', { token, password: NEW_PASSWORD });
    expect(done.statusCode).toBe(200);
    expect(done.json().id).toBe(robin.id);
    expect((await browser.get('/api/auth/user')).statusCode).toBe(200);
    expect((await robin.client.get('/api/auth/user')).statusCode).toBe(401);
    expect((await otherDevice.get('/api/auth/user')).statusCode).toBe(401);

    const again = await new TestClient(t.app).post('/api/auth/password-reset/confirm', {
      token,
      password: 'another fine passphrase',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/expired or was already used/);
    const fresh = new TestClient(t.app);
    expect((await fresh.post('/api/auth/signin', { email: robin.email, password: PASSWORD })).statusCode).toBe(401);
    expect((await fresh.post('/api/auth/signin', { email: robin.email, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('refuses an expired link, and a link superseded by a newer one', async () => {
    const robin = await person(t);
    const browser = new TestClient(t.app);
    await browser.post('/api/auth/password-reset', { email: robin.email });
    const first = await linkFor(t, robin.email, 1);
    await browser.post('/api/auth/password-reset', { email: robin.email });
    const second = await linkFor(t, robin.email, 2);
    expect(
      (await browser.post('/api/auth/password-reset/confirm', { token: first, password: NEW_PASSWORD })).statusCode,
    ).toBe(400);
    await t.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.tokenHash, sha256(second)));
    expect(
      (await browser.post('/api/auth/password-reset/confirm', { token: second, password: NEW_PASSWORD })).statusCode,
    ).toBe(400);
    expect(
      (await browser.post('/api/auth/password-reset/confirm', { token: 'x'.repeat(43), password: NEW_PASSWORD }))
        .statusCode,
    ).toBe(400);
  });

  it('sends at most three mails an hour to one address, still answering the same', async () => {
    const robin = await person(t);
    for (let i = 0; i < 5; i++) {
      const res = await new TestClient(t.app).post('/api/auth/password-reset', { email: robin.email });
      expect(res.statusCode).toBe(202);
    }
    await settle();
    expect(mailsTo(t, robin.email)).toHaveLength(3);
  });

  it('limits reset requests from one network', async () => {
    const remoteAddress = '10.250.0.1';
    const ask = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/password-reset',
        remoteAddress,
        headers: { host: 'localhost', origin: 'http://localhost' },
        payload: { email: uniqueEmail('flood') },
      });
    for (let i = 0; i < 10; i++) expect((await ask()).statusCode).toBe(202);
    const refused = await ask();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/password reset requests/);
  });

  it('changes the password with the current one, signing out other devices but not this one', async () => {
    const robin = await person(t);
    const otherDevice = new TestClient(t.app);
    await otherDevice.post('/api/auth/signin', { email: robin.email, password: PASSWORD });
    const stranger = new TestClient(t.app);
    expect(
      (await stranger.post('/api/auth/password', { currentPassword: PASSWORD, newPassword: NEW_PASSWORD })).statusCode,
    ).toBe(401);
    const wrong = await robin.client.post('/api/auth/password', {
      currentPassword: 'not it at all',
      newPassword: NEW_PASSWORD,
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toMatch(/current password/);
    expect((await otherDevice.get('/api/auth/user')).statusCode).toBe(200);
    const weak = await robin.client.post('/api/auth/password', {
      currentPassword: PASSWORD,
      newPassword: 'robintester',
    });
    expect(weak.statusCode).toBe(400);
    const ok = await robin.client.post('/api/auth/password', { currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
    expect(ok.statusCode).toBe(204);
    expect((await robin.client.get('/api/auth/user')).statusCode).toBe(200);
    expect((await otherDevice.get('/api/auth/user')).statusCode).toBe(401);
  });

  it('signs out everywhere, only the person asking', async () => {
    const robin = await person(t);
    const sam = await person(t);
    const otherDevice = new TestClient(t.app);
    await otherDevice.post('/api/auth/signin', { email: robin.email, password: PASSWORD });
    expect((await new TestClient(t.app).post('/api/auth/signout-everywhere', {})).statusCode).toBe(401);
    expect((await robin.client.post('/api/auth/signout-everywhere', {})).statusCode).toBe(204);
    expect((await robin.client.get('/api/auth/user')).statusCode).toBe(401);
    expect((await otherDevice.get('/api/auth/user')).statusCode).toBe(401);
    expect((await sam.client.get('/api/auth/user')).statusCode).toBe(200);
  });

  it('user B’s reset request for user A’s email sends the link to A’s address only', async () => {
    const alice = await person(t);
    const bob = await person(t);
    const res = await bob.client.post('/api/auth/password-reset', { email: alice.email });
    expect(res.statusCode).toBe(202);
    await linkFor(t, alice.email);
    expect(mailsTo(t, bob.email)).toHaveLength(0);
    expect(JSON.stringify(res.json())).not.toContain('token');
  });
});
