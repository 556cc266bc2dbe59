import { describe, expect, it } from 'vitest';
import { decodeWav } from '../../../../server/ai/speech/wav.ts';
import { mixDown, pcm16Wav } from './recording-wav.ts';

describe('recording WAV for the embedded recogniser', () => {
  it('writes a WAV the server reads back sample for sample', async () => {
    const samples = Int16Array.from([0, 1200, -1200, 32767, -32768]);
    const bytes = new Uint8Array(await pcm16Wav(samples, 16_000).arrayBuffer());
    const back = decodeWav(bytes);
    expect(back.sampleRate).toBe(16_000);
    expect([...back.samples]).toEqual([...samples]);
  });

  it('averages stereo into mono', () => {
    expect([...mixDown([Float32Array.from([1, 0.5]), Float32Array.from([0, -0.5])])]).toEqual([0.5, 0]);
  });
});
