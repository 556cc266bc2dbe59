import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSynthesizer, type ServerSynthesizer, type Synthesizer, type TtsConfig } from './synthesizer.ts';
import { SpeechProviderError } from './provider-http.ts';
import { rms } from './pcm.ts';
import { startFakeOpenAiAudio, type FakeOpenAiAudio } from './testing/fake-openai-audio.ts';
import { hasEspeak } from './testing/signals.ts';

// The fake stands for OpenAI POST /v1/audio/speech (binary audio answers).
let fake: FakeOpenAiAudio;
let config: TtsConfig;
const noEspeak = { espeak: false } as const;
const espeakInstalled = hasEspeak();

beforeEach(async () => {
  fake = await startFakeOpenAiAudio();
  config = {
    TTS_BASE_URL: fake.baseUrl,
    TTS_API_KEY: 'sk-test-tts-key-abcdef',
    TTS_MODEL: 'gpt-4o-mini-tts',
    TTS_VOICE: 'alloy',
  };
});
afterEach(() => fake.close());

function server(s: Synthesizer): ServerSynthesizer {
  if (s.kind === 'browser') throw new Error('expected a server synthesizer');
  return s;
}

describe('createSynthesizer', () => {
  it.each(['wav', 'pcm'] as const)('speaks through the provider as %s and returns 24 kHz PCM16', async (format) => {
    const tts = server(await createSynthesizer(config, { ...noEspeak, format }));
    expect(tts.kind).toBe('provider');
    const { audio, engine } = await tts.synthesize('Breathe in.');
    expect(engine).toBe('provider');
    expect(audio.length).toBe(24 * 60 * 'Breathe in.'.length);
    expect(rms(audio)).toBeGreaterThan(0.2);
    expect(fake.speeches).toEqual([
      {
        authorization: 'Bearer sk-test-tts-key-abcdef',
        body: { model: 'gpt-4o-mini-tts', voice: 'alloy', input: 'Breathe in.', response_format: format },
      },
    ]);
  });

  it('streams sentence by sentence, asking for the next sentence before the first is consumed', async () => {
    const calls: string[] = [];
    const fetchImpl: typeof fetch = (input, init) => {
      calls.push(JSON.parse(String(init?.body)).input);
      return fetch(input, init);
    };
    const tts = server(await createSynthesizer(config, { ...noEspeak, fetchImpl }));
    const stream = tts.stream('That sounds really tough. I am here with you. What happened next?');
    const first = await stream.next();
    expect(first.value).toMatchObject({ text: 'That sounds really tough.', engine: 'provider' });
    expect(calls).toEqual(['That sounds really tough.', 'I am here with you.']);
    const rest: string[] = [];
    for await (const s of stream) rest.push(s.text);
    expect(rest).toEqual(['I am here with you.', 'What happened next?']);
  });

  it('splits text longer than the provider accepts', async () => {
    fake.msPerChar = 2;
    const tts = server(await createSynthesizer(config, noEspeak));
    const long = Array.from({ length: 150 }, (_, i) => `This is sentence number ${i} of a long reply.`).join(' ');
    const { audio } = await tts.synthesize(long);
    expect(fake.speeches).toHaveLength(2);
    expect(fake.speeches.map((s) => s.body.input).join(' ')).toBe(long);
    expect(fake.speeches.every((s) => (s.body.input ?? '').length <= 4096)).toBe(true);
    expect(audio.length).toBe(24 * 2 * fake.speeches.reduce((n, s) => n + (s.body.input ?? '').length, 0));
  });

  it('reports a failing provider cleanly when there is no espeak-ng to fall back to', async () => {
    fake.failWith = { status: 500, message: 'The server had an error while processing your request.' };
    const tts = server(await createSynthesizer(config, noEspeak));
    const error = await tts.synthesize('Hello.').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SpeechProviderError);
    expect((error as Error).message).toBe(
      'The text-to-speech service answered HTTP 500: The server had an error while processing your request.',
    );
  });

  it('uses the browser when neither a provider nor espeak-ng is available', async () => {
    expect(
      await createSynthesizer({ ...config, TTS_BASE_URL: undefined }, { espeak: { binary: '/nonexistent/espeak-ng' } }),
    ).toEqual({ kind: 'browser' });
    expect(await createSynthesizer({ ...config, TTS_BASE_URL: undefined }, noEspeak)).toEqual({ kind: 'browser' });
  });

  describe.skipIf(!espeakInstalled)('with espeak-ng installed (skipped: espeak-ng is not installed)', () => {
    it('speaks with espeak-ng when no provider is configured', async () => {
      const tts = server(await createSynthesizer({ ...config, TTS_BASE_URL: undefined }));
      expect(tts.kind).toBe('espeak');
      const { audio, engine } = await tts.synthesize('-v Hello, I am Sage.');
      expect(engine).toBe('espeak');
      expect(audio.length).toBeGreaterThan(24_000 * 0.8);
      expect(rms(audio)).toBeGreaterThan(0.01);
      const sentences: string[] = [];
      for await (const s of tts.stream('One. Two.')) sentences.push(`${s.text}:${s.engine}:${s.audio.length > 0}`);
      expect(sentences).toEqual(['One.:espeak:true', 'Two.:espeak:true']);
    });

    it('falls back to espeak-ng for an utterance the provider fails, and logs it', async () => {
      fake.delayMs = 2000;
      const warn = vi.fn();
      const tts = server(await createSynthesizer(config, { timeoutMs: 100, logger: { warn } }));
      const { audio, engine } = await tts.synthesize('Still here.');
      expect(engine).toBe('espeak');
      expect(audio.length).toBeGreaterThan(0);
      expect(warn).toHaveBeenCalledWith(
        { err: 'The text-to-speech service did not answer within 100 ms' },
        'Text-to-speech service failed; speaking this reply with espeak-ng',
      );
    });

    it('stops espeak-ng when the caller cancels', async () => {
      const tts = server(await createSynthesizer({ ...config, TTS_BASE_URL: undefined }));
      await expect(tts.synthesize('Cancelled.', { signal: AbortSignal.abort() })).rejects.toMatchObject({
        failure: 'aborted',
      });
    });
  });
});
