import { describe, expect, it } from 'vitest';
import {
  averageLevel,
  base64ToBytes,
  bytesToBase64,
  decodeChunk,
  encodeChunk,
  floatToPcm16,
  SPEECH_LEVEL,
} from './pcm.ts';

describe('pcm helpers', () => {
  it('measures the average absolute level against the speech threshold', () => {
    expect(averageLevel(new Float32Array(4096))).toBe(0);
    expect(averageLevel(new Float32Array(4096).fill(0.005))).toBeLessThan(SPEECH_LEVEL);
    expect(averageLevel(Float32Array.from({ length: 4096 }, (_, i) => (i % 2 ? 0.2 : -0.2)))).toBeCloseTo(0.2);
  });

  it('clips and scales floats to PCM16', () => {
    expect([...floatToPcm16(Float32Array.from([0, 1, -1, 2, -2, 0.5]))]).toEqual([
      0, 32767, -32768, 32767, -32768, 16384,
    ]);
  });

  it('round-trips a chunk through base64 as little-endian PCM16', () => {
    const samples = Float32Array.from([0, 0.25, -0.25, 0.999]);
    const b64 = encodeChunk(samples);
    const bytes = base64ToBytes(b64);
    expect(bytes.byteLength).toBe(8);
    expect(bytes[2]! | (bytes[3]! << 8)).toBe(8192); // 0.25 * 32767 rounded, little-endian
    const back = decodeChunk(b64);
    back.forEach((v, i) => expect(v).toBeCloseTo(samples[i]!, 3));
  });

  it('encodes large buffers without overflowing the call stack', () => {
    const big = new Uint8Array(100_000).map((_, i) => i % 251);
    expect(Buffer.from(base64ToBytes(bytesToBase64(big))).equals(Buffer.from(big))).toBe(true);
  });

  it('ignores a trailing odd byte', () => {
    expect(decodeChunk(bytesToBase64(Uint8Array.from([0, 64, 7])))).toHaveLength(1);
  });
});
