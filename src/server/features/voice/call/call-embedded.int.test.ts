import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chunkPcm16, pcm16ToBase64, REALTIME_SAMPLE_RATE, resample } from '../../../ai/speech/pcm.ts';
import { pocketsphinxProblem } from '../../../ai/speech/pocketsphinx/embedded-transcriber.ts';
import { espeakWav, hasEspeak, silence } from '../../../ai/speech/testing/signals.ts';
import { decodeWav, encodeWav } from '../../../ai/speech/wav.ts';
import { buildTestApp, dbKinds, type TestApp } from '../../../test/harness.ts';
import { PUSH_TO_TALK_PATH, REALTIME_CALL_PATH } from '../../../../shared/voice.ts';
import { byType, listen, SocketClient } from '../testing/socket-client.ts';
import { startVoice, trialUser } from '../testing/voice-fixtures.ts';

// Real parts only: espeak-ng speaks, Debian's pocketsphinx hears, no speech provider is configured.
const ready = hasEspeak() && (await pocketsphinxProblem()) === null;
const SAID = 'Work has been really stressful lately.';
/** Per awaited message; the machine may be shared and slow (speed is measured in bench/, not here). */
const TIMEOUT = 60_000;
const TEST_TIMEOUT = 3 * TIMEOUT;

/** Words of the sentence the recogniser got right (it is not perfect on synthetic speech). */
const shared = (heard: string) => {
  const said = new Set(
    SAID.toLowerCase()
      .replace(/[^a-z ]/g, '')
      .split(' '),
  );
  return heard
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => said.has(w));
};

function spoken(): { samples: Int16Array; rate: number } {
  const wav = decodeWav(espeakWav(SAID, 'en-us'));
  return { samples: wav.samples, rate: wav.sampleRate };
}

describe.skipIf(!ready).each(dbKinds)(
  'embedded speech recognition on %s (needs espeak-ng and pocketsphinx)',
  (kind) => {
    let t: TestApp;
    let base: string;
    beforeAll(async () => {
      t = await buildTestApp(kind);
      base = await listen(t);
    });
    afterAll(() => t.close());

    it(
      'hears a spoken utterance on /ws/realtime with no provider, and answers it',
      async () => {
        const user = await trialUser(t);
        const { voiceSessionId } = await startVoice(user);
        const socket = await SocketClient.open(base, `${REALTIME_CALL_PATH}?session=${voiceSessionId}`, user);
        expect(await socket.next(byType('session.created'))).toMatchObject({
          session: { mode: 'local', transcription: 'server' },
        });
        const { samples, rate } = spoken();
        const speech = resample(samples, rate, REALTIME_SAMPLE_RATE);
        for (const chunk of [...chunkPcm16(silence(300)), ...chunkPcm16(speech), ...chunkPcm16(silence(1000))])
          socket.sendJson({ type: 'input_audio_buffer.append', audio: pcm16ToBase64(chunk) });

        const heard = await socket.next(byType('conversation.item.input_audio_transcription.completed'), 0, TIMEOUT);
        expect(shared(String(heard.transcript)).length).toBeGreaterThanOrEqual(2);
        await socket.next(byType('response.done'), 0, TIMEOUT);
        expect(socket.ofType('response.text.delta').length).toBeGreaterThan(0);
        expect(socket.ofType('response.audio.delta').length).toBeGreaterThan(0);
        socket.close();
        const detail = (await user.get(`/api/voice-therapy/sessions/${voiceSessionId}`)).json();
        expect(detail.transcript[0]).toMatchObject({ type: 'user', text: heard.transcript });
      },
      TEST_TIMEOUT,
    );

    it(
      'a pause inside an utterance, shorter than the silence window, does not cut it: both parts are heard as one turn',
      async () => {
        const user = await trialUser(t);
        const { voiceSessionId } = await startVoice(user);
        const socket = await SocketClient.open(base, `${REALTIME_CALL_PATH}?session=${voiceSessionId}`, user);
        await socket.next(byType('session.created'));
        const part = (text: string) => {
          const wav = decodeWav(espeakWav(text, 'en-us+f2'));
          return resample(wav.samples, wav.sampleRate, REALTIME_SAMPLE_RATE);
        };
        // espeak-ng ends the first part with about 290 ms of quiet; 60 ms more makes a pause of about
        // 350 ms: past the point where the recogniser is asked for its words early (150 ms), short of
        // the 500 ms that ends a turn.
        const audio = [
          ...chunkPcm16(silence(300)),
          ...chunkPcm16(part('I can not sleep at night')),
          ...chunkPcm16(silence(60)),
          ...chunkPcm16(part('my family does not understand me')),
          ...chunkPcm16(silence(1000)),
        ];
        for (const chunk of audio) socket.sendJson({ type: 'input_audio_buffer.append', audio: pcm16ToBase64(chunk) });
        const heard = String(
          (await socket.next(byType('conversation.item.input_audio_transcription.completed'), 0, TIMEOUT)).transcript,
        );
        expect(heard).toMatch(/sleep|night/);
        expect(heard).toMatch(/family|understand/);
        await socket.next(byType('response.done'), 0, TIMEOUT);
        expect(socket.ofType('input_audio_buffer.speech_stopped')).toHaveLength(1);
        expect(socket.ofType('conversation.item.input_audio_transcription.completed')).toHaveLength(1);
        socket.close();
      },
      TEST_TIMEOUT,
    );

    it(
      'hears a push-to-talk WAV, and asks for WAV when sent compressed audio it cannot decode',
      async () => {
        const user = await trialUser(t);
        const { voiceSessionId } = await startVoice(user);
        const socket = await SocketClient.open(base, `${PUSH_TO_TALK_PATH}?session=${voiceSessionId}`, user);
        const { samples, rate } = spoken();
        socket.ws.send(encodeWav(resample(samples, rate, 16_000), 16_000));
        const heard = await socket.next(byType('transcription'), 0, TIMEOUT);
        expect(shared(String(heard.text)).length).toBeGreaterThanOrEqual(2);
        expect(String((await socket.next(byType('ai_response'), 0, TIMEOUT)).text).length).toBeGreaterThan(10);

        const webm = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(2048, 7)]);
        const from = socket.messages.length;
        socket.ws.send(webm);
        expect(await socket.next(byType('error'), from)).toMatchObject({
          code: 'bad_audio',
          error: expect.stringMatching(/WAV/),
        });
        socket.close();
      },
      TEST_TIMEOUT,
    );

    it('tells the browser the server hears people itself', async () => {
      const config = (await t.app.inject({ method: 'GET', url: '/api/config' })).json();
      expect(config.speech.stt).toBe('embedded');
    });
  },
);
