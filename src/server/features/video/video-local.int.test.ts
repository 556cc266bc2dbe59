import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, usageSessions, videoConversations } from '../../db/schema/index.ts';
import { buildTestApp, dbKinds, TestClient, type TestApp } from '../../test/harness.ts';
import { signUp } from '../auth/test-helpers.ts';
import { LOCAL_DEMO_SECONDS, type VideoConversation } from '../../../shared/video.ts';
import { startVideo, videoSubscriber } from './testing/video-fixtures.ts';

const MINUTE = 60_000;

describe.each(dbKinds)('video sessions with the local avatar on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());
  afterEach(() => vi.useRealTimers());

  const usageOf = async (conversationId: string) => {
    const [row] = await t.database.db
      .select({ usage: usageSessions })
      .from(videoConversations)
      .innerJoin(usageSessions, eq(usageSessions.id, videoConversations.usageId))
      .where(eq(videoConversations.id, conversationId));
    return row!.usage;
  };

  it('answers 401 signed out and 403 without a video plan', async () => {
    const visitor = new TestClient(t.app);
    expect((await visitor.post('/api/tavus/conversation', {})).statusCode).toBe(401);
    expect((await visitor.post('/api/tavus/cleanup', {})).statusCode).toBe(401);
    expect((await visitor.delete('/api/tavus/terminate/vid_x')).statusCode).toBe(401);
    const member = new TestClient(t.app);
    await signUp(member);
    const res = await member.post('/api/tavus/conversation', { conversationName: 'Hello' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Video sessions need an active Video Therapy subscription.');
  });

  it('refuses bad input with a 400 a person can act on', async () => {
    const a = new TestClient(t.app);
    await videoSubscriber(a);
    const persona = await a.post('/api/tavus/conversation', { personaId: 'p-someone-else' });
    expect(persona.statusCode).toBe(400);
    expect(persona.json().message).toMatch(/persona/);
    expect((await a.post('/api/tavus/conversation', { conversationName: 'a\u0000b' })).statusCode).toBe(400);
    expect((await a.delete('/api/tavus/terminate/bad%20id')).statusCode).toBe(400);
  });

  it('starts a local avatar session capped at 15 minutes, and meters it on the server clock', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const a = new TestClient(t.app);
    await videoSubscriber(a);
    const started = await startVideo(a);
    expect(started).toMatchObject({ demoMode: true, provider: 'local', timeLimit: LOCAL_DEMO_SECONDS });
    expect(started.conversation_url).toBe(`/video-avatar/${started.conversation_id}`);
    expect(started.sessionId).toMatch(/^ses_/);

    vi.setSystemTime(Date.now() + 1 * MINUTE);
    const beat = await a.post(`/api/tavus/heartbeat/${started.conversation_id}`, {});
    expect(beat.statusCode).toBe(200);
    expect(beat.json()).toMatchObject({ status: 'active', seconds: 60, secondsRemaining: LOCAL_DEMO_SECONDS - 60 });

    vi.setSystemTime(Date.now() + 2 * MINUTE - 5000);
    const end = await a.delete(`/api/tavus/terminate/${started.conversation_id}`);
    expect(end.statusCode).toBe(200);
    const ended = end.json().conversation as VideoConversation;
    expect(ended).toMatchObject({ status: 'ended', endReason: 'ended_by_user', seconds: 175 });
    expect((await usageOf(started.conversation_id)).seconds).toBe(175);
    // Ending again changes nothing.
    expect((await a.delete(`/api/tavus/terminate/${started.conversation_id}`)).json().conversation.seconds).toBe(175);
    const user = (await a.get('/api/auth/user')).json();
    expect(user.monthlyMinutesUsed).toBe(2);
  });

  it('never counts past the time limit, whatever the clock says at the end', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const a = new TestClient(t.app);
    await videoSubscriber(a);
    const started = await startVideo(a);
    for (let m = 1; m <= 16; m++) {
      vi.setSystemTime(Date.now() + MINUTE);
      await a.post(`/api/tavus/heartbeat/${started.conversation_id}`, {});
    }
    const view = (await a.get(`/api/tavus/conversation/${started.conversation_id}`)).json() as VideoConversation;
    expect(view).toMatchObject({ status: 'ended', endReason: 'time_limit', seconds: LOCAL_DEMO_SECONDS });
    expect((await usageOf(started.conversation_id)).seconds).toBe(LOCAL_DEMO_SECONDS);
  });

  it('cleanup ends a session nobody kept alive, charged only to its last sign of life', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const a = new TestClient(t.app);
    await videoSubscriber(a);
    const started = await startVideo(a);
    vi.setSystemTime(Date.now() + 30_000);
    await a.post(`/api/tavus/heartbeat/${started.conversation_id}`, {});
    expect((await a.post('/api/tavus/cleanup', {})).json()).toEqual({ ended: [] });
    vi.setSystemTime(Date.now() + 3 * MINUTE);
    expect((await a.post('/api/tavus/cleanup', {})).json()).toEqual({ ended: [started.conversation_id] });
    const view = (await a.get(`/api/tavus/conversation/${started.conversation_id}`)).json() as VideoConversation;
    expect(view).toMatchObject({ status: 'ended', endReason: 'no_heartbeat', seconds: 30 });
  });

  it('a new session ends the one still open in another tab', async () => {
    const a = new TestClient(t.app);
    await videoSubscriber(a);
    const first = await startVideo(a);
    const second = await startVideo(a);
    expect((await a.get(`/api/tavus/conversation/${first.conversation_id}`)).json()).toMatchObject({
      status: 'ended',
      endReason: 'replaced',
    });
    expect((await a.get(`/api/tavus/conversation/${second.conversation_id}`)).json().status).toBe('active');
  });

  it('user B can neither read, keep alive, end nor clean up user A’s session', async () => {
    const a = new TestClient(t.app);
    const b = new TestClient(t.app);
    await videoSubscriber(a);
    await videoSubscriber(b);
    const mine = await startVideo(a);
    const id = mine.conversation_id;
    for (const res of [
      await b.get(`/api/tavus/conversation/${id}`),
      await b.post(`/api/tavus/heartbeat/${id}`, {}),
      await b.delete(`/api/tavus/terminate/${id}`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('That video session was not found. Start a new one from the home page.');
    }
    expect((await b.post('/api/tavus/cleanup', {})).json()).toEqual({ ended: [] });
    // B starting their own session leaves A's running.
    await startVideo(b);
    expect((await a.get(`/api/tavus/conversation/${id}`)).json().status).toBe('active');
    expect((await b.get(`/api/sessions/${mine.sessionId}`)).statusCode).toBe(404);
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.resourceId, mine.sessionId));
    expect(audits.every((r) => r.ownerId === r.actorId)).toBe(true);
  });
});
