import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../../db/schema/index.ts';
import { auditLog, authSessions, users } from '../../db/schema/index.ts';
import { SESSION_COOKIE } from '../../platform/auth/cookies.ts';
import { buildTestApp, dbKinds, TestClient, type TestApp } from '../../test/harness.ts';
import { uniqueEmail } from '../auth/test-helpers.ts';

const PASSWORD = 'correct horse battery';
const SECRET = 'my sister Matilda knows about the overdraft';

async function person(t: TestApp, firstName: string) {
  const client = new TestClient(t.app);
  const email = uniqueEmail(firstName.toLowerCase());
  const res = await client.post('/api/auth/signup', { email, password: PASSWORD, firstName, lastName: 'Tester' });
  expect(res.statusCode).toBe(201);
  return { client, email, id: res.json().id as string };
}

/** A trial, a chat session with a message of theirs, ended (so a summary document exists). */
async function withHistory(client: TestClient, message: string) {
  expect((await client.post('/api/terms/accept', { trialType: 'voice' })).statusCode).toBeLessThan(300);
  const session = await client.post('/api/sessions', {});
  expect(session.statusCode).toBe(201);
  const sessionId = session.json().id as string;
  expect((await client.post('/api/chat', { sessionId, message })).statusCode).toBe(200);
  expect((await client.post(`/api/sessions/${sessionId}/end`, {})).statusCode).toBeLessThan(300);
  return sessionId;
}

const deleteAccount = (client: TestClient, payload: unknown = { confirm: true }) =>
  client.request({ method: 'DELETE', url: '/api/account', payload: payload as object });

/** Every row of every table, as text: what a deleted person must not appear in. */
async function everyRow(t: TestApp) {
  const tables = (Object.values(schema) as unknown[]).filter((v): v is PgTable => is(v, PgTable));
  const rows: { table: string; text: string }[] = [];
  for (const table of tables) {
    const name = getTableName(table);
    // Through Drizzle, so a table in another schema (the key store) is read from there.
    for (const row of await t.database.db.select().from(table)) rows.push({ table: name, text: JSON.stringify(row) });
  }
  return rows;
}

