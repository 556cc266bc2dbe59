import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pocketsphinxProblem } from './pocketsphinx/embedded-transcriber.ts';
import { createRecognition, recognitionKind, type RecognitionConfig } from './recognition.ts';
import { startFakeOpenAiAudio, type FakeOpenAiAudio } from './testing/fake-openai-audio.ts';
import { espeakWav, hasEspeak } from './testing/signals.ts';

const log = pino({ level: 'silent' });
const embedded: RecognitionConfig = {
  STT_BASE_URL: undefined,
  STT_API_KEY: undefined,
  STT_MODEL: 'whisper-1',
  STT_EMBEDDED: 'on',
  STT_EMBEDDED_MODEL_DIR: '/usr/share/pocketsphinx/model/en-us',
  STT_EMBEDDED_LM: 'generic',
};
const ready = hasEspeak() && (await pocketsphinxProblem()) === null;

describe('choosing who hears the person', () => {
  it('is nobody on the server without a provider and with the recogniser off or missing', async () => {
    expect(await createRecognition({ ...embedded, STT_EMBEDDED: 'off' }, log)).toBeNull();
    expect(await recognitionKind({ ...embedded, STT_EMBEDDED: 'off' })).toBe('none');
    const missing = { ...embedded, STT_EMBEDDED_MODEL_DIR: '/nonexistent/model' };
    expect(await createRecognition(missing, log)).toBeNull();
    expect(await recognitionKind(missing)).toBe('none');
  });

  it('puts a configured provider first', async () => {
    const config = { ...embedded, STT_BASE_URL: 'http://127.0.0.1:9/v1', STT_EMBEDDED: 'off' as const };
    expect((await createRecognition(config, log))?.kind).toBe('provider');
    expect(await recognitionKind(config)).toBe('provider');
  });
});

// Stands in for OpenAI's /v1/audio/transcriptions, failing with a 500 as a provider outage would.
describe.skipIf(!ready)('a failing provider turn (needs espeak-ng and pocketsphinx)', () => {
  let fake: FakeOpenAiAudio;
  beforeAll(async () => {
    fake = await startFakeOpenAiAudio();
  });
  afterAll(() => fake.close());

  it('is heard by the embedded recogniser instead', async () => {
    const recognition = (await createRecognition({ ...embedded, STT_BASE_URL: fake.baseUrl }, log, {
      baseTimeoutMs: 120_000,
    }))!;
    const wav = espeakWav('I can not sleep because my mind keeps racing at night', 'en-us+f2');
    const audio = { format: 'encoded' as const, data: wav, mimeType: 'audio/wav' };
    expect(await recognition.transcribe(audio)).toBe(fake.transcript);
    fake.failWith = { status: 500, message: 'The server had an error' };
    expect(await recognition.transcribe(audio)).toMatch(/sleep/);
    // WebM cannot be read offline: the provider's failure stands.
    const webm = {
      format: 'encoded' as const,
      data: Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 1, 2]),
      mimeType: 'audio/webm',
    };
    await expect(recognition.transcribe(webm)).rejects.toThrow(/HTTP 500/);
    await recognition.close?.();
  }, 120_000);
});
