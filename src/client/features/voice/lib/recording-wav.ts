import { floatToPcm16 } from '../call/pcm.ts';

/** The embedded recogniser's rate: its acoustic model was trained on 16 kHz speech. */
export const RECOGNISER_RATE = 16_000;

/** A canonical WAV of mono 16-bit PCM. */
export function pcm16Wav(samples: Int16Array, sampleRate: number): Blob {
  const header = new DataView(new ArrayBuffer(44));
  const text = (at: number, s: string) => [...s].forEach((c, i) => header.setUint8(at + i, c.charCodeAt(0)));
  text(0, 'RIFF');
  header.setUint32(4, 36 + samples.byteLength, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  header.setUint32(16, 16, true);
  header.setUint16(20, 1, true);
  header.setUint16(22, 1, true);
  header.setUint32(24, sampleRate, true);
  header.setUint32(28, sampleRate * 2, true);
  header.setUint16(32, 2, true);
  header.setUint16(34, 16, true);
  text(36, 'data');
  header.setUint32(40, samples.byteLength, true);
  return new Blob([header.buffer, samples.slice().buffer], { type: 'audio/wav' });
}

/** Averages every channel of a decoded recording into one. */
export function mixDown(channels: Float32Array[]): Float32Array {
  if (channels.length === 1) return channels[0]!;
  const out = new Float32Array(channels[0]?.length ?? 0);
  for (const channel of channels) for (let i = 0; i < out.length; i++) out[i]! += channel[i]! / channels.length;
  return out;
}

/**
 * The recorder's WebM/Opus (or MP4/AAC) as a 16 kHz mono WAV, for a server whose own recogniser
 * cannot decode compressed audio. Decoding through an OfflineAudioContext at 16 kHz resamples it.
 * Null when this browser cannot decode its own recording.
 */
export async function recordingToWav(blob: Blob): Promise<Blob | null> {
  if (typeof OfflineAudioContext === 'undefined') return null;
  try {
    const context = new OfflineAudioContext(1, 1, RECOGNISER_RATE);
    const decoded = await context.decodeAudioData(await blob.arrayBuffer());
    const channels = Array.from({ length: decoded.numberOfChannels }, (_, i) => decoded.getChannelData(i));
    return pcm16Wav(floatToPcm16(mixDown(channels)), decoded.sampleRate);
  } catch {
    return null;
  }
}
