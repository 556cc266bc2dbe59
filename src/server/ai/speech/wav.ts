import { bytesToPcm16 } from './pcm.ts';

export interface DecodedWav {
  sampleRate: number;
  /** Mono PCM16: stereo input is averaged down. */
  samples: Int16Array;
}

export class WavFormatError extends Error {}

const PCM = 1;
const EXTENSIBLE = 0xfffe;

/** A canonical 44-byte-header WAV of mono 16-bit PCM (what STT uploads need). */
export function encodeWav(samples: Int16Array, sampleRate: number): Buffer {
  const dataBytes = samples.byteLength;
  const out = Buffer.alloc(44 + dataBytes);
  out.write('RIFF', 0, 'ascii');
  out.writeUInt32LE(36 + dataBytes, 4);
  out.write('WAVE', 8, 'ascii');
  out.write('fmt ', 12, 'ascii');
  out.writeUInt32LE(16, 16);
  out.writeUInt16LE(PCM, 20);
  out.writeUInt16LE(1, 22);
  out.writeUInt32LE(sampleRate, 24);
  out.writeUInt32LE(sampleRate * 2, 28);
  out.writeUInt16LE(2, 32);
  out.writeUInt16LE(16, 34);
  out.write('data', 36, 'ascii');
  out.writeUInt32LE(dataBytes, 40);
  Buffer.from(samples.buffer, samples.byteOffset, dataBytes).copy(out, 44);
  return out;
}

export function isWav(bytes: Uint8Array): boolean {
  return bytes.byteLength >= 12 && ascii(bytes, 0) === 'RIFF' && ascii(bytes, 8) === 'WAVE';
}

/**
 * Reads 16-bit PCM WAV. Streamed WAVs (espeak-ng --stdout, HTTP TTS) announce a placeholder
 * data length such as 0x7ffff000, so the data chunk is clamped to the bytes actually present.
 */
export function decodeWav(bytes: Uint8Array): DecodedWav {
  if (!isWav(bytes)) throw new WavFormatError('Not a WAV file (no RIFF/WAVE header)');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 12;
  let fmt: { channels: number; sampleRate: number; bits: number } | undefined;
  while (offset + 8 <= bytes.byteLength) {
    const id = ascii(bytes, offset);
    const size = view.getUint32(offset + 4, true);
    const body = offset + 8;
    if (id === 'fmt ') {
      if (size < 16 || body + 16 > bytes.byteLength) throw new WavFormatError('WAV fmt chunk is truncated');
      const format = view.getUint16(body, true);
      const subFormat = size >= 26 && body + 26 <= bytes.byteLength ? view.getUint16(body + 24, true) : PCM;
      if (format !== PCM && !(format === EXTENSIBLE && subFormat === PCM)) {
        throw new WavFormatError(`Unsupported WAV encoding ${format}: only integer PCM is supported`);
      }
      fmt = {
        channels: view.getUint16(body + 2, true),
        sampleRate: view.getUint32(body + 4, true),
        bits: view.getUint16(body + 14, true),
      };
      if (fmt.bits !== 16)
        throw new WavFormatError(`Unsupported WAV sample size ${fmt.bits} bits: only 16-bit is supported`);
      if (fmt.channels < 1 || fmt.channels > 2)
        throw new WavFormatError(`Unsupported WAV channel count ${fmt.channels}`);
      if (fmt.sampleRate < 1) throw new WavFormatError('WAV sample rate is zero');
    } else if (id === 'data') {
      if (!fmt) throw new WavFormatError('WAV data chunk comes before its fmt chunk');
      const frameBytes = 2 * fmt.channels;
      const available = Math.min(size, bytes.byteLength - body);
      const usable = available - (available % frameBytes);
      const interleaved = bytesToPcm16(bytes.subarray(body, body + usable));
      return { sampleRate: fmt.sampleRate, samples: fmt.channels === 1 ? interleaved : downmix(interleaved) };
    }
    offset = body + size + (size % 2);
  }
  throw new WavFormatError('WAV file has no data chunk');
}

function downmix(stereo: Int16Array): Int16Array {
  const mono = new Int16Array(stereo.length / 2);
  for (let i = 0; i < mono.length; i++) mono[i] = (stereo[2 * i]! + stereo[2 * i + 1]!) >> 1;
  return mono;
}

function ascii(bytes: Uint8Array, at: number): string {
  return String.fromCharCode(bytes[at]!, bytes[at + 1]!, bytes[at + 2]!, bytes[at + 3]!);
}
