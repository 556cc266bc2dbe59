import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crisisEvents, therapySessions, voiceTrials } from '../../../db/schema/index.ts';
import { readState, type StoredSessionState } from '../../therapy/index.ts';
import { chunkPcm16, pcm16ToBase64 } from '../../../ai/speech/pcm.ts';
import { hasEspeak, join, silence, tone } from '../../../ai/speech/testing/signals.ts';
import { buildTestApp, dbKinds, type TestApp } from '../../../test/harness.ts';
import { REALTIME_CALL_PATH } from '../../../../shared/voice.ts';
import { startFakeOpenAiRealtime, type FakeOpenAiRealtime } from '../realtime/testing/fake-openai-realtime.ts';
import { byType, eventually, listen, SocketClient } from '../testing/socket-client.ts';
import { startVoice, trialUser } from '../testing/voice-fixtures.ts';
import { cipherFor } from '../../../platform/data-keys.ts';

const callPath = (id: string) => `${REALTIME_CALL_PATH}?session=${id}`;
const speak = (socket: SocketClient) => {
  for (const c of chunkPcm16(join(silence(400), tone(800, 220, 0.3), silence(900))))
    socket.sendJson({ type: 'input_audio_buffer.append', audio: pcm16ToBase64(c) });
};

describe.each(dbKinds)('hands-free call relayed to a real-time provider on %s', (kind) => {
  // Stands in for the OpenAI Realtime API (GA) WebSocket, wss://api.openai.com/v1/realtime.
  let provider: FakeOpenAiRealtime;
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    provider = await startFakeOpenAiRealtime();
    t = await buildTestApp(kind, {
      REALTIME_URL: provider.url,
      REALTIME_API_KEY: provider.apiKey,
      REALTIME_MODEL: 'gpt-realtime-mini',
    });
    base = await listen(t);
  });
  afterAll(async () => {
    await t.close();
    await provider.close();
  });

  it('relays audio both ways, screens each transcript first, stores the transcript, and never shows the key', async () => {
    const user = await trialUser(t);
    const { voiceSessionId } = await startVoice(user);
    provider.transcripts.push('I feel a bit low since the move');
    const socket = await SocketClient.open(base, callPath(voiceSessionId), user);
    expect(await socket.next(byType('session.created'))).toEqual({
      type: 'session.created',
      session: { mode: 'relay', speech: 'server', transcription: 'server' },
    });
    speak(socket);
    await socket.next(byType('response.done'));
    const types = socket.messages.map((m) => m.type);
    for (const type of [
      'input_audio_buffer.speech_started',
      'input_audio_buffer.speech_stopped',
      'conversation.item.input_audio_transcription.completed',
      'response.text.delta',
      'response.audio.delta',
      'response.audio.done',
    ]) {
      expect(types).toContain(type);
    }
    const conn = provider.connections.at(-1)!;
    expect(conn.url).toBe('/v1/realtime?model=gpt-realtime-mini');
    expect(conn.events.some((e) => e.type === 'input_audio_buffer.append')).toBe(true);
    expect(JSON.stringify(socket.messages)).not.toContain(provider.apiKey);
    socket.close();

    await eventually(
      async () => (await user.get(`/api/voice-therapy/sessions/${voiceSessionId}`)).json().transcript.length === 2,
      'the stored reply',
    );
    const detail = (await user.get(`/api/voice-therapy/sessions/${voiceSessionId}`)).json();
    expect(detail.transcript).toMatchObject([
      { type: 'user', text: 'I feel a bit low since the move' },
      { type: 'therapist', text: provider.replyText },
    ]);
    // The relay keeps the session's recent turns fresh, as every modality does (the core stores both).
    const [row] = await t.database.db.select().from(therapySessions).where(eq(therapySessions.id, voiceSessionId));
    const cipher = await cipherFor(t.database.db, t.cipher, row!.ownerId);
    expect(readState<StoredSessionState>(cipher, row!)!.recent).toEqual([
      { role: 'user', content: 'I feel a bit low since the move' },
      { role: 'assistant', content: provider.replyText },
    ]);
  });

  it('answers urgent risk with the safe reply instead of the model, and logs it', async () => {
    const user = await trialUser(t);
    const { voiceSessionId, sessionKey } = await startVoice(user);
    provider.transcripts.push('i have the rope ready and i am going to hang myself tonight');
    const socket = await SocketClient.open(base, callPath(voiceSessionId), user);
    await socket.next(byType('session.created'));
    speak(socket);
    await socket.next(byType('response.done'));
    const alert = socket.ofType('safety.alert')[0] as { safety: { tier: string } };
    expect(alert.safety.tier).toBe('immediate');
    expect(
      socket
        .ofType('response.text.delta')
        .map((m) => m.delta)
        .join(''),
    ).toMatch(/000/);
    // Spoken by the server's own engine (espeak-ng here); without one the client speaks the text.
    if (hasEspeak()) expect(socket.ofType('response.audio.delta').length).toBeGreaterThan(0);
    const conn = provider.connections.at(-1)!;
    // The model was never asked to answer this turn; it was told what the safe reply said.
    expect(conn.events.some((e) => e.type === 'response.create')).toBe(false);
    expect(conn.events.some((e) => e.type === 'conversation.item.create' && JSON.stringify(e).includes('000'))).toBe(
      true,
    );
    socket.close();
    const events = await t.database.db.select().from(crisisEvents).where(eq(crisisEvents.ownerId, sessionKey));
    expect(events).toEqual([
      expect.objectContaining({ source: 'realtime', interactionType: 'risk_detected', tier: 'immediate' }),
    ]);
  });

  it('asks directly on a check turn instead of the model, with no crisis dialog, and logs it', async () => {
    const user = await trialUser(t);
    const { voiceSessionId, sessionKey } = await startVoice(user);
    provider.transcripts.push('some nights I just wish I could disappear for a while');
    const socket = await SocketClient.open(base, callPath(voiceSessionId), user);
    await socket.next(byType('session.created'));
    speak(socket);
    await socket.next(byType('response.done'));
    const alert = socket.ofType('safety.alert')[0] as { safety: { tier: string } };
    expect(alert.safety.tier).toBe('check');
    const said = socket
      .ofType('response.text.delta')
      .map((m) => m.delta)
      .join('');
    expect(said).toMatch(/suicide|ending their life|not being alive/);
    expect(said).not.toMatch(/000/);
    expect(provider.connections.at(-1)!.events.some((e) => e.type === 'response.create')).toBe(false);
    socket.close();
    const events = await t.database.db.select().from(crisisEvents).where(eq(crisisEvents.ownerId, sessionKey));
    expect(events).toEqual([expect.objectContaining({ source: 'realtime', tier: 'check' })]);
  });

  it('ends the call when the trial has ended: the core refuses the turn and the model is never asked', async () => {
    const user = await trialUser(t);
    const { voiceSessionId, sessionKey } = await startVoice(user);
    provider.transcripts.push('Are you still there?');
    const socket = await SocketClient.open(base, callPath(voiceSessionId), user);
    await socket.next(byType('session.created'));
    await t.database.db
      .update(voiceTrials)
      .set({ endsAt: new Date(Date.now() - 60_000) })
      .where(eq(voiceTrials.ownerId, sessionKey));
    speak(socket);
    const error = await socket.next(byType('error'));
    expect(error.error).toMatchObject({
      type: 'limit_reached',
      message: expect.stringMatching(/trial or plan has ended/),
    });
    expect((await socket.closed).code).toBe(4403);
    expect(provider.connections.at(-1)!.events.some((e) => e.type === 'response.create')).toBe(false);
  });

  it('tells the browser and closes when the provider hangs up', async () => {
    const user = await trialUser(t);
    const { voiceSessionId } = await startVoice(user);
    const socket = await SocketClient.open(base, callPath(voiceSessionId), user);
    await socket.next(byType('session.created'));
    provider.connections.at(-1)!.close(1011, 'internal error');
    expect(await socket.next(byType('error'))).toMatchObject({ error: { type: 'server_error' } });
    expect((await socket.closed).code).toBe(1011);
  });
});

describe.each(dbKinds)('hands-free call when the provider is unreachable on %s', (kind) => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    const gone = await startFakeOpenAiRealtime();
    await gone.close();
    t = await buildTestApp(kind, { REALTIME_URL: gone.url, REALTIME_API_KEY: gone.apiKey });
    base = await listen(t);
  });
  afterAll(() => t.close());

  it('falls back to the local pipeline for the call', async () => {
    const user = await trialUser(t);
    const { voiceSessionId } = await startVoice(user);
    const socket = await SocketClient.open(base, callPath(voiceSessionId), user);
    expect(await socket.next(byType('session.created'))).toMatchObject({ session: { mode: 'local' } });
    socket.sendJson({
      type: 'conversation.item.create',
      item: { type: 'message', role: 'user', content: [{ type: 'input_text', text: 'Hello, are you there?' }] },
    });
    expect(await socket.next(byType('response.done'))).toEqual({
      type: 'response.done',
      response: { status: 'completed' },
    });
    socket.close();
  });
});
