import { afterAll, describe, expect, it } from 'vitest';
import { SpeechProviderError } from '../provider-http.ts';
import { espeakWav, hasEspeak, silence } from '../testing/signals.ts';
import { createEmbeddedTranscriber, pocketsphinxProblem } from './embedded-transcriber.ts';

const ready = hasEspeak() && (await pocketsphinxProblem()) === null;
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
});
