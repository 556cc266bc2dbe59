import { describe, expect, it } from 'vitest';
import { mixDown, pcm16Wav } from './recording-wav.ts';

describe('recording WAV for the embedded recogniser', () => {
  it('writes a canonical mono 16-bit WAV holding the samples', async () => {
    const samples = Int16Array.from([0, 1200, -1200, 32767, -32768]);
    const blob = pcm16Wav(samples, 16_000);
    expect(blob.type).toBe('audio/wav');
    const view = new DataView(await blob.arrayBuffer());
    const tag = (at: number) => String.fromCharCode(...new Uint8Array(view.buffer, at, 4));
    expect([tag(0), tag(8), tag(12), tag(36)]).toEqual(['RIFF', 'WAVE', 'fmt ', 'data']);
    expect(view.getUint16(20, true)).toBe(1); // integer PCM
    expect(view.getUint16(22, true)).toBe(1); // mono
    expect(view.getUint32(24, true)).toBe(16_000);
    expect(view.getUint16(34, true)).toBe(16);
    expect(view.getUint32(40, true)).toBe(samples.byteLength);
    expect([...new Int16Array(view.buffer.slice(44))]).toEqual([...samples]);
  });

  it('averages stereo into mono', () => {
    expect([...mixDown([Float32Array.from([1, 0.5]), Float32Array.from([0, -0.5])])]).toEqual([0.5, 0]);
  });
});
