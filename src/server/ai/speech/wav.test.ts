import { describe, expect, it } from 'vitest';
import { decodeWav, encodeWav, isWav } from './wav.ts';
import { espeakWav, hasEspeak, tone } from './testing/signals.ts';

describe('wav', () => {
  it('encodes a canonical 44-byte header and decodes it back', () => {
    const samples = tone(100, 440, 0.3);
    const wav = encodeWav(samples, 24_000);
    expect(wav.length).toBe(44 + samples.byteLength);
    expect(wav.toString('ascii', 0, 4)).toBe('RIFF');
    expect(wav.readUInt32LE(24)).toBe(24_000);
    expect(isWav(wav)).toBe(true);
    const decoded = decodeWav(wav);
    expect(decoded.sampleRate).toBe(24_000);
    expect(decoded.samples).toEqual(samples);
  });

  it('clamps the placeholder data length of a streamed WAV and skips unknown chunks', () => {
    const wav = encodeWav(Int16Array.from([1, 2, 3]), 22_050);
    wav.writeUInt32LE(0x7ffff000, 40);
    expect(Array.from(decodeWav(wav).samples)).toEqual([1, 2, 3]);

    const list = Buffer.from('LIST\x04\x00\x00\x00abcd', 'latin1');
    const withList = Buffer.concat([wav.subarray(0, 36), list, wav.subarray(36)]);
    withList.writeUInt32LE(3 * 2, 36 + list.length + 4);
    expect(Array.from(decodeWav(withList).samples)).toEqual([1, 2, 3]);
  });

  it('downmixes stereo and refuses what it cannot read', () => {
    const stereo = encodeWav(Int16Array.from([100, 300, -100, -300]), 16_000);
    stereo.writeUInt16LE(2, 22);
    expect(Array.from(decodeWav(stereo).samples)).toEqual([200, -200]);

    const float = encodeWav(Int16Array.from([1]), 16_000);
    float.writeUInt16LE(3, 20);
    expect(() => decodeWav(float)).toThrow(/only integer PCM/);
    const eightBit = encodeWav(Int16Array.from([1]), 16_000);
    eightBit.writeUInt16LE(8, 34);
    expect(() => decodeWav(eightBit)).toThrow(/only 16-bit/);
    expect(() => decodeWav(Buffer.from('OggS not a wav at all'))).toThrow(/Not a WAV/);
  });

  it.skipIf(!hasEspeak())('reads espeak-ng output (skipped when espeak-ng is not installed)', () => {
    const decoded = decodeWav(espeakWav('Hello there.'));
    expect(decoded.sampleRate).toBe(22_050);
    expect(decoded.samples.length).toBeGreaterThan(22_050 / 4);
  });
});
