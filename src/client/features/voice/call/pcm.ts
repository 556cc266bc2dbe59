/** Spec §5/§9: a 4096-sample chunk is speech when its average level exceeds 0.01. */
export const SPEECH_LEVEL = 0.01;
export const CHUNK_SAMPLES = 4096;
export const SAMPLE_RATE = 24_000;

export function averageLevel(samples: Float32Array): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (let i = 0; i < samples.length; i++) sum += Math.abs(samples[i]!);
  return sum / samples.length;
}

export function floatToPcm16(samples: Float32Array): Int16Array {
  const out = new Int16Array(samples.length);
  for (let i = 0; i < samples.length; i++) {
    const s = Math.max(-1, Math.min(1, samples[i]!));
    out[i] = s < 0 ? Math.round(s * 0x8000) : Math.round(s * 0x7fff);
  }
  return out;
}

export function pcm16ToFloat(pcm: Int16Array): Float32Array {
  const out = new Float32Array(pcm.length);
  for (let i = 0; i < pcm.length; i++) out[i] = pcm[i]! / 0x8000;
  return out;
}

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  const step = 0x8000;
  for (let i = 0; i < bytes.length; i += step) binary += String.fromCharCode(...bytes.subarray(i, i + step));
  return btoa(binary);
}

export function base64ToBytes(b64: string): Uint8Array {
  const binary = atob(b64);
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
}

/** Little-endian PCM16 (the wire format) to base64; every browser we target is little-endian. */
export const encodeChunk = (samples: Float32Array) => bytesToBase64(new Uint8Array(floatToPcm16(samples).buffer));

export function decodeChunk(b64: string): Float32Array {
  const bytes = base64ToBytes(b64);
  const even = bytes.byteLength - (bytes.byteLength % 2);
  return pcm16ToFloat(new Int16Array(bytes.buffer, bytes.byteOffset, even / 2));
}
