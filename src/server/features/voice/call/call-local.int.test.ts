import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { therapySessions, usageSessions, users, voiceMeters, voiceTrials } from '../../../db/schema/index.ts';
import { chunkPcm16, pcm16ToBase64, REALTIME_SAMPLE_RATE, resample } from '../../../ai/speech/pcm.ts';
import { startFakeOpenAiAudio, type FakeOpenAiAudio } from '../../../ai/speech/testing/fake-openai-audio.ts';
import { espeakWav, hasEspeak, silence, tone } from '../../../ai/speech/testing/signals.ts';
import { decodeWav } from '../../../ai/speech/wav.ts';
import { buildTestApp, dbKinds, type TestApp } from '../../../test/harness.ts';
import { REALTIME_CALL_PATH } from '../../../../shared/voice.ts';
import { localDay } from '../../entitlements/local-day.ts';
import { byType, eventually, listen, SocketClient } from '../testing/socket-client.ts';
import { metersOf, startVoice, trialUser, trialVisitor } from '../testing/voice-fixtures.ts';
import { signUp } from '../../auth/test-helpers.ts';

const espeak = hasEspeak();
const callPath = (id: string) => `${REALTIME_CALL_PATH}?session=${id}`;

/** A real spoken utterance (espeak-ng), at 24 kHz, as the browser's 4096-sample appends, then a second of silence. */
function spokenAppends(text: string): string[] {
  const wav = decodeWav(espeakWav(text));
  const speech = resample(wav.samples, wav.sampleRate, REALTIME_SAMPLE_RATE);
  return [...chunkPcm16(speech), ...chunkPcm16(silence(1000))].map(pcm16ToBase64);
}

const order = (socket: SocketClient, types: string[]) => types.map((type) => socket.messages.findIndex(byType(type)));

