import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crisisEvents } from '../../../db/schema/index.ts';
import { startFakeOpenAiAudio, type FakeOpenAiAudio } from '../../../ai/speech/testing/fake-openai-audio.ts';
import { buildTestApp, dbKinds, TestClient, type TestApp } from '../../../test/harness.ts';
import { signUp } from '../../auth/test-helpers.ts';
import { PUSH_TO_TALK_PATH, STT_UNAVAILABLE_MESSAGE } from '../../../../shared/voice.ts';
import { byType, eventually, listen, SocketClient } from '../testing/socket-client.ts';
import { metersOf, startVoice, trialUser, trialVisitor } from '../testing/voice-fixtures.ts';

/** The first bytes of a WebM file (EBML header) as MediaRecorder writes it, then filler. */
const webm = (size = 2048) =>
  Buffer.concat([
    Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81]),
    Buffer.alloc(size, 7),
  ]);
const pttPath = (id: string) => `${PUSH_TO_TALK_PATH}?session=${id}`;

describe.each(dbKinds)('push-to-talk socket on %s', (kind) => {
  // Stands in for OpenAI's /v1/audio/transcriptions (multipart in, {text} out) and /v1/audio/speech (binary audio out).
  let openai: FakeOpenAiAudio;
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    openai = await startFakeOpenAiAudio();
    t = await buildTestApp(kind, {
      STT_BASE_URL: openai.baseUrl,
      STT_API_KEY: 'sk-test-stt-key',
      TTS_BASE_URL: openai.baseUrl,
    });
    base = await listen(t);
  });
  afterAll(async () => {
    await t.close();
    await openai.close();
  });

  it('answers a recording with transcription, ai_response and spoken audio, and stores the transcript', async () => {
    const user = await trialUser(t);
    const { voiceSessionId } = await startVoice(user);
    openai.transcript = 'Work has been really stressful lately and I cannot switch off at night';
    const socket = await SocketClient.open(base, pttPath(voiceSessionId), user);
    socket.ws.send(webm());
    const transcription = await socket.next(byType('transcription'));
    expect(transcription.text).toBe(openai.transcript);
    const reply = await socket.next(byType('ai_response'));
    // An ordinary turn: the reader may offer the lines gently (elevated), no crisis reply.
    expect(['none', 'elevated']).toContain((reply.safety as { tier: string }).tier);
    expect(String(reply.text).length).toBeGreaterThan(10);
    const audio = await socket.next(byType('audio_response'));
    expect(audio).toMatchObject({ mimeType: 'audio/wav', autoPlay: true });
    expect(Buffer.from(String(audio.audio), 'base64').subarray(0, 4).toString()).toBe('RIFF');
    expect(openai.transcriptions.at(-1)!.file).toMatchObject({ name: 'audio.webm', type: 'audio/webm' });
    expect(openai.transcriptions.at(-1)!.authorization).toBe('Bearer sk-test-stt-key');
    expect(openai.speeches.at(-1)!.body.input).toBe(reply.text);

    // Typed or browser-recognised text is a turn too, without a transcription echo.
    const before = socket.messages.length;
    socket.sendJson({ type: 'text', text: 'I tried going for a walk after work' });
    await socket.next(byType('ai_response'), before);
    expect(socket.messages.slice(before).some(byType('transcription'))).toBe(false);
    socket.sendJson({ type: 'ping' });
    await socket.next(byType('pong'), before);
    socket.close();

    const detail = (await user.get(`/api/voice-therapy/sessions/${voiceSessionId}`)).json();
    expect(detail.transcript.map((e: { type: string }) => e.type)).toEqual(['user', 'therapist', 'user', 'therapist']);
    expect(detail.transcript[0].text).toBe(openai.transcript);
    expect(detail.transcript[1].text).toBe(reply.text);
  });

  it('follows the session into the account the visitor signs up to mid-session', async () => {
    const visitor = await trialVisitor(t);
    const { voiceSessionId } = await startVoice(visitor);
    const socket = await SocketClient.open(base, pttPath(voiceSessionId), visitor);
    socket.sendJson({ type: 'text', text: 'I have had a rough week at uni' });
    await socket.next(byType('ai_response'));
    expect((await signUp(visitor)).statusCode).toBeLessThan(300);
    const before = socket.messages.length;
    socket.sendJson({ type: 'text', text: 'Thanks, that helps a little' });
    await socket.next(byType('ai_response'), before);
    socket.close();
    const detail = (await visitor.get(`/api/voice-therapy/sessions/${voiceSessionId}`)).json();
    expect(detail.transcript.map((e: { type: string }) => e.type)).toEqual(['user', 'therapist', 'user', 'therapist']);
  });

  it('meets a crisis utterance with the safe reply, 000 first, and logs the event without content', async () => {
    const visitor = await trialVisitor(t);
    const { voiceSessionId, sessionKey } = await startVoice(visitor);
    openai.transcript = 'i have the pills in my hand and im going to take them all tonight';
    const socket = await SocketClient.open(base, pttPath(voiceSessionId), visitor);
    socket.ws.send(webm());
    const reply = await socket.next(byType('ai_response'));
    const safety = reply.safety as { tier: string; resources: { id: string }[] };
    expect(safety.tier).toBe('immediate');
    expect(safety.resources[0]!.id).toBe('emergency');
    expect(String(reply.text)).toMatch(/000/);
    expect(String(reply.text).indexOf('000')).toBeLessThan(String(reply.text).indexOf('13 11 14') >>> 0);
    socket.close();
    const events = await t.database.db.select().from(crisisEvents).where(eq(crisisEvents.ownerId, sessionKey));
    expect(events).toEqual([
      expect.objectContaining({ source: 'voice', interactionType: 'risk_detected', tier: 'immediate' }),
    ]);
    expect(JSON.stringify(events)).not.toMatch(/pills/);
  });

  it('refuses recordings it cannot read and sockets that are not the owner’s', async () => {
    const alice = await trialUser(t);
    const bob = await trialUser(t);
    const { voiceSessionId } = await startVoice(alice);
    const socket = await SocketClient.open(base, pttPath(voiceSessionId), alice);
    socket.ws.send(Buffer.from('definitely not audio, just some bytes here'));
    expect(await socket.next(byType('error'))).toMatchObject({ code: 'bad_audio' });
    socket.close();

    for (const [client, code] of [
      [bob, 4404],
      [await trialVisitor(t), 4404],
      [new TestClient(t.app), 4401],
    ] as const) {
      const denied = await SocketClient.open(base, pttPath(voiceSessionId), client);
      expect((await denied.closed).code).toBe(code);
    }
    const missing = await SocketClient.open(base, PUSH_TO_TALK_PATH, alice);
    expect((await missing.closed).code).toBe(4404);
    const crossSite = await SocketClient.open(base, pttPath(voiceSessionId), alice, { origin: 'https://evil.example' });
    expect(await crossSite.closed).toMatchObject({ code: 1008, reason: expect.stringMatching(/Cross-site/) });
  });

  it('meters the socket by the server’s clock: open is charged, and closing it closes the ledger row', async () => {
    const user = await trialUser(t);
    const { voiceSessionId } = await startVoice(user);
    const socket = await SocketClient.open(base, pttPath(voiceSessionId), user);
    socket.sendJson({ type: 'ping' });
    await socket.next(byType('pong'));
    expect((await metersOf(t, voiceSessionId)).filter((m) => m.endedAt === null)).toHaveLength(1);
    socket.close();
    await eventually(
      async () => (await metersOf(t, voiceSessionId)).every((m) => m.endedAt !== null),
      'the meter to close with the socket',
    );
  });

  it('closes with limit_reached when the day’s minutes are used mid-session', async () => {
    const user = await trialUser(t);
    const { voiceSessionId } = await startVoice(user);
    const socket = await SocketClient.open(base, pttPath(voiceSessionId), user);
    await user.get('/api/voice-therapy/test/daily-limit');
    socket.sendJson({ type: 'text', text: 'Are you still there?' });
    const error = await socket.next(byType('error'));
    expect(error).toMatchObject({ code: 'limit_reached', error: expect.stringMatching(/daily 60 minutes/) });
    expect((await socket.closed).code).toBe(4403);
  });
});

describe.each(dbKinds)('push-to-talk socket without speech-to-text on %s', (kind) => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    // No provider and the embedded recogniser switched off (as on a machine without pocketsphinx).
    t = await buildTestApp(kind, { STT_EMBEDDED: 'off' });
    base = await listen(t);
  });
  afterAll(() => t.close());

  it('answers a recording with stt_unavailable, and still takes typed text', async () => {
    const user = await trialUser(t);
    const { voiceSessionId } = await startVoice(user);
    const socket = await SocketClient.open(base, pttPath(voiceSessionId), user);
    socket.ws.send(webm());
    expect(await socket.next(byType('error'))).toEqual({
      type: 'error',
      code: 'stt_unavailable',
      error: STT_UNAVAILABLE_MESSAGE,
    });
    socket.sendJson({ type: 'text', text: 'Then I will type: I feel flat today' });
    const reply = await socket.next(byType('ai_response'));
    expect(String(reply.text).length).toBeGreaterThan(10);
    socket.close();
  });
});
