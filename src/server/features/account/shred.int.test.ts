import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  checkIns,
  dataKeys,
  documents,
  memoryItems,
  messages,
  safetyPlans,
  therapySessions,
} from '../../db/schema/index.ts';
import { DecryptionError } from '../../platform/crypto.ts';
import { cipherFor } from '../../platform/data-keys.ts';
import { buildTestApp, dbKinds, TestClient, type TestApp } from '../../test/harness.ts';
import { PUSH_TO_TALK_PATH } from '../../../shared/voice.ts';
import { uniqueEmail } from '../auth/test-helpers.ts';
import { byType, listen, SocketClient } from '../voice/testing/socket-client.ts';
import { startVoice, trialVisitor } from '../voice/testing/voice-fixtures.ts';

const PASSWORD = 'correct horse battery';

/** One encrypted value and the record it is bound to, as a content backup would hold it. */
interface Sealed {
  value: string;
  aad: string;
}

/**
 * A "content backup": every encrypted column of the owner's rows, copied out as the database holds
 * them (no key store, as `pg_dump --exclude-schema=keystore` makes it).
 */
async function contentBackup(t: TestApp, ownerId: string): Promise<Sealed[]> {
  const db = t.database.db;
  const out: Sealed[] = [];
  for (const m of await db.select().from(messages).where(eq(messages.ownerId, ownerId)))
    out.push({ value: m.contentEnc, aad: `messages:${m.id}` });
  for (const s of await db.select().from(therapySessions).where(eq(therapySessions.ownerId, ownerId))) {
    if (s.stateEnc) out.push({ value: s.stateEnc, aad: `therapy_sessions:${s.id}:state` });
    if (s.summaryEnc) out.push({ value: s.summaryEnc, aad: `therapy_sessions:${s.id}:summary` });
  }
  for (const d of await db.select().from(documents).where(eq(documents.ownerId, ownerId)))
    out.push({ value: d.contentEnc, aad: `documents:${d.id}:content` });
  for (const m of await db.select().from(memoryItems).where(eq(memoryItems.ownerId, ownerId)))
    out.push({ value: m.textEnc, aad: `memory_items:${m.id}:text` });
  for (const c of await db.select().from(checkIns).where(eq(checkIns.ownerId, ownerId)))
    out.push({ value: c.resultEnc, aad: `check_ins:${c.id}:result` });
  for (const p of await db.select().from(safetyPlans).where(eq(safetyPlans.ownerId, ownerId)))
    out.push({ value: p.planEnc, aad: `safety_plans:${p.id}:plan` });
  return out;
}

/** A chat, the session ended (a summary document and memory), a check-in and a safety plan. */
async function fillIn(client: TestClient, words: string) {
  expect((await client.post('/api/terms/accept', { trialType: 'voice' })).statusCode).toBeLessThan(300);
  const sessionId = (await client.post('/api/sessions', {})).json().id as string;
  expect((await client.post('/api/chat', { sessionId, message: words })).statusCode).toBe(200);
  expect((await client.post(`/api/sessions/${sessionId}/end`, {})).statusCode).toBeLessThan(300);
  const checkIn = await client.post('/api/check-ins', { instrument: 'gad7', answers: [1, 1, 2, 0, 1, 1, 0] });
  expect(checkIn.statusCode).toBe(201);
  const plan = {
    warningSigns: [`when ${words}`],
    copingStrategies: ['walk the dog'],
    distractions: [],
    supportPeople: [{ name: 'Matilda', phone: '0400 000 000' }],
    professionals: [],
    safeEnvironment: [],
    reasonsForLiving: ['the dog'],
  };
  expect((await client.request({ method: 'PUT', url: '/api/safety-plan', payload: plan })).statusCode).toBe(200);
}

function openAll(cipher: Awaited<ReturnType<typeof cipherFor>>, backup: Sealed[]) {
  return backup.map(({ value, aad }) => cipher.decrypt(value, aad));
}

