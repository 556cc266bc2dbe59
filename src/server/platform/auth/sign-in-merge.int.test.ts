import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  anonymousVisitors,
  messages,
  therapySessions,
  usageSessions,
  users,
  voiceCallLeases,
  voiceTrials,
} from '../../db/schema/index.ts';
import { buildTestApp, dbKinds, TestClient, type TestApp } from '../../test/harness.ts';
import { signUp, uniqueEmail } from '../../features/auth/test-helpers.ts';
import { PUSH_TO_TALK_PATH } from '../../../shared/voice.ts';
import { byType, listen, SocketClient } from '../../features/voice/testing/socket-client.ts';
import { ageMeter, startVoice, trialVisitor } from '../../features/voice/testing/voice-fixtures.ts';
import { newId } from '../ids.ts';
import { ANONYMOUS_COOKIE } from './cookies.ts';
import { ownerTables } from './merge.ts';

const PASSWORD = 'correct horse battery';
const DAY_MS = 24 * 60 * 60 * 1000;
/** A time zone where it is about midday now, so "today's minutes" never straddle a midnight. */
const offset = 12 - new Date().getUTCHours();
const MIDDAY_ZONE = offset === 0 ? 'Etc/GMT' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;

// Signing in to an existing account in the middle of an anonymous voice session keeps the session:
// the visitor's data moves to the account exactly as at sign-up.
describe.each(dbKinds)('signing in takes over the anonymous visitor on %s', (kind) => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await buildTestApp(kind, { DEFAULT_TIME_ZONE: MIDDAY_ZONE });
    base = await listen(t);
  });
  afterAll(() => t.close());

  const db = () => t.database.db;

  async function account(): Promise<{ email: string; id: string }> {
    const email = uniqueEmail('returning');
    const res = await signUp(new TestClient(t.app), { email, password: PASSWORD });
    expect(res.statusCode).toBe(201);
    return { email, id: res.json().id };
  }

  const signIn = (client: TestClient, email: string) => client.post('/api/auth/signin', { email, password: PASSWORD });

  async function rowsOwnedBy(ownerId: string): Promise<number> {
    let n = 0;
    for (const { name } of ownerTables) {
      const result = await db().execute(
        sql`SELECT count(*)::int AS n FROM ${sql.identifier(name)} WHERE owner_id = ${ownerId}`,
      );
      n += Number((result as unknown as { rows: { n: number }[] }).rows[0]!.n);
    }
    return n;
  }

  it('moves the session and its messages to the account; the visitor id owns nothing; nobody else sees them', async () => {
    const { email, id: userId } = await account();
    const browser = await trialVisitor(t);
    const { voiceSessionId, sessionKey: anonId } = await startVoice(browser);
    expect(anonId).toMatch(/^anon_/);
    const socket = await SocketClient.open(base, `${PUSH_TO_TALK_PATH}?session=${voiceSessionId}`, browser);
    socket.sendJson({ type: 'text', text: 'Work has been really stressful and I cannot sleep.' });
    await socket.next(byType('ai_response'));
    expect(await rowsOwnedBy(anonId)).toBeGreaterThan(0);

    const res = await signIn(browser, email);
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toBe(userId);
    expect(browser.cookie(ANONYMOUS_COOKIE)).toBeUndefined();

    // The socket opened as the visitor talks on, now as the account.
    const seen = socket.messages.length;
    socket.sendJson({ type: 'text', text: 'I went for a walk after work.' });
    await socket.next(byType('ai_response'), seen);
    socket.close();

    const [session] = await db().select().from(therapySessions).where(eq(therapySessions.id, voiceSessionId));
    expect(session!.ownerId).toBe(userId);
    const stored = await db().select().from(messages).where(eq(messages.sessionId, voiceSessionId));
    expect(stored).toHaveLength(4);
    expect(stored.every((m) => m.ownerId === userId)).toBe(true);
    expect(await rowsOwnedBy(anonId)).toBe(0);
    const [visitor] = await db().select().from(anonymousVisitors).where(eq(anonymousVisitors.id, anonId));
    expect(visitor!.mergedIntoUserId).toBe(userId);

    // The account reads the session it continued; the transcript decrypts as before.
    const detail = await browser.get(`/api/voice-therapy/sessions/${voiceSessionId}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().transcript.map((e: { type: string }) => e.type)).toEqual([
      'user',
      'therapist',
      'user',
      'therapist',
    ]);
    expect(detail.json().transcript[0].text).toBe('Work has been really stressful and I cannot sleep.');

    // Another person, signed in or not, cannot.
    const stranger = new TestClient(t.app);
    expect((await signUp(stranger)).statusCode).toBe(201);
    expect((await stranger.get(`/api/voice-therapy/sessions/${voiceSessionId}`)).statusCode).toBe(404);
    expect((await new TestClient(t.app).get(`/api/voice-therapy/sessions/${voiceSessionId}`)).statusCode).toBe(404);
  });

  it('merges a visitor once: a replayed anonymous cookie moves nothing into another account', async () => {
    const first = await account();
    const second = await account();
    const browser = await trialVisitor(t);
    const { voiceSessionId, sessionKey: anonId } = await startVoice(browser);
    const anonCookie = browser.cookie(ANONYMOUS_COOKIE)!;
    expect((await signIn(browser, first.email)).statusCode).toBe(200);

    // Someone who kept a copy of the old cookie signs in to a different account with it.
    const replay = new TestClient(t.app);
    const res = await replay.request({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: second.email, password: PASSWORD },
      headers: { cookie: `${ANONYMOUS_COOKIE}=${anonCookie}` },
    });
    expect(res.statusCode).toBe(200);
    const [session] = await db().select().from(therapySessions).where(eq(therapySessions.id, voiceSessionId));
    expect(session!.ownerId).toBe(first.id);
    expect(await rowsOwnedBy(second.id)).toBe(0);
    expect(await rowsOwnedBy(anonId)).toBe(0);
  });

  it("keeps the account's live-call lease over the visitor's (one row per owner), and moves the visitor's when the account has none", async () => {
    const busy = await account();
    const browser = new TestClient(t.app);
    const anonId = (await browser.get('/api/anonymous/session')).json().sessionKey;
    const expiresAt = new Date(Date.now() + 60_000);
    await db()
      .insert(voiceCallLeases)
      .values([
        { ownerId: busy.id, callId: newId('call'), instanceId: 'inst_a', expiresAt },
        { ownerId: anonId, callId: newId('call'), instanceId: 'inst_b', expiresAt },
      ]);
    expect((await signIn(browser, busy.email)).statusCode).toBe(200);
    const leases = await db()
      .select()
      .from(voiceCallLeases)
      .where(inArray(voiceCallLeases.ownerId, [busy.id, anonId]));
    expect(leases.map((l) => [l.ownerId, l.instanceId])).toEqual([[busy.id, 'inst_a']]);

    const idle = await account();
    const other = new TestClient(t.app);
    const otherAnon = (await other.get('/api/anonymous/session')).json().sessionKey;
    await db()
      .insert(voiceCallLeases)
      .values({ ownerId: otherAnon, callId: newId('call'), instanceId: 'inst_c', expiresAt });
    expect((await signIn(other, idle.email)).statusCode).toBe(200);
    expect((await db().select().from(voiceCallLeases).where(eq(voiceCallLeases.ownerId, idle.id)))[0]?.instanceId).toBe(
      'inst_c',
    );
  });

  it("neither resets nor double counts the trial: the earlier start stays and today's minutes add up once", async () => {
    const { email, id: userId } = await account();
    // The account started its trial two days ago and talked 20 minutes today, ending 25 minutes ago.
    await db().update(users).set({ timeZone: MIDDAY_ZONE }).where(eq(users.id, userId));
    const owner = new TestClient(t.app);
    expect((await signIn(owner, email)).statusCode).toBe(200);
    expect((await owner.post('/api/terms/accept', { trialType: 'voice' })).statusCode).toBe(200);
    const startedAt = new Date(Date.now() - 2 * DAY_MS);
    await db()
      .update(voiceTrials)
      .set({ startedAt, endsAt: new Date(startedAt.getTime() + 5 * DAY_MS) })
      .where(eq(voiceTrials.ownerId, userId));
    const earlier = new Date(Date.now() - 45 * 60 * 1000);
    await db()
      .insert(usageSessions)
      .values({
        id: newId('use'),
        ownerId: userId,
        kind: 'voice',
        startedAt: earlier,
        lastSeenAt: new Date(earlier.getTime() + 1200_000),
        endedAt: new Date(earlier.getTime() + 1200_000),
        seconds: 1200,
      });
    const accountStatus = (await owner.get('/api/voice-therapy/status')).json();
    expect(accountStatus).toMatchObject({ minutesUsed: 20, trialStatus: 'active' });

    // On another device, anonymously: a fresh trial and a live session 10.5 minutes in.
    const browser = await trialVisitor(t);
    const { voiceSessionId } = await startVoice(browser);
    await ageMeter(t, voiceSessionId, 630);
    const visitorStatus = (await browser.get('/api/voice-therapy/status')).json();
    expect(visitorStatus.daysRemaining).toBeGreaterThan(accountStatus.daysRemaining);
    expect(visitorStatus.minutesUsed).toBe(10);

    expect((await signIn(browser, email)).statusCode).toBe(200);
    const [trial] = await db().select().from(voiceTrials).where(eq(voiceTrials.ownerId, userId));
    expect(trial!.startedAt.getTime()).toBe(startedAt.getTime());
    expect((await db().select().from(voiceTrials)).filter((r) => r.ownerId === userId)).toHaveLength(1);
    const merged = (await browser.get('/api/voice-therapy/status')).json();
    // 20 minutes + 10.5 minutes (the ledger counts overlapping rows once, so the two never overlap here).
    expect(merged).toMatchObject({
      daysRemaining: accountStatus.daysRemaining,
      minutesUsed: 30,
      trialStatus: 'active',
    });

    // The session carries on as the account and ends once: its minutes are not counted again.
    const ended = await browser.post('/api/voice-therapy/end', { voiceSessionId, sessionDuration: 3600 });
    expect(ended.statusCode).toBe(200);
    expect(ended.json().status.minutesUsed).toBe(merged.minutesUsed);
    expect((await owner.get('/api/voice-therapy/status')).json().minutesUsed).toBe(merged.minutesUsed);
    const ledger = await db().select().from(usageSessions).where(eq(usageSessions.ownerId, userId));
    expect(ledger).toHaveLength(2);
  });

  it("keeps the account's trial when the visitor never started one, and hands over the visitor's when the account had none", async () => {
    const withTrial = await account();
    const owner = new TestClient(t.app);
    expect((await signIn(owner, withTrial.email)).statusCode).toBe(200);
    expect((await owner.post('/api/terms/accept', { trialType: 'voice' })).statusCode).toBe(200);
    const [before] = await db().select().from(voiceTrials).where(eq(voiceTrials.ownerId, withTrial.id));
    const plain = new TestClient(t.app);
    expect((await plain.get('/api/anonymous/session')).statusCode).toBe(200);
    expect((await signIn(plain, withTrial.email)).statusCode).toBe(200);
    expect((await db().select().from(voiceTrials).where(eq(voiceTrials.ownerId, withTrial.id)))[0]).toEqual(before);

    const noTrial = await account();
    const visitor = await trialVisitor(t);
    const anonId = (await visitor.get('/api/anonymous/session')).json().sessionKey;
    const [visitorTrial] = await db().select().from(voiceTrials).where(eq(voiceTrials.ownerId, anonId));
    expect((await signIn(visitor, noTrial.email)).statusCode).toBe(200);
    expect((await db().select().from(voiceTrials).where(eq(voiceTrials.ownerId, noTrial.id)))[0]).toEqual({
      ...visitorTrial,
      ownerId: noTrial.id,
    });
    expect((await visitor.get('/api/voice-therapy/status')).json().trialStatus).toBe('active');
  });
});
