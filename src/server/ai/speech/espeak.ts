import { spawn } from 'node:child_process';
import { EspeakHelper, type EspeakHelperOptions } from './espeak-helper.ts';
import { REALTIME_SAMPLE_RATE, resample } from './pcm.ts';
import { SpeechProviderError } from './provider-http.ts';
import { decodeWav } from './wav.ts';

export interface EspeakOptions extends EspeakHelperOptions {
  binary?: string;
  /** espeak-ng has no Australian voice of its own; en-au resolves to its English voice. */
  voice?: string;
  wordsPerMinute?: number;
  timeoutMs?: number;
}

const availability = new Map<string, Promise<boolean>>();

/** Whether the binary runs here; asked once per binary for the life of the process (a start-up cost, not per reply). */
export function detectEspeak(binary = 'espeak-ng'): Promise<boolean> {
  let known = availability.get(binary);
  if (!known) {
    known = new Promise<boolean>((resolve) => {
      const child = spawn(binary, ['--version'], { stdio: 'ignore' });
      child.on('error', () => resolve(false));
      child.on('close', (code) => resolve(code === 0));
    });
    availability.set(binary, known);
  }
  return known;
}

export interface EspeakSpeaker {
  /** Speaks text with espeak-ng and returns 24 kHz PCM16. Text goes on stdin, never argv. */
  speak(text: string, signal?: AbortSignal): Promise<Int16Array>;
  /** Stops the helper process. */
  close(): Promise<void>;
}

/** espeak-ng through its own helper process, so the app never forks per reply. */
export function createEspeakSpeaker(options: EspeakOptions = {}): EspeakSpeaker {
  const helper = new EspeakHelper(options);
  const args = ['--stdout', '-v', options.voice ?? 'en-au', '-s', String(options.wordsPerMinute ?? 165)];
  const job = { binary: options.binary ?? 'espeak-ng', args, timeoutMs: options.timeoutMs ?? 10_000 };
  return {
    async speak(text, signal) {
      const bytes = await helper.speak({ ...job, text, signal });
      try {
        const wav = decodeWav(bytes);
        return resample(wav.samples, wav.sampleRate, REALTIME_SAMPLE_RATE);
      } catch (error) {
        throw new SpeechProviderError(
          'espeak-ng',
          'bad_response',
          `espeak-ng output was not readable: ${(error as Error).message}`,
        );
      }
    },
    close: () => helper.close(),
  };
}
