import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { crisisEvents, messages, usageSessions, videoConversations } from '../../db/schema/index.ts';
import { buildTestApp, dbKinds, TestClient, type TestApp } from '../../test/harness.ts';
import { VIDEO_CREDITS_MESSAGE } from '../../../shared/video.ts';
import { startFakeTavus, FAKE_PERSONA } from './testing/fake-tavus.ts';
import { startVideo, videoSubscriber } from './testing/video-fixtures.ts';

/**
 * Video with Tavus configured. The fake (testing/fake-tavus.ts) stands for Tavus's real API at
 * https://tavusapi.com: POST /v2/conversations, POST /v2/conversations/{id}/end, and its conversation
 * callbacks (system.shutdown, application.transcription_ready) with the payloads its docs show.
 */
describe.each(dbKinds)('video sessions with Tavus on %s', (kind) => {
  let t: TestApp;
  let tavus: Awaited<ReturnType<typeof startFakeTavus>>;
  beforeAll(async () => {
    tavus = await startFakeTavus();
    t = await buildTestApp(kind, { ...tavus.env, PUBLIC_URL: 'https://solace.example' });
  });
  afterAll(async () => {
    await t.close();
    await tavus.close();
  });

  const rowOf = async (id: string) =>
    (await t.database.db.select().from(videoConversations).where(eq(videoConversations.id, id)))[0]!;
  const tokenOf = (providerId: string) =>
    String(tavus.conversations.get(providerId)!.request.callback_url).split('/').pop()!;
  const callback = (token: string, body: unknown) =>
    t.app.inject({ method: 'POST', url: `/api/tavus/callback/${token}`, payload: body as object });

  afterEach(() => vi.useRealTimers());

  // A blocked popup sends the window to the Tavus room: no page of ours is left to say 'still here'.
  it('cleanup asks Tavus (GET /v2/conversations/{id}): running there keeps it metered, ended there ends it', async () => {
    const a = new TestClient(t.app);
    await videoSubscriber(a);
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    const started = await startVideo(a);
    const providerId = (await rowOf(started.conversation_id)).providerConversationId!;
    const polls = tavus.state.statusRequests;
    vi.setSystemTime(start + 90_000);
    expect((await a.post('/api/tavus/cleanup', {})).json()).toEqual({ ended: [] });
    vi.setSystemTime(start + 180_000);
    // Without Tavus's word this would have ended at the last sign of life (the start).
    expect((await a.post('/api/tavus/cleanup', {})).json()).toEqual({ ended: [] });
    expect(tavus.state.statusRequests - polls).toBe(2);
    tavus.conversations.get(providerId)!.status = 'ended';
    vi.setSystemTime(start + 200_000);
    expect((await a.post('/api/tavus/cleanup', {})).json()).toEqual({ ended: [started.conversation_id] });
    const view = (await a.get(`/api/tavus/conversation/${started.conversation_id}`)).json();
    expect(view).toMatchObject({ status: 'ended', endReason: 'provider_ended', seconds: 200 });
    expect(tavus.state.endRequests).not.toContain(providerId);
  });

  it('user B’s cleanup never asks Tavus about, or ends, user A’s conversation', async () => {
    const a = new TestClient(t.app);
    const b = new TestClient(t.app);
    await videoSubscriber(a);
    await videoSubscriber(b);
    const started = await startVideo(a);
    const providerId = (await rowOf(started.conversation_id)).providerConversationId!;
    tavus.conversations.get(providerId)!.status = 'ended';
    const polls = tavus.state.statusRequests;
    expect((await b.post('/api/tavus/cleanup', {})).json()).toEqual({ ended: [] });
    expect(tavus.state.statusRequests).toBe(polls);
    expect((await a.get(`/api/tavus/conversation/${started.conversation_id}`)).json().status).toBe('active');
    expect((await a.post('/api/tavus/cleanup', {})).json()).toEqual({ ended: [started.conversation_id] });
  });

  it('creates the conversation at Tavus with our persona, context, token callback and time limit', async () => {
    const a = new TestClient(t.app);
    await videoSubscriber(a);
    const started = await startVideo(a);
    const row = await rowOf(started.conversation_id);
    expect(started).toMatchObject({ demoMode: false, provider: 'tavus', timeLimit: 3600 });
    expect(started.conversation_url).toBe(`https://tavus.daily.co/${row.providerConversationId}`);
    const sent = tavus.conversations.get(row.providerConversationId!)!.request;
    expect(sent).toMatchObject({
      persona_id: FAKE_PERSONA,
      conversation_name: 'Check-in',
      properties: { max_call_duration: 3600, participant_left_timeout: 30, participant_absent_timeout: 120 },
    });
    expect(String(sent.conversational_context)).toMatch(/Lifeline 13 11 14/);
    expect(String(sent.callback_url)).toMatch(/^https:\/\/solace\.example\/api\/tavus\/callback\/[\w-]{32}$/);
    expect(row.callbackTokenHash).not.toContain(tokenOf(row.providerConversationId!));

    const end = await a.delete(`/api/tavus/terminate/${started.conversation_id}`);
    expect(end.json().conversation.status).toBe('ended');
    expect(tavus.state.endRequests).toContain(row.providerConversationId);
  });

  // Tavus's API reference documents 400 { error: 'Invalid conversation_id' } for an id it does not
  // know, on both GET /v2/conversations/{id} and POST /v2/conversations/{id}/end.
  it('a conversation Tavus no longer knows still ends cleanly here', async () => {
    const a = new TestClient(t.app);
    await videoSubscriber(a);
    const started = await startVideo(a);
    const providerId = (await rowOf(started.conversation_id)).providerConversationId!;
    tavus.conversations.delete(providerId);
    // Tavus cannot say: the conversation stays ours to end, by the person or our own liveness rules.
    expect((await a.post('/api/tavus/cleanup', {})).json()).toEqual({ ended: [] });
    const end = await a.delete(`/api/tavus/terminate/${started.conversation_id}`);
    expect(end.statusCode).toBe(200);
    expect(end.json().conversation).toMatchObject({ status: 'ended', endReason: 'ended_by_user' });
  });

  it('402 out of credits gives the spec message and charges nothing; other failures a 502', async () => {
    const a = new TestClient(t.app);
    await videoSubscriber(a);
    tavus.state.outOfCredits = true;
    const res = await a.post('/api/tavus/conversation', { conversationName: 'x' });
    tavus.state.outOfCredits = false;
    expect(res.statusCode).toBe(402);
    expect(res.json().message).toBe(VIDEO_CREDITS_MESSAGE);
    tavus.state.failCreate = 1;
    const failed = await a.post('/api/tavus/conversation', { conversationName: 'x' });
    expect(failed.statusCode).toBe(502);
    expect(failed.json().message).toMatch(/^Unable to start video session: /);
    const user = (await a.get('/api/auth/user')).json();
    expect(user.monthlyMinutesUsed).toBe(0);
  });

  it('a callback without the conversation’s own token is refused and changes nothing', async () => {
    const a = new TestClient(t.app);
    await videoSubscriber(a);
    const started = await startVideo(a);
    const row = await rowOf(started.conversation_id);
    const body = tavus.callbackBody(row.providerConversationId!, 'system.shutdown', {
      shutdown_reason: 'participant_left_timeout',
    });
    expect((await callback('x'.repeat(32), body)).statusCode).toBe(404);
    const other = await startVideo(a);
    // Another conversation's valid token does not reach this one.
    const otherToken = tokenOf((await rowOf(other.conversation_id)).providerConversationId!);
    expect((await callback(otherToken, body)).statusCode).toBe(404);
    expect((await rowOf(started.conversation_id)).status).toBe('ended'); // replaced by `other`, not by the callback
    expect((await rowOf(started.conversation_id)).endReason).toBe('replaced');
  });

  it('shutdown ends and meters; the transcript is read by safety, stored encrypted, and summarised', async () => {
    const a = new TestClient(t.app);
    await videoSubscriber(a);
    const started = await startVideo(a);
    const row = await rowOf(started.conversation_id);
    const token = tokenOf(row.providerConversationId!);
    const joined = await callback(token, tavus.callbackBody(row.providerConversationId!, 'system.replica_joined'));
    expect(joined.statusCode).toBe(200);
    const shutdown = tavus.callbackBody(row.providerConversationId!, 'system.shutdown', {
      shutdown_reason: 'participant_left_timeout',
    });
    expect((await callback(token, shutdown)).statusCode).toBe(200);
    const ended = await rowOf(started.conversation_id);
    expect(ended).toMatchObject({ status: 'ended', endReason: 'tavus:participant_left_timeout' });
    expect(tavus.state.endRequests).not.toContain(row.providerConversationId);
    const [usage] = await t.database.db.select().from(usageSessions).where(eq(usageSessions.id, row.usageId));
    expect(usage!.endedAt).not.toBeNull();

    const said = 'I have been so stressed at work and I want to kill myself tonight';
    const transcript = [
      { role: 'system', content: 'You are Sage…' },
      { role: 'assistant', content: 'Hi, I am Sage. What would you like to talk about?' },
      { role: 'user', content: said },
      { role: 'assistant', content: 'Thank you for telling me.' },
    ];
    const ready = tavus.callbackBody(row.providerConversationId!, 'application.transcription_ready', { transcript });
    expect((await callback(token, ready)).statusCode).toBe(200);
    const stored = await t.database.db.select().from(messages).where(eq(messages.sessionId, row.sessionId));
    expect(stored).toHaveLength(3);
    expect(stored.map((m) => m.contentEnc).join(' ')).not.toContain('stressed');
    const events = await t.database.db.select().from(crisisEvents).where(eq(crisisEvents.ownerId, row.ownerId));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ source: 'video', interactionType: 'risk_detected' });
    expect(JSON.stringify(events)).not.toContain('kill');
    const session = (await a.get(`/api/sessions/${row.sessionId}`)).json();
    expect(session).toMatchObject({ status: 'ended', modality: 'video' });
    expect(session.messages.map((m: { content: string }) => m.content)).toContain(said);
    const docs = (await a.get('/api/documents')).json() as { sessionId: string; type: string }[];
    expect(docs.filter((d) => d.sessionId === row.sessionId).map((d) => d.type)).toEqual(['summary']);
    // A transcript sent twice is not stored twice.
    expect((await callback(token, ready)).statusCode).toBe(200);
    expect(await t.database.db.select().from(messages).where(eq(messages.sessionId, row.sessionId))).toHaveLength(3);
  });

  // Tavus's transcript opens with a 'system' line holding the whole system prompt (docs.tavus.io,
  // "Webhooks and Callbacks"), and Tavus suggests persona prompts of up to about 20,000 characters
  // ("Large Language Model (LLM)" page): a prompt at that size must not cost the person's words.
  it('a transcript whose system line carries a long persona prompt is still read and stored', async () => {
    const a = new TestClient(t.app);
    await videoSubscriber(a);
    const started = await startVideo(a);
    const row = await rowOf(started.conversation_id);
    const token = tokenOf(row.providerConversationId!);
    const prompt = `You are Sage, a warm and careful listener.\n${'Reflect feelings before asking anything. '.repeat(600)}`;
    expect(prompt.length).toBeGreaterThan(20_000);
    const transcript = [
      { role: 'system', content: prompt },
      { role: 'assistant', content: 'Hi, I am Sage. What would you like to talk about?' },
      { role: 'user', content: 'My sister and I have not been speaking for a month.' },
      { role: 'assistant', content: 'That sounds hard. What happened?' },
    ];
    const ready = tavus.callbackBody(row.providerConversationId!, 'application.transcription_ready', { transcript });
    expect((await callback(token, ready)).statusCode).toBe(200);
    const stored = await t.database.db.select().from(messages).where(eq(messages.sessionId, row.sessionId));
    expect(stored).toHaveLength(3);
    const session = (await a.get(`/api/sessions/${row.sessionId}`)).json();
    expect(session.status).toBe('ended');
    expect(session.messages.map((m: { content: string }) => m.content)).toContain(
      'My sister and I have not been speaking for a month.',
    );
  });

  it('a spoken line longer than we store, or with control characters, is still refused', async () => {
    const a = new TestClient(t.app);
    await videoSubscriber(a);
    const started = await startVideo(a);
    const row = await rowOf(started.conversation_id);
    const token = tokenOf(row.providerConversationId!);
    for (const content of ['x'.repeat(20_001), 'hello\u0000there']) {
      const transcript = [{ role: 'user', content }];
      const ready = tavus.callbackBody(row.providerConversationId!, 'application.transcription_ready', { transcript });
      expect((await callback(token, ready)).statusCode).toBe(400);
    }
    expect(await t.database.db.select().from(messages).where(eq(messages.sessionId, row.sessionId))).toHaveLength(0);
  });

  it('user B can neither end A’s Tavus conversation nor read its transcript', async () => {
    const a = new TestClient(t.app);
    const b = new TestClient(t.app);
    await videoSubscriber(a);
    await videoSubscriber(b);
    const started = await startVideo(a);
    expect((await b.delete(`/api/tavus/terminate/${started.conversation_id}`)).statusCode).toBe(404);
    expect((await b.get(`/api/sessions/${started.sessionId}`)).statusCode).toBe(404);
    expect(tavus.state.endRequests).not.toContain((await rowOf(started.conversation_id)).providerConversationId);
    expect((await rowOf(started.conversation_id)).status).toBe('active');
  });
});

