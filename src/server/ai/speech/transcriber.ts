import { z } from 'zod';
import type { Config } from '../../config.ts';
import { samplesToMs } from './pcm.ts';
import { endpoint, postToProvider, readBody, SpeechProviderError } from './provider-http.ts';
import { audioFileName } from './audio-mime.ts';
import { encodeWav } from './wav.ts';

export type SttAudio =
  | { format: 'pcm16'; samples: Int16Array; sampleRate: number }
  | { format: 'encoded'; data: Uint8Array; mimeType: string };

export interface TranscribeOptions {
  /** ISO-639-1; defaults to English, which helps with Australian accents. */
  language?: string;
  prompt?: string;
  signal?: AbortSignal;
}

export interface Transcriber {
  /** 'provider': an OpenAI-compatible service; 'embedded': the offline recogniser on this server. */
  readonly kind: 'provider' | 'embedded';
  readonly model: string;
  transcribe(audio: SttAudio, options?: TranscribeOptions): Promise<string>;
  /**
   * Starts hearing one utterance while it is spoken (the embedded recogniser decodes as audio
   * arrives, so little is left when speech ends); optional, else the caller sends it whole.
   */
  stream?(sampleRate: number): UtteranceStream;
  /** Gets ready to hear (loads a model) before the first utterance; optional. */
  warm?(): void;
  /** Stops anything it runs (a helper process); optional. */
  close?(): Promise<void>;
}

export interface UtteranceStream {
  /** More of the utterance, PCM16 at the stream's sample rate. */
  push(samples: Int16Array): void;
  /** Speech has ended: the words. Rejects with a SpeechProviderError like transcribe(). */
  finish(options?: { signal?: AbortSignal }): Promise<string>;
  /** The utterance is dropped (cleared, or the call ended). */
  cancel(): void;
}

export type SttConfig = Pick<Config, 'STT_BASE_URL' | 'STT_API_KEY' | 'STT_MODEL'>;

export interface TranscriberOptions {
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

/** OpenAI's upload limit for /audio/transcriptions. */
export const MAX_STT_UPLOAD_BYTES = 25 * 1024 * 1024;
/** OpenAI rejects audio shorter than 0.1 s, and nothing useful is said in less. */
const MIN_SPEECH_MS = 100;

const TranscriptionSchema = z.object({ text: z.string() });

/**
 * An OpenAI-compatible speech-to-text client, or null when none is configured so the caller
 * falls back to the browser's own recognition (DECISIONS §2).
 */
export function createTranscriber(config: SttConfig, options: TranscriberOptions = {}): Transcriber | null {
  const baseUrl = config.STT_BASE_URL;
  if (!baseUrl) return null;
  const url = endpoint(baseUrl, 'audio/transcriptions');
  const model = config.STT_MODEL;
  const call = {
    service: 'speech-to-text',
    timeoutMs: options.timeoutMs ?? 15_000,
    apiKey: config.STT_API_KEY,
    fetchImpl: options.fetchImpl,
  };

  return {
    kind: 'provider',
    model,
    async transcribe(audio, opts = {}) {
      let file: Blob;
      let name: string;
      if (audio.format === 'pcm16') {
        if (samplesToMs(audio.samples.length, audio.sampleRate) < MIN_SPEECH_MS) return '';
        file = new Blob([new Uint8Array(encodeWav(audio.samples, audio.sampleRate))], { type: 'audio/wav' });
        name = 'audio.wav';
      } else {
        if (audio.data.byteLength === 0) return '';
        name = audioFileName(audio.mimeType);
        file = new Blob([new Uint8Array(audio.data)], { type: audio.mimeType.split(';')[0]!.trim() });
      }
      if (file.size > MAX_STT_UPLOAD_BYTES) {
        throw new SpeechProviderError(
          call.service,
          'too_large',
          'The recording is larger than the 25 MB the speech-to-text service accepts',
        );
      }
      const form = new FormData();
      form.set('file', file, name);
      form.set('model', model);
      form.set('response_format', 'json');
      form.set('language', opts.language ?? 'en');
      if (opts.prompt) form.set('prompt', opts.prompt);

      const response = await postToProvider(url, { method: 'POST', body: form }, { ...call, signal: opts.signal });
      const body = await readBody(response, 1024 * 1024, { ...call, signal: opts.signal });
      let parsed: z.infer<typeof TranscriptionSchema>;
      try {
        parsed = TranscriptionSchema.parse(JSON.parse(body.toString('utf8')));
      } catch {
        throw new SpeechProviderError(
          call.service,
          'bad_response',
          'The speech-to-text service answered without a transcript',
        );
      }
      return parsed.text.trim();
    },
  };
}
