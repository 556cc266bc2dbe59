import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { crisisEvents } from '../../db/schema/index.ts';
import { buildTestApp, dbKinds, TestClient, type TestApp } from '../../test/harness.ts';
import { REALTIME_CALL_PATH, voiceCloseCodes } from '../../../shared/voice.ts';
import { listen, SocketClient } from '../voice/testing/socket-client.ts';
import { VIDEO_SESSION_ENDED } from './index.ts';
import { startVideo, videoSubscriber } from './testing/video-fixtures.ts';

const callPath = (id: string) => `${REALTIME_CALL_PATH}?session=${id}`;

/** The local avatar talks over the hands-free call socket, metered as the video conversation it belongs to. */
describe.each(dbKinds)('the local avatar on the call socket, on %s', (kind) => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    base = await listen(t);
  });
  afterAll(() => t.close());
  afterEach(() => vi.useRealTimers());

  const say = (socket: SocketClient, text: string) => {
    socket.sendJson({
      type: 'conversation.item.create',
      item: { type: 'message', role: 'user', content: [{ type: 'input_text', text }] },
    });
    socket.sendJson({ type: 'response.create' });
  };

  /** An open avatar socket that has answered one turn, so the call is fully set up. */
  async function liveAvatar(a: TestClient) {
    await videoSubscriber(a);
    const started = await startVideo(a);
    const socket = await SocketClient.open(base, callPath(started.sessionId), a);
    say(socket, 'Work has been hard lately.');
    await socket.next((m) => m.type === 'response.done');
    return { started, socket };
  }

  it('logs risk heard on the avatar socket as a video crisis event, without words', async () => {
    const a = new TestClient(t.app);
    const { socket } = await liveAvatar(a);
    const from = socket.messages.length;
    say(socket, 'i want to kill myself tonight, i have it all planned');
    await socket.next((m) => m.type === 'safety.alert', from);
    await socket.next((m) => m.type === 'response.done', from);
    socket.close();
    const { id } = (await a.get('/api/auth/user')).json() as { id: string };
    const events = await t.database.db.select().from(crisisEvents).where(eq(crisisEvents.ownerId, id));
    // "Work has been hard lately" may be logged as elevated distress; the plan tonight is urgent.
    expect(events.every((e) => e.source === 'video' && e.interactionType === 'risk_detected')).toBe(true);
    expect(events.filter((e) => e.tier === 'high' || e.tier === 'immediate')).toHaveLength(1);
    expect(JSON.stringify(events)).not.toContain('kill');
  });

  // The meter's next tick would close the socket too, but only up to 30 s later: these close at once.
  it('terminating the conversation closes its open socket at once', async () => {
    const a = new TestClient(t.app);
    const { started, socket } = await liveAvatar(a);
    expect((await a.delete(`/api/tavus/terminate/${started.conversation_id}`)).statusCode).toBe(200);
    expect(await socket.closed).toEqual({ code: voiceCloseCodes.notFound, reason: VIDEO_SESSION_ENDED });
  });

  it('cleanup of a conversation nobody kept alive closes its socket at once', async () => {
    const a = new TestClient(t.app);
    const { started, socket } = await liveAvatar(a);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 3 * 60_000 });
    expect((await a.post('/api/tavus/cleanup', {})).json()).toEqual({ ended: [started.conversation_id] });
    expect((await socket.closed).code).toBe(voiceCloseCodes.notFound);
  });

  it('reaching the time limit closes the socket at once', async () => {
    const a = new TestClient(t.app);
    const { started, socket } = await liveAvatar(a);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + (started.timeLimit + 1) * 1000 });
    const view = (await a.post(`/api/tavus/heartbeat/${started.conversation_id}`, {})).json();
    expect(view).toMatchObject({ status: 'ended', endReason: 'time_limit' });
    expect((await socket.closed).code).toBe(voiceCloseCodes.notFound);
  });

  it('user B terminating or cleaning up leaves user A’s socket open', async () => {
    const a = new TestClient(t.app);
    const b = new TestClient(t.app);
    const { started, socket } = await liveAvatar(a);
    await videoSubscriber(b);
    expect((await b.delete(`/api/tavus/terminate/${started.conversation_id}`)).statusCode).toBe(404);
    expect((await b.post('/api/tavus/cleanup', {})).json()).toEqual({ ended: [] });
    const from = socket.messages.length;
    say(socket, 'Still here.');
    await socket.next((m) => m.type === 'response.done', from);
    expect((await a.get(`/api/tavus/conversation/${started.conversation_id}`)).json().status).toBe('active');
    socket.close();
  });

  it('a video subscriber without any voice trial talks to the therapist; an ended session cannot be reopened', async () => {
    const a = new TestClient(t.app);
    await videoSubscriber(a);
    const started = await startVideo(a);
    const socket = await SocketClient.open(base, callPath(started.sessionId), a);
    socket.sendJson({
      type: 'conversation.item.create',
      item: { type: 'message', role: 'user', content: [{ type: 'input_text', text: 'Work has been hard lately.' }] },
    });
    socket.sendJson({ type: 'response.create' });
    await socket.next((m) => m.type === 'response.done');
    expect(socket.ofType('response.text.delta').length).toBeGreaterThan(0);
    const view = (await a.get(`/api/tavus/conversation/${started.conversation_id}`)).json();
    expect(view.status).toBe('active');
    const session = (await a.get(`/api/sessions/${started.sessionId}`)).json();
    expect(session.modality).toBe('video');
    expect(session.messages.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant']);

    await a.delete(`/api/tavus/terminate/${started.conversation_id}`);
    const done = await a.get(`/api/sessions/${started.sessionId}`);
    expect(done.json().status).toBe('ended');
    socket.close();
    // The socket cannot reopen an ended video session.
    const again = await SocketClient.open(base, callPath(started.sessionId), a);
    expect((await again.closed).code).toBe(voiceCloseCodes.notFound);
  });

  it('user B cannot open a socket on user A’s video session', async () => {
    const a = new TestClient(t.app);
    const b = new TestClient(t.app);
    await videoSubscriber(a);
    await videoSubscriber(b);
    const started = await startVideo(a);
    const socket = await SocketClient.open(base, callPath(started.sessionId), b);
    const closed = await socket.closed;
    expect(closed).toEqual({ code: voiceCloseCodes.notFound, reason: 'That voice session was not found' });
    expect((await a.get(`/api/tavus/conversation/${started.conversation_id}`)).json().status).toBe('active');
  });
});
