import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { concatPcm16, REALTIME_SAMPLE_RATE } from '../pcm.ts';

/** Synthetic test signals at 24 kHz unless told otherwise. */
const count = (ms: number, rate: number) => Math.round((ms * rate) / 1000);

export function silence(ms: number, rate = REALTIME_SAMPLE_RATE): Int16Array {
  return new Int16Array(count(ms, rate));
}

/** A sine whose peak is `amplitude` (0..1), so its RMS is amplitude / √2. */
export function tone(ms: number, hz: number, amplitude: number, rate = REALTIME_SAMPLE_RATE): Int16Array {
  const out = new Int16Array(count(ms, rate));
  for (let i = 0; i < out.length; i++) out[i] = Math.round(Math.sin((2 * Math.PI * hz * i) / rate) * amplitude * 32767);
  return out;
}

/** Seeded uniform white noise with the given RMS (0..1): the same seed gives the same samples. */
export function noise(ms: number, level: number, seed = 1, rate = REALTIME_SAMPLE_RATE): Int16Array {
  const out = new Int16Array(count(ms, rate));
  let state = seed >>> 0;
  const peak = level * Math.sqrt(3) * 32767;
  for (let i = 0; i < out.length; i++) {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    const u = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    out[i] = Math.round((u * 2 - 1) * peak);
  }
  return out;
}

/** Adds signals sample by sample (clamped), the shorter ones padded with silence. */
export function mix(...signals: Int16Array[]): Int16Array {
  const out = new Int16Array(Math.max(...signals.map((s) => s.length)));
  for (const s of signals)
    for (let i = 0; i < s.length; i++) out[i] = Math.max(-32768, Math.min(32767, out[i]! + s[i]!));
  return out;
}

export const join = (...parts: Int16Array[]) => concatPcm16(parts);

export function hasEspeak(): boolean {
  return spawnSync('espeak-ng', ['--version'], { stdio: 'ignore' }).status === 0;
}

/** A real spoken utterance as WAV bytes, made the way the e2e fake microphone file is. */
export function espeakWav(text: string, voice = 'en-au'): Buffer {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'solace-espeak-'));
  const file = path.join(dir, 'speech.wav');
  try {
    const result = spawnSync('espeak-ng', ['-v', voice, '-w', file, text], { stdio: 'pipe' });
    if (result.status !== 0) throw new Error(`espeak-ng failed: ${result.stderr.toString()}`);
    return fs.readFileSync(file);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
