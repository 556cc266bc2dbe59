import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { chunkPcm16, resample } from '../pcm.ts';
import { SpeechProviderError } from '../provider-http.ts';
import { espeakWav, hasEspeak, silence } from '../testing/signals.ts';
import { decodeWav } from '../wav.ts';
import {
  CONVERSATIONAL_LM,
  createEmbeddedTranscriber,
  DEFAULT_MODEL_DIR,
  DEFAULT_SEARCH_ARGS,
  languageModelFiles,
  MIXED_LM_WEIGHT,
  pocketsphinxProblem,
} from './embedded-transcriber.ts';

const ready = hasEspeak() && (await pocketsphinxProblem()) === null;

describe('language model choice (STT_EMBEDDED_LM)', () => {
  it('is the model folder’s generic model, the conversational one beside the helper, or both mixed', () => {
    expect(languageModelFiles('generic')).toBeUndefined();
    expect(languageModelFiles('conversational')).toEqual([{ path: CONVERSATIONAL_LM }]);
    expect(languageModelFiles('mixed')).toEqual([
      { path: CONVERSATIONAL_LM, weight: MIXED_LM_WEIGHT },
      { path: `${DEFAULT_MODEL_DIR}/en-us.lm.bin`, weight: 1 - MIXED_LM_WEIGHT },
    ]);
    // Committed, and small: the generic model is Debian's 27 MB.
    expect(fs.statSync(CONVERSATIONAL_LM).size).toBeLessThan(5_000_000);
  });
});
// The machine may be shared and slow; these tests are about behaviour, never speed (that is bench/).
const SLOW = 120_000;

