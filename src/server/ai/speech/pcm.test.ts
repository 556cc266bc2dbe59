import { describe, expect, it } from 'vitest';
import { base64ToPcm16, bytesToPcm16, chunkPcm16, concatPcm16, pcm16ToBase64, resample, rms } from './pcm.ts';
import { tone } from './testing/signals.ts';

describe('pcm', () => {
  it('round-trips base64 PCM16 little-endian', () => {
    const samples = Int16Array.from([0, 1, -1, 32767, -32768, 1234]);
    const b64 = pcm16ToBase64(samples);
    expect(Buffer.from(b64, 'base64')).toEqual(Buffer.from([0, 0, 1, 0, 255, 255, 255, 127, 0, 128, 210, 4]));
    expect(Array.from(base64ToPcm16(b64))).toEqual(Array.from(samples));
  });

  it('copies when the bytes are not 2-aligned and rejects odd lengths', () => {
    const backing = new Uint8Array([9, 1, 0, 2, 0]);
    expect(Array.from(bytesToPcm16(backing.subarray(1)))).toEqual([1, 2]);
    expect(() => bytesToPcm16(backing.subarray(0, 3))).toThrow(/even number of bytes/);
  });

  it('measures RMS on the -1..1 scale', () => {
    expect(rms(new Int16Array(100))).toBe(0);
    expect(rms(Int16Array.from([-32768, -32768]))).toBe(1);
    expect(rms(tone(1000, 440, 0.5))).toBeCloseTo(0.5 / Math.SQRT2, 3);
    expect(rms(new Int16Array(0))).toBe(0);
  });

  it('resamples 22050 Hz to 24 kHz keeping duration and pitch', () => {
    const src = tone(1000, 300, 0.5, 22_050);
    const out = resample(src, 22_050, 24_000);
    expect(out.length).toBe(24_000);
    let crossings = 0;
    for (let i = 1; i < out.length; i++) if (out[i - 1]! < 0 && out[i]! >= 0) crossings++;
    expect(crossings).toBeGreaterThanOrEqual(299);
    expect(crossings).toBeLessThanOrEqual(301);
    expect(rms(out)).toBeCloseTo(rms(src), 2);
    expect(resample(src, 24_000, 24_000)).toBe(src);
  });

  it('chunks into 4096-sample views and concatenates back', () => {
    const samples = new Int16Array(10_000).map((_, i) => i % 1000);
    const chunks = chunkPcm16(samples);
    expect(chunks.map((c) => c.length)).toEqual([4096, 4096, 1808]);
    expect(chunks[1]!.buffer).toBe(samples.buffer);
    expect(concatPcm16(chunks)).toEqual(samples);
  });
});