describe.each(dbKinds)('hands-free call, local pipeline, on %s', (kind) => {
  // Stands in for OpenAI's /v1/audio/transcriptions; replies are spoken by espeak-ng on the server.
  let stt: FakeOpenAiAudio;
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    stt = await startFakeOpenAiAudio();
    t = await buildTestApp(kind, { STT_BASE_URL: stt.baseUrl });
    base = await listen(t);
  });
  afterAll(async () => {
    await t.close();
    await stt.close();
  });

  it.skipIf(!espeak)(
    'hears a real utterance and answers with text and audio (skipped when espeak-ng is not installed)',
    async () => {
      const user = await trialUser(t);
      const { voiceSessionId } = await startVoice(user);
      stt.transcript = 'I have been feeling anxious about my exams';
      const socket = await SocketClient.open(base, callPath(voiceSessionId), user);
      for (const audio of spokenAppends('I have been feeling anxious about my exams.'))
        socket.sendJson({ type: 'input_audio_buffer.append', audio });
      await socket.next((m) => m.type === 'response.done');

      expect(socket.messages[0]).toEqual({
        type: 'session.created',
        session: { mode: 'local', speech: 'server', transcription: 'server' },
      });
      const types = [
        'input_audio_buffer.speech_started',
        'input_audio_buffer.speech_stopped',
        'conversation.item.input_audio_transcription.completed',
        'response.text.delta',
        'response.audio.delta',
        'response.audio.done',
        'response.done',
      ];
      const at = order(socket, types);
      expect(at.every((i) => i > 0)).toBe(true);
      expect([...at].sort((a, b) => a - b)).toEqual(at);
      expect(socket.ofType('conversation.item.input_audio_transcription.completed')[0]!.transcript).toBe(
        stt.transcript,
      );
      expect(socket.ofType('response.done')[0]).toEqual({ type: 'response.done', response: { status: 'completed' } });
      const audio = Buffer.concat(
        socket.ofType('response.audio.delta').map((m) => Buffer.from(String(m.delta), 'base64')),
      );
      expect(audio.length).toBeGreaterThan(REALTIME_SAMPLE_RATE); // more than half a second of 16-bit speech
      // The recogniser got the utterance as a 24 kHz WAV.
      expect(stt.transcriptions.at(-1)!.file.name).toBe('audio.wav');
      expect(stt.transcriptions.at(-1)!.file.bytes.readUInt32LE(24)).toBe(REALTIME_SAMPLE_RATE);
      socket.close();

      const [row] = await t.database.db.select().from(therapySessions).where(eq(therapySessions.id, voiceSessionId));
      expect(row!.modality).toBe('call');
      const detail = (await user.get(`/api/voice-therapy/sessions/${voiceSessionId}`)).json();
      expect(detail.transcript.map((e: { type: string; text: string }) => e.type)).toEqual(['user', 'therapist']);
      const text = socket
        .ofType('response.text.delta')
        .map((m) => m.delta)
        .join('');
      expect(detail.transcript[1].text).toBe(text);
    },
  );

  it('takes the browser’s own recognition as conversation.item.create, with safety first', async () => {
    const user = await trialUser(t);
    const { voiceSessionId } = await startVoice(user);
    const socket = await SocketClient.open(base, callPath(voiceSessionId), user);
    socket.sendJson({
      type: 'conversation.item.create',
      item: {
        type: 'message',
        role: 'user',
        content: [{ type: 'input_text', text: 'i want to kill myself tonight, i have it all planned' }],
      },
    });
    await socket.next(byType('response.done'));
    const alert = socket.ofType('safety.alert')[0] as { safety: { tier: string; resources: { id: string }[] } };
    expect(alert.safety.tier).toBe('immediate');
    expect(socket.messages.findIndex(byType('safety.alert'))).toBeLessThan(
      socket.messages.findIndex(byType('response.text.delta')),
    );
    expect(
      socket
        .ofType('response.text.delta')
        .map((m) => m.delta)
        .join(''),
    ).toMatch(/000/);
    socket.close();
  });

  it('stops answering an open call once the trial ends: the core refuses the turn with limit_reached', async () => {
    const user = await trialUser(t);
    const { voiceSessionId, sessionKey } = await startVoice(user);
    const socket = await SocketClient.open(base, callPath(voiceSessionId), user);
    await socket.next(byType('session.created'));
    await t.database.db
      .update(voiceTrials)
      .set({ endsAt: new Date(Date.now() - 60_000) })
      .where(eq(voiceTrials.ownerId, sessionKey));
    socket.sendJson({
      type: 'conversation.item.create',
      item: { type: 'message', role: 'user', content: [{ type: 'input_text', text: 'Are you still there?' }] },
    });
    const error = await socket.next(byType('error'));
    expect(error.error).toMatchObject({
      type: 'limit_reached',
      message: expect.stringMatching(/trial or plan has ended/),
    });
    expect((await socket.closed).code).toBe(4403);
    expect(socket.messages.some(byType('response.text.delta'))).toBe(false);
  });

  it('keeps answering a visitor who signs up mid-call: the core finds the session in the new account', async () => {
    const visitor = await trialVisitor(t);
    const { voiceSessionId } = await startVoice(visitor);
    const socket = await SocketClient.open(base, callPath(voiceSessionId), visitor);
    await socket.next(byType('session.created'));
    expect((await signUp(visitor)).statusCode).toBeLessThan(300);
    // Before the call's next meter tick (30 s), so the turn itself meets the move.
    socket.sendJson({
      type: 'conversation.item.create',
      item: { type: 'message', role: 'user', content: [{ type: 'input_text', text: 'I feel a bit calmer now' }] },
    });
    await socket.next(byType('response.done'));
    expect(socket.messages.some(byType('error'))).toBe(false);
    socket.close();
    const detail = (await visitor.get(`/api/voice-therapy/sessions/${voiceSessionId}`)).json();
    expect(detail.transcript.map((e: { type: string }) => e.type)).toEqual(['user', 'therapist']);
  });

  it('keeps one live call per owner and stops metering when the call closes', async () => {
    const user = await trialUser(t);
    const { voiceSessionId } = await startVoice(user);
    const first = await SocketClient.open(base, callPath(voiceSessionId), user);
    await first.next(byType('session.created'));
    const second = await SocketClient.open(base, callPath(voiceSessionId), user);
    expect((await first.closed).code).toBe(4409);
    await second.next(byType('session.created'));
    second.close();
    await eventually(
      async () => (await metersOf(t, voiceSessionId)).every((m) => m.endedAt !== null),
      'the call meter to close',
    );
  });

  it('sends limit_reached and closes when the day’s minutes run out mid-call', async () => {
    const user = await trialUser(t);
    const { voiceSessionId } = await startVoice(user);
    // Two seconds of today's allowance left, whatever the time of day. In the first hour after Sydney's
    // midnight nobody can have used 3,598 seconds of today there (today's usage is never counted
    // ahead of now), so the person lives in Perth then, where it is still the evening before.
    const now = Date.now();
    const sydneyDay = localDay(new Date(now), 'Australia/Sydney').start.getTime();
    const timeZone = now - sydneyDay < 3600_000 ? 'Australia/Perth' : 'Australia/Sydney';
    expect(now - localDay(new Date(now), timeZone).start.getTime()).toBeGreaterThanOrEqual(3600_000);
    const startedAt = new Date(now - 3598_000);
    const [meter] = await t.database.db.select().from(voiceMeters).where(eq(voiceMeters.sessionId, voiceSessionId));
    await t.database.db.update(users).set({ timeZone }).where(eq(users.id, meter!.ownerId));
    await t.database.db
      .update(usageSessions)
      .set({ startedAt, seconds: 3598, lastSeenAt: new Date(now) })
      .where(eq(usageSessions.id, meter!.usageId));

    const socket = await SocketClient.open(base, callPath(voiceSessionId), user);
    const error = await socket.next(byType('error'));
    expect(error.error).toMatchObject({ type: 'limit_reached', message: expect.stringMatching(/daily 60 minutes/) });
    expect((await socket.closed).code).toBe(4403);
  });
});

