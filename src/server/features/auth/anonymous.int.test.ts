import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymousVisitors, messages, termsAcceptances, therapySessions, voiceTrials } from '../../db/schema/index.ts';
import { ANONYMOUS_COOKIE } from '../../platform/auth/cookies.ts';
import { newId, sha256 } from '../../platform/ids.ts';
import { buildTestApp, dbKinds, TestClient, type TestApp } from '../../test/harness.ts';
import { setCookieFor, signUp, uniqueEmail } from './test-helpers.ts';
import { cipherFor } from '../../platform/data-keys.ts';

describe.each(dbKinds)('anonymous visitors on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  const anonKey = async (client: TestClient) => {
    const res = await client.get('/api/anonymous/session');
    expect(res.statusCode).toBe(200);
    return res.json().sessionKey as string;
  };

  it('issues a key bound to an HttpOnly cookie, stable for one browser and different for another', async () => {
    const browser = new TestClient(t.app);
    const first = await browser.request({ method: 'GET', url: '/api/anonymous/session' });
    const key = first.json().sessionKey;
    expect(key).toMatch(/^anon_[A-Za-z0-9_-]{16}$/);
    expect(setCookieFor(first, ANONYMOUS_COOKIE)).toMatch(/HttpOnly; SameSite=Lax/);
    expect(await anonKey(browser)).toBe(key);
    expect(await anonKey(browser)).toBe(key);
    expect(await anonKey(new TestClient(t.app))).not.toBe(key);
  });

  it('keeps the cookie secret apart from the public key and stores it only hashed', async () => {
    const browser = new TestClient(t.app);
    const key = await anonKey(browser);
    const secret = browser.cookie(ANONYMOUS_COOKIE)!;
    expect(secret).not.toContain(key);
    const [row] = await t.database.db.select().from(anonymousVisitors).where(eq(anonymousVisitors.id, key));
    expect(row!.tokenHash).toBe(sha256(secret));
    // Knowing someone's key is not enough to act as them.
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/anonymous/session',
      cookies: { [ANONYMOUS_COOKIE]: key },
    });
    expect(forged.json().sessionKey).not.toBe(key);
  });

  it('hands the visitor’s data to the account created from that browser, in one go', async () => {
    const browser = new TestClient(t.app);
    const key = await anonKey(browser);
    const accepted = await browser.post('/api/terms/accept', { trialType: 'voice', sessionKey: key });
    expect(accepted.statusCode).toBe(200);
    const sessionId = newId('ses');
    const messageId = newId('msg');
    await t.database.db.insert(therapySessions).values({ id: sessionId, ownerId: key, modality: 'text' });
    // Content ciphertexts bind to the record id only, so moving the row to a new owner keeps it readable.
    const envelope = t.cipher.encrypt('I had a rough week', `messages:${messageId}`);
    await t.database.db
      .insert(messages)
      .values({ id: messageId, sessionId, ownerId: key, role: 'user', contentEnc: envelope });

    const res = await signUp(browser);
    expect(res.statusCode).toBe(201);
    const user = res.json();
    expect(user.voiceTrialStatus).toBe('active');
    expect(setCookieFor(res, ANONYMOUS_COOKIE)).toMatch(/Expires=Thu, 01 Jan 1970/);

    const db = t.database.db;
    expect((await db.select().from(termsAcceptances).where(eq(termsAcceptances.ownerId, user.id))).length).toBe(1);
    expect(await db.select().from(termsAcceptances).where(eq(termsAcceptances.ownerId, key))).toEqual([]);
    expect((await db.select().from(voiceTrials).where(eq(voiceTrials.ownerId, user.id))).length).toBe(1);
    expect((await db.select().from(therapySessions).where(eq(therapySessions.id, sessionId)))[0]!.ownerId).toBe(
      user.id,
    );
    const [moved] = await db.select().from(messages).where(eq(messages.id, messageId));
    expect(moved!.ownerId).toBe(user.id);
    // Read as the app reads it: the background rewrap may have sealed it under a data key by now.
    const owner = await cipherFor(db, t.cipher, user.id);
    expect(owner.decrypt(moved!.contentEnc, `messages:${messageId}`)).toBe('I had a rough week');
    const [visitor] = await db.select().from(anonymousVisitors).where(eq(anonymousVisitors.id, key));
    expect(visitor!.mergedIntoUserId).toBe(user.id);

    // Signed out again, the browser is a new visitor: the old key now belongs to the account.
    await browser.get('/api/logout');
    expect(await anonKey(browser)).not.toBe(key);
  });

  it('moves anonymous data into an existing account on sign-in, as sign-up does', async () => {
    const email = uniqueEmail();
    const userId = (await signUp(new TestClient(t.app), { email })).json().id;
    const browser = new TestClient(t.app);
    const key = await anonKey(browser);
    await browser.post('/api/terms/accept', { trialType: 'voice', sessionKey: key });
    const res = await browser.post('/api/auth/signin', { email, password: 'correct horse battery' });
    expect(res.statusCode).toBe(200);
    expect(res.json().voiceTrialStatus).toBe('active');
    expect((await t.database.db.select().from(termsAcceptances).where(eq(termsAcceptances.ownerId, key))).length).toBe(
      0,
    );
    expect(
      (await t.database.db.select().from(termsAcceptances).where(eq(termsAcceptances.ownerId, userId))).length,
    ).toBe(1);
  });
});
