import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chunkPcm16, pcm16ToBase64 } from '../../ai/speech/pcm.ts';
import { join, silence, tone } from '../../ai/speech/testing/signals.ts';
import {
  completionReply,
  startFakeChatServer,
  streamReply,
  type FakeChatServer,
} from '../../ai/therapist/testing/fake-chat-completions.ts';
import { messages } from '../../db/schema/index.ts';
import { buildTestApp, dbKinds, type TestApp, type TestClient } from '../../test/harness.ts';
import { PUSH_TO_TALK_PATH, REALTIME_CALL_PATH } from '../../../shared/voice.ts';
import { RESTARTING } from '../../platform/live-sockets.ts';
import { startFakeOpenAiRealtime, type FakeOpenAiRealtime } from './realtime/testing/fake-openai-realtime.ts';
import { byType, eventually, listen, SocketClient } from './testing/socket-client.ts';
import { startVoice, trialUser } from './testing/voice-fixtures.ts';

const REPLY = 'It makes sense that you feel tired after a week like that.';
const refused = async (base: string) =>
  (await fetch(`${base.replace(/^ws/, 'http')}/api/config`).catch(() => null))?.status !== 200;

describe.each(dbKinds)('voice sockets at shutdown, local call, on %s', (kind) => {
  // A remote model that answers only when told to, so the turn is surely in flight when the app closes.
  let model: FakeChatServer;
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  let t: TestApp;
  let base: string;
  let caller: TestClient;
  let talker: TestClient;
  beforeAll(async () => {
    model = await startFakeChatServer();
    model.handle(async (req, res) => {
      await answered;
      if (req.body.stream) streamReply(res, [REPLY]);
      else completionReply(res, REPLY);
    });
    t = await buildTestApp(kind, { AI_BASE_URL: model.baseUrl, AI_MODEL: 'fake-model', AI_TIMEOUT_MS: '120000' });
    base = await listen(t);
    caller = await trialUser(t);
    talker = await trialUser(t);
  });
  afterAll(async () => {
    answer();
    await model.close();
  });

  it('a call answers the turn in flight, then every socket closes with 1001 and a reason', async () => {
    const call = await SocketClient.open(
      base,
      `${REALTIME_CALL_PATH}?session=${(await startVoice(caller)).voiceSessionId}`,
      caller,
    );
    await call.next(byType('session.created'));
    const idle = await SocketClient.open(
      base,
      `${PUSH_TO_TALK_PATH}?session=${(await startVoice(talker)).voiceSessionId}`,
      talker,
    );

    call.sendJson({
      type: 'conversation.item.create',
      item: { type: 'message', role: 'user', content: [{ type: 'input_text', text: 'This week wore me out.' }] },
    });
    await eventually(() => model.requests.length > 0, 'the turn to reach the model');
    const closing = t.close();
    await eventually(() => refused(base), 'new requests to be refused');
    expect(await idle.closed).toEqual({ code: 1001, reason: RESTARTING });

    answer();
    expect(await call.closed).toEqual({ code: 1001, reason: RESTARTING });
    expect(
      call
        .ofType('response.text.delta')
        .map((m) => m.delta)
        .join(''),
    ).toContain(REPLY);
    expect(call.ofType('response.done')).toEqual([{ type: 'response.done', response: { status: 'completed' } }]);
    await closing;
  });
});

describe.each(dbKinds)('voice sockets at shutdown, relayed call, on %s', (kind) => {
  // Stands in for the OpenAI Realtime API; it streams one audio delta of each reply, then waits for release().
  let provider: FakeOpenAiRealtime;
  let t: TestApp;
  let base: string;
  let caller: TestClient;
  beforeAll(async () => {
    provider = await startFakeOpenAiRealtime();
    provider.holdResponses = true;
    t = await buildTestApp(kind, { REALTIME_URL: provider.url, REALTIME_API_KEY: provider.apiKey });
    base = await listen(t);
    caller = await trialUser(t);
  });
  afterAll(async () => {
    await t.database.close();
    await provider.close();
  });

  it('relays the provider reply in progress to its end and stores it, then closes with 1001', async () => {
    const { voiceSessionId } = await startVoice(caller);
    const call = await SocketClient.open(base, `${REALTIME_CALL_PATH}?session=${voiceSessionId}`, caller);
    await call.next(byType('session.created'));
    for (const c of chunkPcm16(join(silence(400), tone(800, 220, 0.3), silence(900))))
      call.sendJson({ type: 'input_audio_buffer.append', audio: pcm16ToBase64(c) });
    await call.next(byType('response.audio.delta'));

    const closing = t.app.close();
    await eventually(() => refused(base), 'new requests to be refused');
    provider.release();
    expect(await call.closed).toEqual({ code: 1001, reason: RESTARTING });
    expect(call.ofType('response.done')).toEqual([{ type: 'response.done', response: { status: 'completed' } }]);
    await closing;
    const stored = await t.database.db
      .select({ role: messages.role })
      .from(messages)
      .where(eq(messages.sessionId, voiceSessionId));
    expect(stored.map((m) => m.role).sort()).toEqual(['assistant', 'user']);
  });
});
