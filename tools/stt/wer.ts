// Word error rate and speed of the embedded recogniser on generated therapy-style utterances:
//   npx tsx tools/stt/wer.ts [--limit N] [--args "-maxhmmpf 3000 …"] [--whole] [--prime MS] [--pause MS] [--show]
//                            [--lm VARIANT,VARIANT,…] [--sentences FILE]
// --lm compares language models side by side: each utterance goes through every variant in turn
// (one helper each), so the machine's load falls on all alike. A variant is one of STT_EMBEDDED_LM's
// (`generic`: the model folder's en-us.lm.bin, `conversational`, `mixed`), a file, or a mixture
// `FILE@WEIGHT+generic@WEIGHT` interpolated at run time; `VARIANT|-lw 9 -wip 0.2` gives that variant
// its own pocketsphinx options in place of --args. --sentences speaks other sentences than the test's
// (a development set, e.g. held-out LM text, to tune on without touching utterances.txt).
// By default each utterance goes the call's way: at 24 kHz in 4096-sample appends through the
// call's VAD, streamed into the recogniser while it arrives, finished early at pauses (SegmentedHearing);
// --whole gives the recogniser each utterance at once, as push-to-talk does.
// The sentences (tools/stt/utterances.txt) were written for this and never tuned against; each is
// spoken by espeak-ng in one of six voice/speed/noise conditions (corpus.ts). Synthetic speech is
// harder for pocketsphinx's acoustic model than a person on a headset, so read these as a floor.
import fs from 'node:fs';
import { makeCorpus, readSentences, type Utterance } from './corpus.ts';
import { chunkPcm16, REALTIME_SAMPLE_RATE, resample } from '../../src/server/ai/speech/pcm.ts';
import { SegmentedHearing } from '../../src/server/ai/speech/segmented-hearing.ts';
import type { UtteranceStream } from '../../src/server/ai/speech/transcriber.ts';
import { VoiceActivityDetector, type VadEvent } from '../../src/server/ai/speech/vad.ts';
import { wordErrors } from './score.ts';
import {
  createEmbeddedTranscriber,
  DEFAULT_MODEL_DIR,
  languageModelFiles,
  pocketsphinxProblem,
  RECOGNISER_SAMPLE_RATE,
} from '../../src/server/ai/speech/pocketsphinx/embedded-transcriber.ts';

export interface WerResult {
  utterances: number;
  words: number;
  wer: number;
  /** Decode CPU time / audio duration, in the helper process (one core). */
  realTimeFactor: number;
  /** Per condition: WER and count. */
  byCondition: { name: string; wer: number; utterances: number }[];
  /** Each utterance's decode, wall clock, for latency percentiles. */
  wallMs: number[];
  /** Each utterance's ps_end_utt and hypothesis, wall clock: what is left once speech has stopped. */
  endMs: number[];
}

export interface WerOptions {
  /** pocketsphinx options in place of DEFAULT_SEARCH_ARGS (`--args ""`: pocketsphinx's own defaults). */
  extraArgs?: string[];
  show?: boolean;
  /** Stream each utterance in call-sized chunks (default) or give it whole. */
  whole?: boolean;
  primeMs?: number;
  /** The pause at which the words are asked for early (SegmentedHearing). */
  pauseMs?: number;
}

export type LanguageModels = { path: string; weight?: number }[] | undefined;

/** `generic`, `conversational`, `mixed` (STT_EMBEDDED_LM's), a file, or `FILE@0.5+generic@0.5`. */
export function parseLanguageModels(variant: string): LanguageModels {
  if (variant === 'generic' || variant === 'conversational' || variant === 'mixed') return languageModelFiles(variant);
  return variant.split('+').map((part) => {
    const [file, weight] = part.split('@');
    const path = file === 'generic' ? `${DEFAULT_MODEL_DIR}/en-us.lm.bin` : file!;
    return weight === undefined ? { path } : { path, weight: Number(weight) };
  });
}

export async function measureWer(utterances: Utterance[], options: WerOptions = {}): Promise<WerResult> {
  return (await measureWerSideBySide(utterances, options, [undefined]))[0]!;
}

/** Like measureWer, for several language models, each utterance through every one in turn. */
export async function measureWerSideBySide(
  utterances: Utterance[],
  options: WerOptions,
  variants: (LanguageModels | { languageModels: LanguageModels; extraArgs?: string[] })[],
): Promise<WerResult[]> {
  const problem = await pocketsphinxProblem();
  if (problem) throw new Error(`The embedded recogniser cannot run here: ${problem}`);
  const runs = variants.map((v) =>
    v && 'languageModels' in v
      ? variantRun({ ...options, extraArgs: v.extraArgs ?? options.extraArgs }, v.languageModels)
      : variantRun(options, v),
  );
  for (const run of runs) await run.warm(utterances[0]!);
  for (const u of utterances) for (const run of runs) await run.measure(u);
  const results: WerResult[] = [];
  for (const run of runs) results.push(await run.close());
  return results;
}

