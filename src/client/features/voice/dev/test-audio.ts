import { SAMPLE_RATE } from '../call/pcm.ts';

/** Schedules one chunk after the previous one; returns when the next should start. */
export function playTestChunk(context: AudioContext, samples: Float32Array, nextStart: number): number {
  const buffer = context.createBuffer(1, samples.length, SAMPLE_RATE);
  buffer.copyToChannel(samples as Float32Array<ArrayBuffer>, 0);
  const source = context.createBufferSource();
  source.buffer = buffer;
  source.connect(context.destination);
  const at = Math.max(nextStart, context.currentTime + 0.05);
  source.start(at);
  return at + buffer.duration;
}