// No page of ours may be left to call cleanup (a blocked popup sent the window to the room, or the
// tab was closed): the server sweeps every running conversation itself, once a minute.
describe.each(dbKinds)('the server’s own video sweep with Tavus on %s', (kind) => {
  let t: TestApp;
  let tavus: Awaited<ReturnType<typeof startFakeTavus>>;
  const start = Date.now();
  beforeAll(async () => {
    tavus = await startFakeTavus();
    // The app's sweep interval is set up under fake timers, so the test moves the clock itself.
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], now: start });
    t = await buildTestApp(kind, { ...tavus.env, PUBLIC_URL: 'https://solace.example' });
  });
  afterAll(async () => {
    await t.close();
    vi.useRealTimers();
    await tavus.close();
  });

  const statusOf = async (id: string) =>
    (await t.database.db.select().from(videoConversations).where(eq(videoConversations.id, id)))[0]!;

  it('ends what Tavus has ended and keeps metering what still runs there, for every owner', async () => {
    const a = new TestClient(t.app);
    const b = new TestClient(t.app);
    await videoSubscriber(a);
    await videoSubscriber(b);
    const ofA = await startVideo(a);
    const ofB = await startVideo(b);
    tavus.conversations.get((await statusOf(ofA.conversation_id)).providerConversationId!)!.status = 'ended';
    const polls = tavus.state.statusRequests;

    // Three sweeps a minute apart. Each is waited for on the real clock: it has asked Tavus, and B's
    // meter has been kept alive to the new minute (B is swept last, being the newer).
    const usageB = (await statusOf(ofB.conversation_id)).usageId;
    const sweep = async (asks: number) => {
      const before = tavus.state.statusRequests;
      await vi.advanceTimersByTimeAsync(60_000);
      const now = Date.now();
      for (let i = 0; i < 500; i++) {
        const [usage] = await t.database.db.select().from(usageSessions).where(eq(usageSessions.id, usageB));
        if (tavus.state.statusRequests - before >= asks && usage!.lastSeenAt.getTime() >= now) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    };
    await sweep(2);
    expect(await statusOf(ofA.conversation_id)).toMatchObject({ status: 'ended', endReason: 'provider_ended' });
    await sweep(1);
    await sweep(1);
    expect(tavus.state.statusRequests - polls).toBe(4);
    // B's still runs at Tavus, so it is kept alive although no page of ours has spoken for 3 minutes.
    const rowB = await statusOf(ofB.conversation_id);
    expect(rowB).toMatchObject({ status: 'active', endReason: null });
    expect(tavus.state.endRequests).not.toContain((await statusOf(ofA.conversation_id)).providerConversationId);
  });
});
