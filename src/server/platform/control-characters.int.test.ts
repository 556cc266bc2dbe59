import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUSH_TO_TALK_PATH, REALTIME_CALL_PATH } from '../../shared/voice.ts';
import { signUp, uniqueEmail } from '../features/auth/test-helpers.ts';
import { byType, listen, SocketClient } from '../features/voice/testing/socket-client.ts';
import { startVoice, trialUser } from '../features/voice/testing/voice-fixtures.ts';
import { buildTestApp, dbKinds, TestClient, type TestApp } from '../test/harness.ts';

const NUL = '\u0000';
const CONTROL = /control characters/;

describe.each(dbKinds)('control characters in what clients send, on %s', (kind) => {
  let t: TestApp;
  let user: TestClient;
  let chatSessionId: string;
  let voiceSessionId: string;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    user = await trialUser(t);
    chatSessionId = (await user.post('/api/sessions', {})).json().id;
    voiceSessionId = (await startVoice(user)).voiceSessionId;
  });
  afterAll(() => t.close());

  const expect400 = (res: { statusCode: number; json(): { message: string } }, field: string) => {
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(field);
    expect(res.json().message).toMatch(CONTROL);
  };

  it('refuses them in names, emails and passwords at sign-up and sign-in', async () => {
    for (const field of ['firstName', 'lastName', 'password']) {
      expect400(await signUp(new TestClient(t.app), { [field]: `Ada correct horse${NUL}battery` }), field);
    }
    expect((await signUp(new TestClient(t.app), { email: `ada${NUL}@example.com` })).statusCode).toBe(400);
    expect400(
      await new TestClient(t.app).post('/api/auth/signin', { email: uniqueEmail(), password: `pass${NUL}word` }),
      'password',
    );
    expect(
      (await new TestClient(t.app).post('/api/auth/signin', { email: `a${NUL}@example.com`, password: 'whatever' }))
        .statusCode,
    ).toBe(400);
  });

  it('refuses them in ids, in the body and in the path', async () => {
    expect400(await user.post('/api/chat', { sessionId: `${chatSessionId}${NUL}`, message: 'hello' }), 'sessionId');
    expect400(await user.get('/api/sessions/ses_%00abc'), 'id');
    expect400(await user.post('/api/sessions/ses_%01abc/end', {}), 'id');
    expect400(
      await user.post('/api/voice-therapy/heartbeat', { voiceSessionId: `${voiceSessionId}${NUL}` }),
      'voiceSessionId',
    );
    expect400(
      await user.post('/api/voice-therapy/end', { sessionDuration: 1, voiceSessionId: `x${NUL}` }),
      'voiceSessionId',
    );
    expect400(await user.get('/api/voice-therapy/sessions/vs%00x'), 'id');
    expect400(await user.post('/api/voice-therapy/start', { subscriptionId: `I-${NUL}` }), 'subscriptionId');
    expect400(await user.post('/api/terms/accept', { trialType: 'voice', sessionKey: `anon_${NUL}` }), 'sessionKey');
    expect400(await user.get('/api/login?next=%2Fchat%00'), 'next');
  });

  it('refuses them in a header', async () => {
    expect400(await user.get('/api/subscription/status', { 'x-subscription-id': 'I-\u0001x' }), 'x-subscription-id');
  });

  it('refuses them in message text but keeps line breaks, and lone surrogates too', async () => {
    expect400(await user.post('/api/chat', { sessionId: chatSessionId, message: `I feel${NUL} low` }), 'message');
    const lone = await user.request({
      method: 'POST',
      url: '/api/chat',
      headers: { 'content-type': 'application/json' },
      payload: `{"sessionId":"${chatSessionId}","message":"half an emoji \\ud83d"}`,
    });
    expect400(lone, 'message');
    const paragraphs = await user.post('/api/chat', {
      sessionId: chatSessionId,
      message: 'Work was hard today.\n\nBut I went\tfor a walk 🙂',
    });
    expect(paragraphs.statusCode).toBe(200);
  });

  it('answers them on both voice sockets with an error event and keeps the socket open', async () => {
    const base = await listen(t);
    const ptt = await SocketClient.open(base, `${PUSH_TO_TALK_PATH}?session=${voiceSessionId}`, user);
    ptt.sendJson({ type: 'text', text: `hello${NUL}` });
    expect((await ptt.next(byType('error'))).error).toMatch(/^text: .*control characters/);
    ptt.sendJson({ type: 'ping' });
    expect(await ptt.next(byType('pong'))).toBeTruthy();
    ptt.close();
    await ptt.closed;

    const call = await SocketClient.open(base, `${REALTIME_CALL_PATH}?session=${voiceSessionId}`, user);
    await call.next(byType('session.created'));
    call.sendJson({
      type: 'conversation.item.create',
      item: { type: 'message', role: 'user', content: [{ type: 'input_text', text: `hi${NUL}` }] },
    });
    const first = await call.next(byType('error'));
    expect((first.error as { message: string }).message).toMatch(/item\.content\.0\.text: .*control characters/);
    call.sendJson({ type: 'input_audio_buffer.clear', event_id: `e${NUL}` });
    const second = await call.next((m) => m.type === 'error' && m !== first);
    expect((second.error as { message: string }).message).toMatch(/event_id: .*control characters/);
    call.sendJson({ type: 'input_audio_buffer.clear' });
    expect(call.ws.readyState).toBe(call.ws.OPEN);
    call.close();
    await call.closed;
    expect((await user.get('/api/voice-therapy/status')).statusCode).toBe(200);
  });
});