describe.each(dbKinds)('the person’s data on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  it('asks anyone not signed in to sign in, for every account endpoint', async () => {
    const stranger = new TestClient(t.app);
    expect((await stranger.get('/api/account/profile')).statusCode).toBe(401);
    expect((await stranger.get('/api/account/export')).statusCode).toBe(401);
    expect(
      (await stranger.request({ method: 'PATCH', url: '/api/account/profile', payload: { firstName: 'X' } }))
        .statusCode,
    ).toBe(401);
    expect((await deleteAccount(stranger)).statusCode).toBe(401);
    // An anonymous visitor (with a visitor cookie) is not an account either.
    expect((await stranger.get('/api/anonymous/session')).statusCode).toBe(200);
    expect((await stranger.get('/api/account/export')).statusCode).toBe(401);
    expect((await deleteAccount(stranger)).statusCode).toBe(401);
  });

  it('exports everything the person has, decrypted, as an audit-logged attachment, and nothing of anyone else', async () => {
    const alice = await person(t, 'Alice');
    const bob = await person(t, 'Bob');
    const sessionId = await withHistory(alice.client, SECRET);
    await withHistory(bob.client, 'bob’s own private worry about his landlord');

    const res = await alice.client.get('/api/account/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="solace-export-\d{4}-\d\d-\d\d\.json"$/);
    expect(res.headers['cache-control']).toBe('no-store');
    const file = res.json();
    expect(file).toMatchObject({ format: 'solace-export', version: 1, profile: { id: alice.id, email: alice.email } });
    expect(file.sessions).toHaveLength(1);
    expect(file.sessions[0].id).toBe(sessionId);
    expect(file.sessions[0].messages.map((m: { content: string }) => m.content)).toContain(SECRET);
    expect(file.documents.length).toBeGreaterThan(0);
    expect(file.consents[0]).toMatchObject({ trialType: 'voice' });
    expect(file.usage.voiceTrial).not.toBeNull();
    expect(file.billing).toEqual({ subscriptions: [], payments: [], testCheckouts: [] });
    expect(Array.isArray(file.crisisEvents)).toBe(true);
    expect(res.body).not.toContain('landlord');
    expect(res.body).not.toContain(bob.id);

    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.ownerId, alice.id));
    expect(audit).toContainEqual(
      expect.objectContaining({ actorId: alice.id, action: 'export', resourceType: 'account' }),
    );
    expect(audit).toContainEqual(expect.objectContaining({ resourceType: 'session_messages', resourceId: sessionId }));
  });

  it('shows and changes only the signed-in person’s own profile', async () => {
    const alice = await person(t, 'Alice');
    const bob = await person(t, 'Bob');
    const changed = await alice.client.request({
      method: 'PATCH',
      url: '/api/account/profile',
      payload: { firstName: 'Ally', lastName: 'Smith' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ id: alice.id, firstName: 'Ally', lastName: 'Smith', signIn: 'password' });
    expect((await bob.client.get('/api/account/profile')).json()).toMatchObject({ id: bob.id, firstName: 'Bob' });
    const bad = await alice.client.request({
      method: 'PATCH',
      url: '/api/account/profile',
      payload: { firstName: ' ' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/first name/);
  });

  it('refuses to delete without the confirmation', async () => {
    const alice = await person(t, 'Alice');
    for (const payload of [{}, { confirm: false }, { confirm: 'yes' }]) {
      const res = await deleteAccount(alice.client, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/confirm/i);
    }
    expect((await alice.client.get('/api/account/profile')).statusCode).toBe(200);
  });

  it('asks for a fresh sign-in when the last one is over 15 minutes old', async () => {
    const alice = await person(t, 'Alice');
    await t.database.db
      .update(authSessions)
      .set({ createdAt: new Date(Date.now() - 16 * 60_000) })
      .where(eq(authSessions.userId, alice.id));
    const res = await deleteAccount(alice.client);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toMatch(/sign in again/);
    expect((await alice.client.get('/api/account/profile')).statusCode).toBe(200);
    // Signing in again makes it fresh.
    expect((await alice.client.post('/api/auth/signin', { email: alice.email, password: PASSWORD })).statusCode).toBe(
      200,
    );
    expect((await deleteAccount(alice.client)).statusCode).toBe(204);
  });

  it('will not delete an account whose plan still renews until the plan is cancelled', async () => {
    const alice = await person(t, 'Alice');
    const checkout = await alice.client.post('/api/billing/test-checkout', { plan: 'voice' });
    const { subscriptionID } = checkout.json();
    await alice.client.post('/api/paypal/subscription-success', { subscriptionID, plan: 'voice' });
    const refused = await deleteAccount(alice.client);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/Voice plan still renews/);
    expect((await alice.client.post('/api/billing/cancel', { plan: 'voice' })).statusCode).toBe(200);
    expect((await deleteAccount(alice.client)).statusCode).toBe(204);
  });

  it('deletes every row of the person’s, signs every device out, keeps only the audit trail, and leaves others alone', async () => {
    const visitor = new TestClient(t.app);
    const anonymousId = (await visitor.get('/api/anonymous/session')).json().sessionKey as string;
    const email = uniqueEmail('alice');
    const signup = await visitor.post('/api/auth/signup', {
      email,
      password: PASSWORD,
      firstName: 'Alice',
      lastName: 'Gone',
    });
    const aliceId = signup.json().id as string;
    const sessionId = await withHistory(visitor, SECRET);
    const otherDevice = new TestClient(t.app);
    expect((await otherDevice.post('/api/auth/signin', { email, password: PASSWORD })).statusCode).toBe(200);
    const bob = await person(t, 'Bob');
    await withHistory(bob.client, 'bob stays');

    const traces = async () =>
      (await everyRow(t)).filter(
        (r) => [aliceId, anonymousId, email, sessionId].some((s) => r.text.includes(s)) || r.text.includes('Gone'),
      );
    const before = new Set((await traces()).map((r) => r.table));
    expect([...before]).toEqual(
      expect.arrayContaining([
        'users',
        'auth_sessions',
        'anonymous_visitors',
        'therapy_sessions',
        'messages',
        'documents',
        'voice_trials',
        'terms_acceptances',
        'data_keys',
      ]),
    );

    const res = await deleteAccount(visitor);
    expect(res.statusCode).toBe(204);
    expect(visitor.cookie(SESSION_COOKIE)).toBeUndefined();
    expect((await visitor.get('/api/auth/user')).statusCode).toBe(401);
    expect((await otherDevice.get('/api/auth/user')).statusCode).toBe(401);
    expect((await otherDevice.post('/api/auth/signin', { email, password: PASSWORD })).statusCode).toBe(401);

    // Only the append-only audit log remembers the id, with no content: who read which record, and the deletion.
    expect(new Set((await traces()).map((r) => r.table))).toEqual(new Set(['audit_log']));
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.ownerId, aliceId));
    expect(audit).toContainEqual(
      expect.objectContaining({ action: 'delete', resourceType: 'account', resourceId: aliceId }),
    );
    expect(await t.database.db.select().from(users).where(eq(users.id, aliceId))).toEqual([]);

    const bobsExport = (await bob.client.get('/api/account/export')).json();
    expect(bobsExport.sessions[0].messages.map((m: { content: string }) => m.content)).toContain('bob stays');
    // The email is free again.
    expect(
      (await new TestClient(t.app).post('/api/auth/signup', { email, password: PASSWORD, firstName: 'New' }))
        .statusCode,
    ).toBe(201);
  });
});
