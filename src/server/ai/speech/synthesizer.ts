import type { Config } from '../../config.ts';
import { bytesToPcm16, concatPcm16, REALTIME_SAMPLE_RATE, resample } from './pcm.ts';
import { endpoint, postToProvider, readBody, SpeechProviderError } from './provider-http.ts';
import { createEspeakSpeaker, detectEspeak, type EspeakOptions } from './espeak.ts';
import { splitSentences, type SplitOptions } from './sentences.ts';
import { decodeWav, isWav } from './wav.ts';

export type SpeechEngine = 'provider' | 'espeak';

export interface SpokenAudio {
  /** 24 kHz mono PCM16, the format /ws/realtime streams. */
  audio: Int16Array;
  engine: SpeechEngine;
}

export interface SpokenSentence extends SpokenAudio {
  text: string;
}

export interface ServerSynthesizer {
  readonly kind: SpeechEngine;
  synthesize(text: string, options?: { signal?: AbortSignal }): Promise<SpokenAudio>;
  /** Sentence by sentence, the next one synthesised while the current one is consumed. */
  stream(text: string, options?: { signal?: AbortSignal } & SplitOptions): AsyncGenerator<SpokenSentence>;
  /** Stops what the synthesizer runs in the background (the espeak-ng helper process) when the app closes. */
  close?(): Promise<void>;
}

/** No speech on the server: the browser speaks the reply with speechSynthesis. */
export interface BrowserSynthesizer {
  readonly kind: 'browser';
}

export type Synthesizer = ServerSynthesizer | BrowserSynthesizer;

export type TtsConfig = Pick<Config, 'TTS_BASE_URL' | 'TTS_API_KEY' | 'TTS_MODEL' | 'TTS_VOICE'>;

export interface SynthesizerOptions {
  timeoutMs?: number;
  /** `pcm` is bare 24 kHz PCM16 (OpenAI); `wav` also works with servers that speak at other rates. */
  format?: 'wav' | 'pcm';
  /** espeak-ng settings, or false to never use it. */
  espeak?: (EspeakOptions & { binary?: string }) | false;
  logger?: { warn(details: object, message: string): void };
  fetchImpl?: typeof fetch;
}

/** OpenAI's limit on `input` for /audio/speech. */
const MAX_PROVIDER_INPUT = 4096;
const MAX_AUDIO_BYTES = 32 * 1024 * 1024;

/**
 * The best speech engine this server has: an OpenAI-compatible /audio/speech service, else
 * espeak-ng when installed, else the browser. A failing service falls back to espeak-ng for that
 * utterance when it is installed (DECISIONS §2); otherwise the SpeechProviderError reaches the
 * caller, which can let the browser speak instead.
 */
export async function createSynthesizer(config: TtsConfig, options: SynthesizerOptions = {}): Promise<Synthesizer> {
  const espeakOptions = options.espeak === false ? undefined : (options.espeak ?? {});
  const hasEspeak = espeakOptions ? await detectEspeak(espeakOptions.binary) : false;
  const speaker = hasEspeak ? createEspeakSpeaker(espeakOptions) : undefined;
  const espeak = speaker?.speak;
  const close = async () => speaker?.close();

  if (config.TTS_BASE_URL) {
    const provider = providerSpeech(config, config.TTS_BASE_URL, options);
    return serverSynthesizer('provider', close, async (text, signal) => {
      try {
        return { audio: await provider(text, signal), engine: 'provider' };
      } catch (error) {
        if (!espeak || signal?.aborted) throw error;
        options.logger?.warn(
          { err: (error as Error).message },
          'Text-to-speech service failed; speaking this reply with espeak-ng',
        );
        return { audio: await espeak(text, signal), engine: 'espeak' };
      }
    });
  }
  if (espeak)
    return serverSynthesizer('espeak', close, async (text, signal) => ({
      audio: await espeak(text, signal),
      engine: 'espeak',
    }));
  return { kind: 'browser' };
}

type Speak = (text: string, signal?: AbortSignal) => Promise<SpokenAudio>;

function serverSynthesizer(kind: SpeechEngine, close: () => Promise<void>, speak: Speak): ServerSynthesizer {
  return {
    kind,
    close,
    async synthesize(text, options = {}) {
      const pieces = text.length > MAX_PROVIDER_INPUT ? groupSentences(text, MAX_PROVIDER_INPUT) : [text.trim()];
      const spoken: SpokenAudio[] = [];
      for (const piece of pieces.filter(Boolean)) spoken.push(await speak(piece, options.signal));
      if (spoken.length === 0) return { audio: new Int16Array(0), engine: kind };
      return {
        audio: concatPcm16(spoken.map((s) => s.audio)),
        engine: spoken.some((s) => s.engine === 'espeak') ? 'espeak' : kind,
      };
    },
    async *stream(text, options = {}) {
      const sentences = splitSentences(text, options);
      let next = sentences.length ? speak(sentences[0]!, options.signal) : undefined;
      for (let i = 0; i < sentences.length; i++) {
        const current = next!;
        next = i + 1 < sentences.length ? speak(sentences[i + 1]!, options.signal) : undefined;
        // If the consumer stops early, the prefetched sentence must not become an unhandled rejection.
        next?.catch(() => {});
        yield { text: sentences[i]!, ...(await current) };
      }
    },
  };
}

/** Whole sentences packed into as few provider requests as the input limit allows. */
function groupSentences(text: string, limit: number): string[] {
  const groups: string[] = [];
  for (const sentence of splitSentences(text, { maxChars: limit, firstMaxChars: limit })) {
    const last = groups.at(-1);
    if (last !== undefined && last.length + 1 + sentence.length <= limit)
      groups[groups.length - 1] = `${last} ${sentence}`;
    else groups.push(sentence);
  }
  return groups;
}

function providerSpeech(config: TtsConfig, baseUrl: string, options: SynthesizerOptions) {
  const url = endpoint(baseUrl, 'audio/speech');
  const format = options.format ?? 'wav';
  const call = {
    service: 'text-to-speech',
    timeoutMs: options.timeoutMs ?? 15_000,
    apiKey: config.TTS_API_KEY,
    fetchImpl: options.fetchImpl,
  };
  return async (text: string, signal?: AbortSignal): Promise<Int16Array> => {
    const body = JSON.stringify({
      model: config.TTS_MODEL,
      voice: config.TTS_VOICE,
      input: text,
      response_format: format,
    });
    const init = { method: 'POST', headers: { 'content-type': 'application/json' }, body };
    const response = await postToProvider(url, init, { ...call, signal });
    const bytes = await readBody(response, MAX_AUDIO_BYTES, { ...call, signal });
    if (/json|text/.test(response.headers.get('content-type') ?? '')) {
      throw new SpeechProviderError(
        call.service,
        'bad_response',
        'The text-to-speech service answered with text instead of audio',
      );
    }
    try {
      // Sniff rather than trust the requested format: some compatible servers always send WAV.
      if (isWav(bytes)) {
        const wav = decodeWav(bytes);
        return resample(wav.samples, wav.sampleRate, REALTIME_SAMPLE_RATE);
      }
      return bytesToPcm16(bytes.subarray(0, bytes.length - (bytes.length % 2)));
    } catch (error) {
      throw new SpeechProviderError(
        call.service,
        'bad_response',
        `The text-to-speech service sent unreadable audio: ${(error as Error).message}`,
      );
    }
  };
}
