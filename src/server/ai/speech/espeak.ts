import { spawn } from 'node:child_process';
import { REALTIME_SAMPLE_RATE, resample } from './pcm.ts';
import { SpeechProviderError } from './provider-http.ts';
import { decodeWav } from './wav.ts';

export interface EspeakOptions {
  binary?: string;
  /** espeak-ng has no Australian voice of its own; en-au resolves to its English voice. */
  voice?: string;
  wordsPerMinute?: number;
  timeoutMs?: number;
  signal?: AbortSignal;
}

const MAX_OUTPUT_BYTES = 32 * 1024 * 1024;
const availability = new Map<string, Promise<boolean>>();

/** Whether the binary runs here; asked once per binary for the life of the process. */
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

/** Speaks text with espeak-ng and returns 24 kHz PCM16. Text goes on stdin, never argv. */
export function espeakSynthesize(text: string, options: EspeakOptions = {}): Promise<Int16Array> {
  const service = 'espeak-ng';
  const timeoutMs = options.timeoutMs ?? 10_000;
  const args = ['--stdout', '-v', options.voice ?? 'en-au', '-s', String(options.wordsPerMinute ?? 165)];
  return new Promise((resolve, reject) => {
    const child = spawn(options.binary ?? 'espeak-ng', args, { stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    let size = 0;
    let stderr = '';
    let failure: SpeechProviderError | undefined;
    const stop = (error: SpeechProviderError) => {
      failure ??= error;
      child.kill('SIGKILL');
    };
    const timer = setTimeout(() => stop(new SpeechProviderError(service, 'timeout', `espeak-ng did not finish within ${timeoutMs} ms`)), timeoutMs);
    const onAbort = () => stop(new SpeechProviderError(service, 'aborted', 'The espeak-ng request was cancelled'));
    options.signal?.addEventListener('abort', onAbort, { once: true });
    if (options.signal?.aborted) onAbort();
    child.stdout.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_OUTPUT_BYTES) stop(new SpeechProviderError(service, 'too_large', 'espeak-ng produced too much audio'));
      else out.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-500)));
    child.stdin.on('error', () => {}); // EPIPE when espeak exits early; the exit code tells the story.
    child.on('error', (error) => stop(new SpeechProviderError(service, 'unavailable', `espeak-ng could not start: ${error.message}`)));
    child.on('close', (code) => {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
      if (failure) return reject(failure);
      if (code !== 0) return reject(new SpeechProviderError(service, 'unavailable', `espeak-ng failed (exit ${code}): ${stderr.trim()}`));
      try {
        const wav = decodeWav(Buffer.concat(out, size));
        resolve(resample(wav.samples, wav.sampleRate, REALTIME_SAMPLE_RATE));
      } catch (error) {
        reject(new SpeechProviderError(service, 'bad_response', `espeak-ng output was not readable: ${(error as Error).message}`));
      }
    });
    child.stdin.end(text);
  });
}
