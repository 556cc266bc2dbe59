import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { resample } from '../../src/server/ai/speech/pcm.ts';
import { decodeWav } from '../../src/server/ai/speech/wav.ts';

const RATE = 16_000;

/** How one utterance is spoken and spoiled: an espeak-ng voice and speed, then sox noise or echo. */
export interface Condition {
  name: string;
  voice: string;
  wordsPerMinute: number;
  /** Pink noise this many dB below the speech; undefined is clean. */
  snrDb?: number;
  /** sox reverb percentage (a small hard room). */
  reverb?: number;
}

export const CONDITIONS: Condition[] = [
  { name: 'en-us 160 wpm, clean', voice: 'en-us', wordsPerMinute: 160 },
  { name: 'en-gb 150 wpm, clean', voice: 'en-gb', wordsPerMinute: 150 },
  { name: 'en-us female 175 wpm, clean', voice: 'en-us+f2', wordsPerMinute: 175 },
  { name: 'en-us male 140 wpm, pink noise 20 dB', voice: 'en-us+m3', wordsPerMinute: 140, snrDb: 20 },
  { name: 'en-gb RP 170 wpm, pink noise 12 dB', voice: 'en-gb-x-rp', wordsPerMinute: 170, snrDb: 12 },
  {
    name: 'en-us female 150 wpm, room echo + noise 20 dB',
    voice: 'en-us+f4',
    wordsPerMinute: 150,
    snrDb: 20,
    reverb: 40,
  },
];

export interface Utterance {
  text: string;
  condition: Condition;
  /** 16 kHz mono PCM16. */
  samples: Int16Array;
}

export function readSentences(): string[] {
  const file = path.join(path.dirname(fileURLToPath(import.meta.url)), 'utterances.txt');
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
}

/** Runs sox on a WAV given on stdin and reads the 16 kHz mono 16-bit WAV it writes. */
function sox(input: Buffer, effects: string[]): Int16Array {
  const out = execFileSync(
    'sox',
    ['-V1', '-t', 'wav', '-', '-t', 'wav', '-r', String(RATE), '-c', '1', '-b', '16', '-', ...effects],
    {
      input,
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  return resample(decodeWav(out).samples, decodeWav(out).sampleRate, RATE);
}

function rms(samples: Int16Array): number {
  let sum = 0;
  for (const s of samples) sum += s * s;
  return Math.sqrt(sum / Math.max(1, samples.length));
}

/** Pink noise from sox, scaled so the speech stands snrDb above it, added sample by sample. */
function addNoise(speech: Int16Array, snrDb: number, seed: number): Int16Array {
  const seconds = (speech.length / RATE).toFixed(3);
  const wav = execFileSync(
    'sox',
    [
      '-V1',
      '-R',
      '-n',
      '-t',
      'wav',
      '-r',
      String(RATE),
      '-c',
      '1',
      '-b',
      '16',
      '-',
      'synth',
      seconds,
      'pinknoise',
      'vol',
      '0.5',
    ],
    {
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, SOX_OPTS: '' },
    },
  );
  const noise = decodeWav(wav).samples;
  const shift = seed % Math.max(1, noise.length);
  const gain = rms(speech) / Math.max(1, rms(noise)) / 10 ** (snrDb / 20);
  const out = new Int16Array(speech.length);
  for (let i = 0; i < speech.length; i++) {
    const v = speech[i]! + gain * noise[(i + shift) % noise.length]!;
    out[i] = Math.max(-32768, Math.min(32767, Math.round(v)));
  }
  return out;
}

/** Speaks each sentence in the next condition in turn, with a quarter second of silence either side. */
export function makeCorpus(sentences: string[], conditions = CONDITIONS): Utterance[] {
  return sentences.map((text, i) => {
    const condition = conditions[i % conditions.length]!;
    const spoken = execFileSync(
      'espeak-ng',
      ['-v', condition.voice, '-s', String(condition.wordsPerMinute), '--stdout', text],
      {
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    const effects = [
      'pad',
      '0.25',
      '0.25',
      ...(condition.reverb ? ['reverb', String(condition.reverb), '50', '30'] : []),
    ];
    let samples = sox(spoken, effects);
    if (condition.snrDb !== undefined) samples = addNoise(samples, condition.snrDb, i * 7919);
    return { text, condition, samples };
  });
}
