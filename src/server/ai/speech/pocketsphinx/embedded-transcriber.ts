import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { resample, samplesToMs } from '../pcm.ts';
import { SpeechProviderError } from '../provider-http.ts';
import type { SttAudio, Transcriber, TranscribeOptions, UtteranceStream } from '../transcriber.ts';
import { decodeWav, isWav, WavFormatError } from '../wav.ts';
import { RecogniserHelper, type Recognised } from './recogniser-helper.ts';

/** The acoustic model is trained on 16 kHz audio. */
export const RECOGNISER_SAMPLE_RATE = 16_000;
export const DEFAULT_MODEL_DIR = '/usr/share/pocketsphinx/model/en-us';
const MIN_SPEECH_MS = 100;

/**
 * The conversational trigram model built from the person's own words in the safety data
 * (tools/stt/build-lm.sh), beside this file.
 */
export const CONVERSATIONAL_LM = fileURLToPath(new URL('./solace.lm.bin', import.meta.url));
/** Its weight when mixed with the generic model: the lowest held-out perplexity (tools/stt/lm-weight.mjs). */
export const MIXED_LM_WEIGHT = 0.8;

/** Which language model the recogniser uses (STT_EMBEDDED_LM; README, "Speech recognition"). */
export type LanguageModelChoice = 'generic' | 'conversational' | 'mixed';

/** The files for a choice; undefined is the model folder's generic en-us.lm.bin. */
export function languageModelFiles(
  choice: LanguageModelChoice,
  modelDir = DEFAULT_MODEL_DIR,
): { path: string; weight?: number }[] | undefined {
  if (choice === 'conversational') return [{ path: CONVERSATIONAL_LM }];
  if (choice === 'mixed')
    return [
      { path: CONVERSATIONAL_LM, weight: MIXED_LM_WEIGHT },
      { path: path.join(modelDir, 'en-us.lm.bin'), weight: 1 - MIXED_LM_WEIGHT },
    ];
  return undefined;
}
const SERVICE = 'embedded speech recognition';

const detected = new Map<string, Promise<string | null>>();

/**
 * Null when the embedded recogniser can run here, else why not (asked once per model folder):
 * Debian's pocketsphinx-en-us model, libpocketsphinx and the koffi FFI must all be present.
 */
export function pocketsphinxProblem(modelDir = DEFAULT_MODEL_DIR): Promise<string | null> {
  let known = detected.get(modelDir);
  if (!known) {
    known = (async () => {
      if (!fs.existsSync(path.join(modelDir, 'en-us', 'mdef')))
        return `no pocketsphinx model in ${modelDir} (apt-get install pocketsphinx-en-us)`;
      try {
        const koffi = (await import('koffi')).default;
        koffi.load('libpocketsphinx.so.3');
        koffi.load('libsphinxbase.so.3');
        return null;
      } catch (error) {
        return `libpocketsphinx could not be loaded (apt-get install pocketsphinx): ${(error as Error).message}`;
      }
    })();
    detected.set(modelDir, known);
  }
  return known;
}

export interface EmbeddedTranscriber extends Transcriber {
  readonly kind: 'embedded';
  /** Recognises 16 kHz PCM16 and says how much CPU it took (the WER tool and bench use it). */
  recognise(samples16k: Int16Array, signal?: AbortSignal): Promise<Recognised>;
  /** Like stream(), at 16 kHz, saying how much CPU it took and how long the final pass was. */
  streamRecognised(): RecognisedStream;
  stream(sampleRate: number): UtteranceStream;
  warm(): void;
  close(): Promise<void>;
  readonly pid: number | undefined;
}

/**
 * The search options given unless the caller gives its own: the first (tree) pass and bestpath,
 * without the second, flat pass, which went over the whole utterance again once it had ended
 * (about a fifth of the decoding CPU, for half a point of WER); and at most 10,000 active HMMs a
 * frame instead of 30,000 (a seventh less again, no WER lost). Ending an utterance is then bestpath
 * only: 50-100 ms median, not 350. Measured side by side on the 80 WER utterances: README,
 * "Real-time factor (issue 16)".
 */
export const DEFAULT_SEARCH_ARGS: readonly string[] = ['-fwdflat', 'no', '-maxhmmpf', '10000'];