describe.skipIf(!ready)('embedded recogniser (needs espeak-ng and pocketsphinx)', () => {
  const recogniser = createEmbeddedTranscriber({ baseTimeoutMs: SLOW });
  afterAll(() => recogniser.close());
  const wav = () => espeakWav('I can not sleep because my mind keeps racing at night', 'en-us+f2');

  it(
    'hears espeak-ng speech in a WAV at any rate, and nothing in silence or a blip',
    async () => {
      const text = await recogniser.transcribe({ format: 'encoded', data: wav(), mimeType: 'audio/wav' });
      expect(text).toMatch(/sleep/);
      expect(await recogniser.transcribe({ format: 'pcm16', samples: silence(50), sampleRate: 24_000 })).toBe('');
      expect(await recogniser.transcribe({ format: 'pcm16', samples: silence(1500), sampleRate: 24_000 })).toBe('');
    },
    SLOW,
  );

  it('refuses compressed audio it cannot decode, with a reason', async () => {
    const webm = new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, ...new Array(64).fill(1)]);
    const error = await recogniser
      .transcribe({ format: 'encoded', data: webm, mimeType: 'audio/webm' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SpeechProviderError);
    expect((error as Error).message).toMatch(/WAV/);
  });

  it('cancels on abort', async () => {
    const aborted = AbortSignal.abort();
    const error = await recogniser
      .transcribe({ format: 'encoded', data: wav(), mimeType: 'audio/wav' }, { signal: aborted })
      .catch((e: unknown) => e);
    expect((error as SpeechProviderError).failure).toBe('aborted');
  });

  it(
    'fails what a crashed helper held, and starts a new helper for the next utterance',
    async () => {
      const audio = { format: 'encoded' as const, data: wav(), mimeType: 'audio/wav' };
      recogniser.warm();
      const pid = recogniser.pid!;
      const held = recogniser.transcribe(audio).catch((e: unknown) => e);
      process.kill(pid, 'SIGKILL');
      expect(((await held) as SpeechProviderError).failure).toBe('unavailable');
      expect(await recogniser.transcribe(audio)).toMatch(/sleep/);
      expect(recogniser.pid).not.toBe(pid);
    },
    SLOW,
  );

  /** The utterance as a call sends it: 24 kHz, in 4096-sample appends. */
  const callChunks = (text: string, voice = 'en-us+f2') => {
    const wav = decodeWav(espeakWav(text, voice));
    return chunkPcm16(resample(wav.samples, wav.sampleRate, 24_000));
  };

  it(
    'hears an utterance streamed in call-sized chunks, and nothing in a streamed blip',
    async () => {
      const stream = recogniser.stream(24_000);
      for (const chunk of callChunks('I can not sleep because my mind keeps racing at night')) stream.push(chunk);
      expect(await stream.finish()).toMatch(/sleep/);
      const blip = recogniser.stream(24_000);
      blip.push(silence(50));
      expect(await blip.finish()).toBe('');
    },
    SLOW,
  );

  it(
    'hears a streamed utterance with the default search (tree pass and bestpath, no flat pass), and says how long ending it took',
    async () => {
      expect(DEFAULT_SEARCH_ARGS).toEqual(['-fwdflat', 'no', '-maxhmmpf', '10000']);
      const stream = recogniser.streamRecognised();
      for (const chunk of callChunks('I can not sleep because my mind keeps racing at night'))
        stream.push(resample(chunk, 24_000, 16_000));
      const heard = await stream.finish();
      expect(heard.text).toMatch(/sleep/);
      expect(heard.endMs).toBeGreaterThanOrEqual(0);
      expect(heard.endMs).toBeLessThanOrEqual(heard.finalMs);
      expect(heard.cpuMs).toBeGreaterThan(0);
    },
    SLOW,
  );

  it(
    'serves streams in the order they were opened; a cancelled one frees the decoder',
    async () => {
      const first = recogniser.stream(24_000);
      const second = recogniser.stream(24_000);
      const dropped = recogniser.stream(24_000);
      const third = recogniser.stream(24_000);
      const [a, b, c] = [
        callChunks('I can not sleep because my mind keeps racing at night'),
        callChunks('work has been really stressful lately', 'en-us'),
        callChunks('my family does not understand me', 'en-us'),
      ];
      // The first holds the decoder, half said, while the others arrive whole.
      for (const chunk of a.slice(0, a.length >> 1)) first.push(chunk);
      for (const chunk of b) second.push(chunk);
      dropped.push(a[0]!);
      for (const chunk of c) third.push(chunk);
      const secondWords = second.finish();
      const thirdWords = third.finish();
      dropped.cancel();
      for (const chunk of a.slice(a.length >> 1)) first.push(chunk);
      expect(await first.finish()).toMatch(/sleep/);
      expect(await secondWords).toMatch(/work|stress/);
      // Its own words, whatever the recogniser makes of them (it heard "but august and ugly" once in CI,
      // about half its words being wrong): never empty, never another stream's.
      const heardThird = await thirdWords;
      expect(heardThird).not.toBe('');
      expect(heardThird).not.toMatch(/sleep|racing|work|stress/);
    },
    SLOW,
  );

  it(
    'fails a stream whose helper died mid-utterance; the next stream gets a new helper',
    async () => {
      recogniser.warm();
      const pid = recogniser.pid!;
      const chunks = callChunks('I can not sleep because my mind keeps racing at night');
      const broken = recogniser.stream(24_000);
      broken.push(chunks[0]!);
      // Whether the rest reaches the dying helper or finds it gone, the utterance is lost.
      process.kill(pid, 'SIGKILL');
      for (const chunk of chunks.slice(1)) broken.push(chunk);
      expect(((await broken.finish().catch((e: unknown) => e)) as SpeechProviderError).failure).toBe('unavailable');
      const next = recogniser.stream(24_000);
      for (const chunk of chunks) next.push(chunk);
      expect(await next.finish()).toMatch(/sleep/);
      expect(recogniser.pid).not.toBe(pid);
    },
    SLOW,
  );

  it(
    'hears with the conversational language model alone and mixed with the generic one',
    async () => {
      for (const choice of ['conversational', 'mixed'] as const) {
        const other = createEmbeddedTranscriber({ baseTimeoutMs: SLOW, languageModels: languageModelFiles(choice) });
        try {
          expect(await other.transcribe({ format: 'encoded', data: wav(), mimeType: 'audio/wav' })).toMatch(/sleep/);
        } finally {
          await other.close();
        }
      }
    },
    SLOW,
  );

  it('fails cleanly when a language model file is missing', async () => {
    const broken = createEmbeddedTranscriber({
      baseTimeoutMs: SLOW,
      languageModels: [{ path: '/nonexistent/x.lm.bin' }],
    });
    try {
      const error = await broken
        .transcribe({ format: 'encoded', data: wav(), mimeType: 'audio/wav' })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(SpeechProviderError);
      expect((error as Error).message).toMatch(/x\.lm\.bin/);
    } finally {
      await broken.close();
    }
  });
});
