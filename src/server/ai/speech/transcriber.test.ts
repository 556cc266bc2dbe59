import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTranscriber, type SttConfig } from './transcriber.ts';
import { sniffAudioMime } from './audio-mime.ts';
import { SpeechProviderError } from './provider-http.ts';
import { decodeWav } from './wav.ts';
import { startFakeOpenAiAudio, type FakeOpenAiAudio } from './testing/fake-openai-audio.ts';
import { tone } from './testing/signals.ts';

// The fake stands for OpenAI POST /v1/audio/transcriptions.
let fake: FakeOpenAiAudio;
let config: SttConfig;
beforeEach(async () => {
  fake = await startFakeOpenAiAudio();
  config = { STT_BASE_URL: `${fake.baseUrl}/`, STT_API_KEY: 'sk-test-stt-key-123456', STT_MODEL: 'whisper-1' };
});
afterEach(() => fake.close());

const webmBytes = () => Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.from('webm-opus-payload-bytes')]);

describe('createTranscriber', () => {
  it('is null when no speech-to-text service is configured', () => {
    expect(createTranscriber({ ...config, STT_BASE_URL: undefined })).toBeNull();
  });

  it('uploads PCM as a WAV file with the model and bearer key, returning the text', async () => {
    const samples = tone(500, 220, 0.3);
    const text = await createTranscriber(config)!.transcribe({ format: 'pcm16', samples, sampleRate: 24_000 });
    expect(text).toBe('I feel a bit better today.');
    const [req] = fake.transcriptions;
    expect(req?.authorization).toBe('Bearer sk-test-stt-key-123456');
    expect(req?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(req?.fields).toEqual({ model: 'whisper-1', response_format: 'json', language: 'en' });
    expect(req?.file.name).toBe('audio.wav');
    expect(req?.file.type).toBe('audio/wav');
    const wav = decodeWav(req!.file.bytes);
    expect(wav.sampleRate).toBe(24_000);
    expect(wav.samples).toEqual(samples);
  });

  it('passes WebM/Opus through with a matching file name and type', async () => {
    fake.transcript = '  Hello from the browser.  ';
    const data = webmBytes();
    const transcriber = createTranscriber({ ...config, STT_API_KEY: undefined })!;
    const text = await transcriber.transcribe(
      { format: 'encoded', data, mimeType: 'audio/webm;codecs=opus' },
      { language: 'en', prompt: 'Solace' },
    );
    expect(text).toBe('Hello from the browser.');
    const [req] = fake.transcriptions;
    expect(req?.authorization).toBeUndefined();
    expect(req?.file).toEqual({ name: 'audio.webm', type: 'audio/webm', bytes: data });
    expect(req?.fields.prompt).toBe('Solace');
  });

  it('skips the call for audio too short to hold speech', async () => {
    const t = createTranscriber(config)!;
    expect(await t.transcribe({ format: 'pcm16', samples: tone(50, 220, 0.3), sampleRate: 24_000 })).toBe('');
    expect(await t.transcribe({ format: 'encoded', data: new Uint8Array(0), mimeType: 'audio/webm' })).toBe('');
    expect(fake.transcriptions).toHaveLength(0);
  });

  it('turns provider errors into clean messages without the key', async () => {
    fake.failWith = { status: 401, message: 'Incorrect API key provided: sk-test-st**********3456.' };
    const error = await createTranscriber(config)!
      .transcribe({ format: 'encoded', data: webmBytes(), mimeType: 'audio/webm' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SpeechProviderError);
    expect(error).toMatchObject({ failure: 'http', status: 401 });
    expect((error as Error).message).toBe(
      'The speech-to-text service answered HTTP 401: Incorrect API key provided: [redacted]',
    );
  });

  it('times out, and reports an unreachable service', async () => {
    fake.delayMs = 2000;
    const slow = createTranscriber(config, { timeoutMs: 100 })!;
    await expect(
      slow.transcribe({ format: 'encoded', data: webmBytes(), mimeType: 'audio/webm' }),
    ).rejects.toMatchObject({
      failure: 'timeout',
      message: 'The speech-to-text service did not answer within 100 ms',
    });
    const gone = createTranscriber({ ...config, STT_BASE_URL: 'http://127.0.0.1:9/v1' })!;
    await expect(
      gone.transcribe({ format: 'encoded', data: webmBytes(), mimeType: 'audio/webm' }),
    ).rejects.toMatchObject({ failure: 'network' });
  });

  it('refuses audio types it cannot name and answers without text', async () => {
    const t = createTranscriber(config)!;
    await expect(t.transcribe({ format: 'encoded', data: webmBytes(), mimeType: 'text/plain' })).rejects.toThrow(
      /Unsupported audio type 'text\/plain'/,
    );
    expect(sniffAudioMime(webmBytes())).toBe('audio/webm');
    expect(sniffAudioMime(Buffer.from('OggS\0\x02\0\0\0\0\0\0\0\0'))).toBe('audio/ogg');
    expect(sniffAudioMime(Buffer.from('not audio at all'))).toBeUndefined();
  });
});
