import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dbKinds, TestClient, type TestApp } from '../../test/harness.ts';
import { REALTIME_CALL_PATH, voiceCloseCodes } from '../../../shared/voice.ts';
import { listen, SocketClient } from '../voice/testing/socket-client.ts';
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
