import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crisisEvents, documents, therapySessions, usageSessions, voiceMeters } from '../../db/schema/index.ts';
import { buildTestApp, dbKinds, TestClient, type TestApp } from '../../test/harness.ts';
import { localDay } from '../entitlements/local-day.ts';
import { appendMessages, findOwnedSession } from '../therapy/sessions-repo.ts';
import { ageMeter, metersOf, startVoice, trialUser, trialVisitor } from './testing/voice-fixtures.ts';

describe.each(dbKinds)('voice therapy HTTP on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  const say = async (ownerId: string, sessionId: string, text: string) => {
    const session = await findOwnedSession(t.database.db, ownerId, sessionId);
    await appendMessages(t.database.db, t.cipher, session!, [
      { role: 'user', content: text },
      { role: 'assistant', content: 'I hear you.' },
    ]);
  };

  it('refuses to start before the terms are accepted, saying what to do', async () => {
    const res = await new TestClient(t.app).post('/api/voice-therapy/start', {});
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/accept the terms/i);
  });

  it('starts a metered session for an anonymous visitor and for an account', async () => {
    const visitor = await trialVisitor(t);
    const started = await startVoice(visitor);
    expect(started.sessionKey).toMatch(/^anon_/);
    expect(started.voiceSessionId).toMatch(/^ses_/);
    const res = await visitor.post('/api/voice-therapy/start', {}, { 'x-subscription-id': 'I-NOT-VERIFIED' });
    expect(res.json().status).toMatchObject({
      isTrialActive: true,
      canStartSession: true,
      isSubscribed: false,
      minutesRemaining: 60,
    });

    const user = await trialUser(t);
    const mine = await startVoice(user);
    expect(mine.sessionKey).toMatch(/^usr_/);
    const [row] = await t.database.db.select().from(therapySessions).where(eq(therapySessions.id, mine.voiceSessionId));
    expect(row).toMatchObject({ ownerId: mine.sessionKey, modality: 'voice', status: 'active' });
    expect(await metersOf(t, mine.voiceSessionId)).toHaveLength(1);
  });

  it('answers 403 with the reason when the trial expired or today’s minutes are used', async () => {
    const expired = await trialUser(t);
    await expired.get('/api/voice-therapy/test/trial-expired');
    const refused = await expired.post('/api/voice-therapy/start', {});
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      "You've used all 5 days of your free trial. Subscribe to continue therapy sessions.",
    );

    const full = await trialUser(t);
    await full.get('/api/voice-therapy/test/daily-limit');
    const limited = await full.post('/api/voice-therapy/start', {});
    expect(limited.statusCode).toBe(403);
    expect(limited.json().message).toBe("You've used your daily 60 minutes. Come back tomorrow for another session.");
  });

  it('keeps metering alive on heartbeat and answers 403 once the daily limit is reached', async () => {
    const user = await trialUser(t);
    const { voiceSessionId } = await startVoice(user);
    const ok = await user.post('/api/voice-therapy/heartbeat', { voiceSessionId });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().status.canStartSession).toBe(true);

    // The meter has run since local midnight for the whole allowance.
    const [meter] = await t.database.db.select().from(voiceMeters).where(eq(voiceMeters.sessionId, voiceSessionId));
    const midnight = localDay(new Date(), 'Australia/Sydney').start;
    await t.database.db
      .update(usageSessions)
      .set({ startedAt: midnight, seconds: 3600 })
      .where(eq(usageSessions.id, meter!.usageId));
    const limited = await user.post('/api/voice-therapy/heartbeat', { voiceSessionId });
    expect(limited.statusCode).toBe(403);
    expect(limited.json().message).toMatch(/daily 60 minutes/);
    expect((await metersOf(t, voiceSessionId))[0]!.endedAt).not.toBeNull();
  });

  it('charges what the server measured: the client duration can lower it, never raise it', async () => {
    const user = await trialUser(t);
    const first = await startVoice(user);
    await ageMeter(t, first.voiceSessionId, 300);
    const ended = await user.post('/api/voice-therapy/end', {
      sessionDuration: 99_999,
      voiceSessionId: first.voiceSessionId,
    });
    expect(ended.statusCode).toBe(200);
    expect(ended.json().minutesUsed).toBe(5);
    expect(ended.json().status.minutesUsed).toBe(5);

    const second = await startVoice(user);
    await ageMeter(t, second.voiceSessionId, 300);
    const lowered = await user.post('/api/voice-therapy/end', {
      sessionDuration: 120,
      voiceSessionId: second.voiceSessionId,
    });
    expect(lowered.json().minutesUsed).toBe(2);

    // Heartbeats record time the client can no longer take back.
    const third = await startVoice(user);
    await ageMeter(t, third.voiceSessionId, 600);
    await user.post('/api/voice-therapy/heartbeat', { voiceSessionId: third.voiceSessionId });
    const floor = await user.post('/api/voice-therapy/end', {
      sessionDuration: 60,
      voiceSessionId: third.voiceSessionId,
    });
    expect(floor.json().minutesUsed).toBe(10);
  });

  it('writes a summary document for an account when something was said, not for a visitor', async () => {
    const user = await trialUser(t);
    const silent = await startVoice(user);
    const none = await user.post('/api/voice-therapy/end', {
      sessionDuration: 30,
      voiceSessionId: silent.voiceSessionId,
    });
    expect(none.json().documentId).toBeNull();

    const talked = await startVoice(user);
    await say(talked.sessionKey, talked.voiceSessionId, 'Work has been overwhelming and I am not sleeping well');
    const res = await user.post('/api/voice-therapy/end', { sessionDuration: 30 });
    expect(res.statusCode).toBe(200);
    const documentId = res.json().documentId as string;
    const [doc] = await t.database.db.select().from(documents).where(eq(documents.id, documentId));
    expect(doc).toMatchObject({ ownerId: talked.sessionKey, sessionId: talked.voiceSessionId, type: 'summary' });
    // Ending again answers the same document and charges nothing more.
    const again = await user.post('/api/voice-therapy/end', {
      sessionDuration: 30,
      voiceSessionId: talked.voiceSessionId,
    });
    expect(again.json()).toMatchObject({ documentId, minutesUsed: res.json().minutesUsed });

    const visitor = await trialVisitor(t);
    const anon = await startVoice(visitor);
    await say(anon.sessionKey, anon.voiceSessionId, 'I feel lonely since I moved to Perth');
    const anonEnd = await visitor.post('/api/voice-therapy/end', {
      sessionDuration: 30,
      voiceSessionId: anon.voiceSessionId,
    });
    expect(anonEnd.json().documentId).toBeNull();
    const [row] = await t.database.db.select().from(therapySessions).where(eq(therapySessions.id, anon.voiceSessionId));
    expect(row!.status).toBe('ended');
    expect(row!.summaryEnc).not.toContain('Perth');
  });

  it('meters one voice session per owner: a second tab closes out the first', async () => {
    const user = await trialUser(t);
    const tabA = await startVoice(user);
    await say(tabA.sessionKey, tabA.voiceSessionId, 'My sister and I keep arguing');
    const tabB = await startVoice(user);
    expect((await metersOf(t, tabA.voiceSessionId))[0]!.endedAt).not.toBeNull();
    const stale = await user.post('/api/voice-therapy/heartbeat', { voiceSessionId: tabA.voiceSessionId });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/ended|another tab/);
    expect((await user.post('/api/voice-therapy/heartbeat', { voiceSessionId: tabB.voiceSessionId })).statusCode).toBe(
      200,
    );
    const [closed] = await t.database.db
      .select()
      .from(therapySessions)
      .where(eq(therapySessions.id, tabA.voiceSessionId));
    expect(closed!.status).toBe('ended');
    const docs = await t.database.db
      .select()
      .from(documents)
      .where(and(eq(documents.sessionId, tabA.voiceSessionId)));
    expect(docs).toHaveLength(1);
  });

  it('lets only the owner touch a session: others and strangers get 404', async () => {
    const alice = await trialUser(t);
    const bob = await trialUser(t);
    const visitor = await trialVisitor(t);
    const stranger = new TestClient(t.app);
    const { voiceSessionId, sessionKey } = await startVoice(alice);
    await say(sessionKey, voiceSessionId, 'I had a rough week');
    for (const other of [bob, visitor, stranger]) {
      expect((await other.post('/api/voice-therapy/heartbeat', { voiceSessionId })).statusCode).toBe(404);
      expect((await other.post('/api/voice-therapy/end', { sessionDuration: 1, voiceSessionId })).statusCode).toBe(404);
      expect((await other.get(`/api/voice-therapy/sessions/${voiceSessionId}`)).statusCode).toBe(404);
    }
    expect((await stranger.post('/api/voice-therapy/end', { sessionDuration: 1 })).statusCode).toBe(404);
    const detail = await alice.get(`/api/voice-therapy/sessions/${voiceSessionId}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({
      id: voiceSessionId,
      status: 'active',
      transcript: [{ type: 'user', text: 'I had a rough week' }, { type: 'therapist' }],
    });
    expect(await t.database.db.select().from(crisisEvents).where(eq(crisisEvents.ownerId, sessionKey))).toHaveLength(0);
  });

  it('validates bodies with a message a person can act on', async () => {
    const user = await trialUser(t);
    const res = await user.post('/api/voice-therapy/end', { sessionDuration: -5 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/sessionDuration/);
    expect((await user.post('/api/voice-therapy/heartbeat', {})).statusCode).toBe(400);
  });

  it('gates the summary page: a transcript or an active trial or plan gives access', async () => {
    expect((await new TestClient(t.app).get('/api/validate-session-access')).json()).toEqual({ hasAccess: false });
    const user = await trialUser(t);
    expect((await user.get('/api/validate-session-access')).json()).toEqual({ hasAccess: true });
    const { voiceSessionId, sessionKey } = await startVoice(user);
    await user.get('/api/voice-therapy/test/trial-expired');
    expect((await user.get('/api/validate-session-access')).json()).toEqual({ hasAccess: false });
    await say(sessionKey, voiceSessionId, 'Thanks for listening');
    expect((await user.get('/api/validate-session-access')).json()).toEqual({ hasAccess: true });
  });

  it('reports the caller’s real test-session figures', async () => {
    const fresh = new TestClient(t.app);
    const first = (await fresh.get('/api/test-session', { 'user-agent': 'VoiceTest/1.0' })).json();
    expect(first).toMatchObject({
      hasExistingData: false,
      minutesUsed: 0,
      trialDaysUsed: 0,
      lastSessionTime: null,
      userAgent: 'VoiceTest/1.0',
    });
    expect(first.sessionId).toMatch(/^anon_/);
    expect((await fresh.get('/api/test-session')).json().sessionId).toBe(first.sessionId);

    await fresh.post('/api/terms/accept', { trialType: 'voice' });
    const { voiceSessionId } = await startVoice(fresh);
    await ageMeter(t, voiceSessionId, 180);
    const info = (await fresh.get('/api/test-session')).json();
    expect(info).toMatchObject({ sessionId: first.sessionId, hasExistingData: true, minutesUsed: 3, trialDaysUsed: 1 });
    expect(Date.parse(info.lastSessionTime)).toBeGreaterThan(Date.now() - 60_000);
    await fresh.get('/api/voice-therapy/test/almost-expired');
    expect((await fresh.get('/api/test-session')).json().trialDaysUsed).toBe(5);
  });
});