describe.each(dbKinds)('hands-free call barge-in on %s', (kind) => {
  // Stands in for OpenAI's /v1/audio/speech, answering slowly so a reply is still being spoken when interrupted.
  let tts: FakeOpenAiAudio;
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    tts = await startFakeOpenAiAudio();
    tts.delayMs = 1500;
    // Without a recogniser on the server, so the browser's recognition sends the words.
    t = await buildTestApp(kind, { TTS_BASE_URL: tts.baseUrl, STT_EMBEDDED: 'off' });
    base = await listen(t);
  });
  afterAll(async () => {
    await t.close();
    await tts.close();
  });

  const say = (socket: SocketClient, text: string) =>
    socket.sendJson({
      type: 'conversation.item.create',
      item: { type: 'message', role: 'user', content: [{ type: 'input_text', text }] },
    });

  it('stops the reply on response.cancel and when the person starts talking over it', async () => {
    const user = await trialUser(t);
    const { voiceSessionId } = await startVoice(user);
    const socket = await SocketClient.open(base, callPath(voiceSessionId), user);
    expect(await socket.next(byType('session.created'))).toMatchObject({
      session: { speech: 'server', transcription: 'browser' },
    });

    say(socket, 'My flatmate keeps leaving dishes everywhere and it drives me mad');
    await socket.next(byType('response.text.delta'));
    socket.sendJson({ type: 'response.cancel' });
    expect(await socket.next(byType('response.done'))).toEqual({
      type: 'response.done',
      response: { status: 'cancelled' },
    });

    const from = socket.messages.length;
    say(socket, 'Anyway, work was fine today');
    await socket.next(byType('response.text.delta'), from);
    for (const audio of chunkPcm16(silence(200)).map(pcm16ToBase64))
      socket.sendJson({ type: 'input_audio_buffer.append', audio });
    const loud = chunkPcm16(tone(600, 220, 0.3)).map(pcm16ToBase64);
    for (const audio of loud) socket.sendJson({ type: 'input_audio_buffer.append', audio });
    await socket.next(byType('input_audio_buffer.speech_started'), from);
    expect(await socket.next(byType('response.done'), from)).toEqual({
      type: 'response.done',
      response: { status: 'cancelled' },
    });

    // Nothing from a cancelled reply arrives after its cancellation, and both turns were still stored.
    await new Promise((r) => setTimeout(r, 2000));
    expect(socket.ofType('response.audio.delta')).toHaveLength(0);
    expect(socket.ofType('response.done').map((m) => (m.response as { status: string }).status)).toEqual([
      'cancelled',
      'cancelled',
    ]);
    socket.close();
    const detail = (await user.get(`/api/voice-therapy/sessions/${voiceSessionId}`)).json();
    expect(detail.transcript.map((e: { type: string }) => e.type)).toEqual(['user', 'therapist', 'user', 'therapist']);
  });
});