function variantRun(options: WerOptions, languageModels: LanguageModels) {
  const { extraArgs, show = false, whole = false, primeMs, pauseMs } = options;
  const recogniser = createEmbeddedTranscriber({ extraArgs, baseTimeoutMs: 120_000, primeMs, languageModels });
  const hear = async (samples: Int16Array) => {
    if (whole) return recogniser.recognise(samples);
    let cpuMs = 0;
    let finalMs = 0;
    let endMs = 0;
    const open = (): UtteranceStream => {
      const stream = recogniser.streamRecognised();
      return {
        push: (chunk) => stream.push(resample(chunk, REALTIME_SAMPLE_RATE, RECOGNISER_SAMPLE_RATE)),
        finish: async () => {
          const heard = await stream.finish();
          cpuMs += heard.cpuMs;
          finalMs = Math.max(finalMs, heard.finalMs);
          endMs += heard.endMs;
          return heard.text;
        },
        cancel: () => stream.cancel(),
      };
    };
    const vad = new VoiceActivityDetector({ sampleRate: REALTIME_SAMPLE_RATE, streamAudio: true });
    const turns: Promise<string>[] = [];
    let hearing: SegmentedHearing | undefined;
    const onVad = (events: VadEvent[]) => {
      for (const e of events) {
        if (e.type === 'speech_started') hearing = new SegmentedHearing(open, undefined, pauseMs);
        else if (e.type === 'speech_audio') hearing?.push(e.audio);
        else if (hearing) {
          turns.push(hearing.finish(e.audioEndMs));
          hearing = undefined;
        }
      }
    };
    for (const chunk of chunkPcm16(resample(samples, RECOGNISER_SAMPLE_RATE, REALTIME_SAMPLE_RATE))) {
      onVad(vad.push(chunk));
      hearing?.progress(vad);
    }
    onVad(vad.flush());
    const text = (await Promise.all(turns)).filter(Boolean).join(' ');
    return { text, cpuMs, finalMs, endMs };
  };
  let errors = 0;
  let words = 0;
  let cpuMs = 0;
  let audioMs = 0;
  const wallMs: number[] = [];
  const endMs: number[] = [];
  const conditions = new Map<string, { errors: number; words: number; utterances: number }>();
  const measure = async (u: Utterance) => {
    const started = performance.now();
    const heard = await hear(u.samples);
    wallMs.push(performance.now() - started);
    endMs.push(heard.endMs);
    const score = wordErrors(u.text, heard.text);
    if (show) console.log(`${score.errors}/${score.words}\t${u.text}\n\t${heard.text}`);
    errors += score.errors;
    words += score.words;
    cpuMs += heard.cpuMs;
    audioMs += (u.samples.length / RECOGNISER_SAMPLE_RATE) * 1000;
    const c = conditions.get(u.condition.name) ?? { errors: 0, words: 0, utterances: 0 };
    conditions.set(u.condition.name, {
      errors: c.errors + score.errors,
      words: c.words + score.words,
      utterances: c.utterances + 1,
    });
    count++;
  };
  let count = 0;
  const close = async (): Promise<WerResult> => {
    await recogniser.close();
    return {
      utterances: count,
      words,
      wer: errors / words,
      realTimeFactor: cpuMs / audioMs,
      byCondition: [...conditions].map(([name, c]) => ({ name, wer: c.errors / c.words, utterances: c.utterances })),
      wallMs,
      endMs,
    };
  };
  // The model load is start-up cost, not per utterance: warm up on the first utterance.
  return { warm: async (u: Utterance) => void (await hear(u.samples)), measure, close };
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

async function main() {
  const arg = (name: string) => {
    const i = process.argv.indexOf(name);
    return i >= 0 ? process.argv[i + 1] : undefined;
  };
  const limit = Number(arg('--limit') ?? Infinity);
  const args = arg('--args');
  const extraArgs = args === undefined ? undefined : args.split(' ').filter(Boolean);
  const sentencesFile = arg('--sentences');
  const sentences = sentencesFile
    ? fs
        .readFileSync(sentencesFile, 'utf8')
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean)
    : readSentences();
  const utterances = makeCorpus(sentences.slice(0, limit));
  const whole = process.argv.includes('--whole');
  const prime = arg('--prime');
  const pause = arg('--pause');
  const variants = (arg('--lm') ?? 'generic').split(',');
  const results = await measureWerSideBySide(
    utterances,
    {
      extraArgs,
      show: process.argv.includes('--show'),
      whole,
      primeMs: prime === undefined ? undefined : Number(prime),
      pauseMs: pause === undefined ? undefined : Number(pause),
    },
    variants.map((variant) => {
      const [lm, options] = variant.split('|');
      return { languageModels: parseLanguageModels(lm!), extraArgs: options?.split(' ').filter(Boolean) };
    }),
  );
  results.forEach((result, i) => {
    const sorted = [...result.wallMs].sort((a, b) => a - b);
    const ends = [...result.endMs].sort((a, b) => a - b);
    console.log(
      `\n${variants.length > 1 ? `language model ${variants[i]}: ` : ''}${result.utterances} utterances, ${result.words} words, ${whole ? 'whole' : `streamed${prime ? `, prime ${prime} ms` : ''}${pause ? `, early at ${pause} ms pauses` : ''}`}${extraArgs ? `, options "${extraArgs.join(' ')}"` : ''}`,
    );
    console.log(`| condition | utterances | WER |\n|---|---|---|`);
    for (const c of result.byCondition) console.log(`| ${c.name} | ${c.utterances} | ${pct(c.wer)} |`);
    console.log(`| **all** | ${result.utterances} | **${pct(result.wer)}** |`);
    console.log(`real-time factor (CPU, one core): ${result.realTimeFactor.toFixed(2)}`);
    console.log(
      `decode wall time per utterance: median ${sorted[sorted.length >> 1]!.toFixed(0)} ms, max ${sorted.at(-1)!.toFixed(0)} ms`,
    );
    console.log(
      `ending the utterance (ps_end_utt + hypothesis): median ${ends[ends.length >> 1]!.toFixed(1)} ms, max ${ends.at(-1)!.toFixed(1)} ms`,
    );
  });
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
