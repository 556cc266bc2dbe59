import { REALTIME_CHUNK_SAMPLES, REALTIME_SAMPLE_RATE } from '../../../shared/realtime.ts';

export { REALTIME_CHUNK_SAMPLES, REALTIME_SAMPLE_RATE };

/**
 * Views little-endian PCM16 bytes as samples. Copies only when the bytes are not 2-aligned
 * (an Int16Array view needs an even byte offset). Assumes a little-endian host, as every
 * platform Node ships on is.
 */
export function bytesToPcm16(bytes: Uint8Array): Int16Array {
  if (bytes.byteLength % 2 !== 0) throw new RangeError('PCM16 audio must have an even number of bytes');
  if (bytes.byteOffset % 2 === 0) return new Int16Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 2);
  const copy = new Uint8Array(bytes.byteLength);
  copy.set(bytes);
  return new Int16Array(copy.buffer);
}

export function pcm16ToBytes(samples: Int16Array): Buffer {
  return Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength);
}

export function base64ToPcm16(base64: string): Int16Array {
  return bytesToPcm16(Buffer.from(base64, 'base64'));
}

export function pcm16ToBase64(samples: Int16Array): string {
  return pcm16ToBytes(samples).toString('base64');
}

/** Root-mean-square level on the -1..1 scale the browser's level meter uses. */
export function rms(samples: Int16Array, start = 0, end = samples.length): number {
  const n = end - start;
  if (n <= 0) return 0;
  let sum = 0;
  for (let i = start; i < end; i++) {
    const s = samples[i]! / 32768;
    sum += s * s;
  }
  return Math.sqrt(sum / n);
}

/** Linear-interpolation resampler: good enough for speech between 16 and 48 kHz. */
export function resample(samples: Int16Array, fromRate: number, toRate: number): Int16Array {
  if (!(fromRate > 0 && toRate > 0)) throw new RangeError('Sample rates must be positive');
  if (fromRate === toRate || samples.length === 0) return samples;
  const outLength = Math.max(1, Math.round((samples.length * toRate) / fromRate));
  const out = new Int16Array(outLength);
  const step = fromRate / toRate;
  const last = samples.length - 1;
  for (let i = 0; i < outLength; i++) {
    const pos = i * step;
    const j = Math.floor(pos);
    if (j >= last) {
      out[i] = samples[last]!;
      continue;
    }
    const frac = pos - j;
    out[i] = Math.round(samples[j]! * (1 - frac) + samples[j + 1]! * frac);
  }
  return out;
}

/** Splits into views (no copies) of at most `size` samples; the last one may be shorter. */
export function chunkPcm16(samples: Int16Array, size = REALTIME_CHUNK_SAMPLES): Int16Array[] {
  if (!(size > 0)) throw new RangeError('Chunk size must be positive');
  const chunks: Int16Array[] = [];
  for (let i = 0; i < samples.length; i += size) chunks.push(samples.subarray(i, i + size));
  return chunks;
}

export function concatPcm16(parts: readonly Int16Array[]): Int16Array {
  let total = 0;
  for (const p of parts) total += p.length;
  const out = new Int16Array(total);
  let offset = 0;
  for (const p of parts) {
    out.set(p, offset);
    offset += p.length;
  }
  return out;
}

export function samplesToMs(samples: number, sampleRate = REALTIME_SAMPLE_RATE): number {
  return Math.round((samples * 1000) / sampleRate);
}
