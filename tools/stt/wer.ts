// Word error rate and speed of the embedded recogniser on generated therapy-style utterances:
//   npx tsx tools/stt/wer.ts [--limit N] [--args "-maxhmmpf 3000 …"] [--show]
// The sentences (tools/stt/utterances.txt) were written for this and never tuned against; each is
// spoken by espeak-ng in one of six voice/speed/noise conditions (corpus.ts). Synthetic speech is
// harder for pocketsphinx's acoustic model than a person on a headset, so read these as a floor.
import { makeCorpus, readSentences, type Utterance } from './corpus.ts';
import { wordErrors } from './score.ts';
import {
  createEmbeddedTranscriber,
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
}

export async function measureWer(utterances: Utterance[], extraArgs: string[] = [], show = false): Promise<WerResult> {
  const problem = await pocketsphinxProblem();
  if (problem) throw new Error(`The embedded recogniser cannot run here: ${problem}`);
  const recogniser = createEmbeddedTranscriber({ extraArgs, baseTimeoutMs: 120_000 });
  // The model load is start-up cost, not per utterance: warm up on the first utterance.
  await recogniser.recognise(utterances[0]!.samples);
  let errors = 0;
  let words = 0;
  let cpuMs = 0;
  let audioMs = 0;
  const wallMs: number[] = [];
  const conditions = new Map<string, { errors: number; words: number; utterances: number }>();
  for (const u of utterances) {
    const started = performance.now();
    const heard = await recogniser.recognise(u.samples);
    wallMs.push(performance.now() - started);
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
  }
  await recogniser.close();
  return {
    utterances: utterances.length,
    words,
    wer: errors / words,
    realTimeFactor: cpuMs / audioMs,
    byCondition: [...conditions].map(([name, c]) => ({ name, wer: c.errors / c.words, utterances: c.utterances })),
    wallMs,
  };
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

async function main() {
  const arg = (name: string) => {
    const i = process.argv.indexOf(name);
    return i >= 0 ? process.argv[i + 1] : undefined;
  };
  const limit = Number(arg('--limit') ?? Infinity);
  const extraArgs = (arg('--args') ?? '').split(' ').filter(Boolean);
  const utterances = makeCorpus(readSentences().slice(0, limit));
  const result = await measureWer(utterances, extraArgs, process.argv.includes('--show'));
  const sorted = [...result.wallMs].sort((a, b) => a - b);
  console.log(
    `\n${result.utterances} utterances, ${result.words} words${extraArgs.length ? `, options ${extraArgs.join(' ')}` : ''}`,
  );
  console.log(`| condition | utterances | WER |\n|---|---|---|`);
  for (const c of result.byCondition) console.log(`| ${c.name} | ${c.utterances} | ${pct(c.wer)} |`);
  console.log(`| **all** | ${result.utterances} | **${pct(result.wer)}** |`);
  console.log(`real-time factor (CPU, one core): ${result.realTimeFactor.toFixed(2)}`);
  console.log(
    `decode wall time per utterance: median ${sorted[sorted.length >> 1]!.toFixed(0)} ms, max ${sorted.at(-1)!.toFixed(0)} ms`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