describe.each(dbKinds)('crypto-shredding on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  it('seals content under the person’s own data key, kept in the key store, and keeps a visitor’s words readable after sign-up', async () => {
    // A visitor talks in the voice trial (push-to-talk, typed), then signs up mid-session.
    const visitor = await trialVisitor(t);
    const { voiceSessionId } = await startVoice(visitor);
    const socket = await SocketClient.open(await listen(t), `${PUSH_TO_TALK_PATH}?session=${voiceSessionId}`, visitor);
    socket.sendJson({ type: 'text', text: 'the visitor worries about the rent' });
    await socket.next(byType('ai_response'));
    socket.close();
    const signup = await visitor.post('/api/auth/signup', {
      email: uniqueEmail('vee'),
      password: PASSWORD,
      firstName: 'Vee',
    });
    expect(signup.statusCode).toBe(201);
    const id = signup.json().id as string;
    await fillIn(visitor, 'the account worries about work');

    const backup = await contentBackup(t, id);
    expect(backup.length).toBeGreaterThan(8);
    // Every value is a v2 envelope under a key of this person's (the visitor's key moved with the rows).
    const keys = await t.database.db.select().from(dataKeys).where(eq(dataKeys.ownerId, id));
    expect(keys.length).toBeGreaterThanOrEqual(1);
    for (const { value } of backup) expect(keys.map((k) => k.id)).toContain(value.split('.')[1]);
    expect(backup.every(({ value }) => value.startsWith('v2.'))).toBe(true);
    // The master keyring alone opens none of it: the data key is needed.
    expect(() => t.cipher.decrypt(backup[0]!.value, backup[0]!.aad)).toThrow(DecryptionError);

    const contents = (await visitor.get('/api/account/export')).json();
    const said = contents.sessions.flatMap((s: { messages: { content: string }[] }) =>
      s.messages.map((m) => m.content),
    );
    expect(said).toEqual(
      expect.arrayContaining(['the visitor worries about the rent', 'the account worries about work']),
    );
  });

  it('makes a content backup taken before deletion unreadable after it, and leaves everyone else’s readable', async () => {
    const alice = new TestClient(t.app);
    const aliceRes = await alice.post('/api/auth/signup', {
      email: uniqueEmail('alice'),
      password: PASSWORD,
      firstName: 'Alice',
    });
    const aliceId = aliceRes.json().id as string;
    const bob = new TestClient(t.app);
    const bobId = (
      await bob.post('/api/auth/signup', { email: uniqueEmail('bob'), password: PASSWORD, firstName: 'Bob' })
    ).json().id as string;
    await fillIn(alice, 'my sister Matilda knows about the overdraft');
    await fillIn(bob, 'bob’s landlord');

    const aliceBackup = await contentBackup(t, aliceId);
    const bobBackup = await contentBackup(t, bobId);
    expect(aliceBackup.length).toBeGreaterThan(5);
    // Before deletion the backup opens with the app's keyring and key store: the test can fail.
    const before = openAll(await cipherFor(t.database.db, t.cipher, aliceId, { create: false }), aliceBackup);
    expect(before.join('\n')).toContain('my sister Matilda knows about the overdraft');

    expect(
      (await alice.request({ method: 'DELETE', url: '/api/account', payload: { confirm: true } })).statusCode,
    ).toBe(204);

    expect(await t.database.db.select().from(dataKeys).where(eq(dataKeys.ownerId, aliceId))).toEqual([]);
    const after = await cipherFor(t.database.db, t.cipher, aliceId, { create: false });
    for (const { value, aad } of aliceBackup) {
      expect(() => after.decrypt(value, aad)).toThrow(DecryptionError);
      expect(() => t.cipher.decrypt(value, aad)).toThrow(DecryptionError);
    }
    // Nor with anyone else's keys.
    const bobs = await cipherFor(t.database.db, t.cipher, bobId);
    for (const { value, aad } of aliceBackup) expect(() => bobs.decrypt(value, aad)).toThrow(DecryptionError);
    expect(openAll(bobs, bobBackup).join('\n')).toContain('bob’s landlord');
    expect((await bob.get('/api/safety-plan')).json().plan.warningSigns).toEqual(['when bob’s landlord']);
  });

  it('still opens values sealed by the master keyring before data keys existed (v1)', async () => {
    const carol = new TestClient(t.app);
    const carolId = (
      await carol.post('/api/auth/signup', { email: uniqueEmail('carol'), password: PASSWORD, firstName: 'Carol' })
    ).json().id as string;
    await fillIn(carol, 'carol’s words');
    const [row] = await t.database.db.select().from(messages).where(eq(messages.ownerId, carolId)).limit(1);
    const legacy = t.cipher.encrypt('written before data keys', `messages:${row!.id}`);
    await t.database.db.update(messages).set({ contentEnc: legacy }).where(eq(messages.id, row!.id));
    const exported = (await carol.get('/api/account/export')).json();
    const said = exported.sessions.flatMap((s: { messages: { content: string }[] }) =>
      s.messages.map((m) => m.content),
    );
    expect(said).toContain('written before data keys');
  });
});