export interface EmbeddedOptions {
  modelDir?: string;
  /** pocketsphinx options, in place of DEFAULT_SEARCH_ARGS. */
  extraArgs?: string[];
  /** How long one utterance may take, before its length is added (three times its duration on top). */
  baseTimeoutMs?: number;
  /** Audio of a streamed utterance run through the features before its search starts (ms). */
  primeMs?: number;
  /**
   * Language model files in place of the model folder's generic en-us.lm.bin; several are
   * interpolated at run time with their weights.
   */
  languageModels?: { path: string; weight?: number }[];
}

export interface RecognisedStream {
  push(samples16k: Int16Array): void;
  finish(signal?: AbortSignal): Promise<Recognised>;
  cancel(): void;
}

/**
 * How much of a streamed utterance primes the live cepstral mean before the search starts. The
 * search then catches up on it (faster than real time) while the person goes on speaking.
 */
export const DEFAULT_PRIME_MS = 1000;

/** Audio the recogniser can read, at 16 kHz; anything else is a failure the caller reports. */
export function toRecogniserPcm(audio: SttAudio): Int16Array {
  if (audio.format === 'pcm16') return resample(audio.samples, audio.sampleRate, RECOGNISER_SAMPLE_RATE);
  if (!isWav(audio.data))
    throw new SpeechProviderError(SERVICE, 'bad_response', 'The embedded recogniser reads WAV audio only');
  try {
    const wav = decodeWav(audio.data);
    return resample(wav.samples, wav.sampleRate, RECOGNISER_SAMPLE_RATE);
  } catch (error) {
    if (!(error instanceof WavFormatError)) throw error;
    throw new SpeechProviderError(SERVICE, 'bad_response', `That WAV could not be read: ${error.message}`);
  }
}

/** pocketsphinx through its helper process; call pocketsphinxProblem() first. */
export function createEmbeddedTranscriber(options: EmbeddedOptions = {}): EmbeddedTranscriber {
  const helper = new RecogniserHelper({
    modelDir: options.modelDir ?? DEFAULT_MODEL_DIR,
    extraArgs: options.extraArgs ?? [...DEFAULT_SEARCH_ARGS],
    languageModels: options.languageModels,
    primeSamples: Math.round(((options.primeMs ?? DEFAULT_PRIME_MS) * RECOGNISER_SAMPLE_RATE) / 1000),
  });
  // The model loads in about half a second; decoding runs near a third of real time on one core.
  const timeoutFor = (samples: number) =>
    (options.baseTimeoutMs ?? 10_000) + 3 * samplesToMs(samples, RECOGNISER_SAMPLE_RATE);
  const recognise = (samples: Int16Array, signal?: AbortSignal) =>
    helper.recognise(samples, timeoutFor(samples.length), signal);
  const streamRecognised = (): RecognisedStream => {
    const stream = helper.stream();
    let samples = 0;
    return {
      push(samples16k) {
        samples += samples16k.length;
        stream.push(samples16k);
      },
      finish: (signal) => stream.finish(timeoutFor(samples), signal),
      cancel: () => stream.cancel(),
    };
  };
  return {
    kind: 'embedded',
    model: 'pocketsphinx en-us',
    recognise,
    streamRecognised,
    stream(sampleRate: number): UtteranceStream {
      const stream = streamRecognised();
      let samples = 0;
      return {
        push(chunk) {
          // Each chunk is resampled alone: the call's 20 ms VAD frames (480 samples at 24 kHz)
          // map to whole 16 kHz frames, so this matches resampling the utterance at once.
          const pcm = resample(chunk, sampleRate, RECOGNISER_SAMPLE_RATE);
          samples += pcm.length;
          stream.push(pcm);
        },
        async finish({ signal } = {}) {
          if (samplesToMs(samples, RECOGNISER_SAMPLE_RATE) < MIN_SPEECH_MS) {
            stream.cancel();
            return '';
          }
          return (await stream.finish(signal)).text;
        },
        cancel: () => stream.cancel(),
      };
    },
    async transcribe(audio: SttAudio, opts: TranscribeOptions = {}) {
      const samples = toRecogniserPcm(audio);
      if (samplesToMs(samples.length, RECOGNISER_SAMPLE_RATE) < MIN_SPEECH_MS) return '';
      const { text } = await recognise(samples, opts.signal);
      return text;
    },
    warm: () => helper.warm(),
    close: () => helper.close(),
    get pid() {
      return helper.pid;
    },
  };
}
