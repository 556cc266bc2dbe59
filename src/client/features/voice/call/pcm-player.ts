import { SAMPLE_RATE } from './pcm.ts';

/** A little lead so the first chunk of a reply is not clipped while the graph starts. */
const LEAD_SECONDS = 0.06;

/**
 * Plays streamed PCM chunks back to back with no gaps by scheduling each AudioBufferSourceNode
 * to start exactly when the previous one ends. stop() silences everything queued (barge-in).
 */
export class PcmPlayer {
  private readonly gain: GainNode;
  private readonly sources = new Set<AudioBufferSourceNode>();
  private nextStart = 0;

  constructor(
    private readonly context: AudioContext,
    private readonly onPlayingChange: (playing: boolean) => void,
  ) {
    this.gain = context.createGain();
    this.gain.connect(context.destination);
  }

  get playing(): boolean {
    return this.sources.size > 0;
  }

  enqueue(samples: Float32Array): void {
    if (samples.length === 0) return;
    const buffer = this.context.createBuffer(1, samples.length, SAMPLE_RATE);
    buffer.copyToChannel(samples as Float32Array<ArrayBuffer>, 0);
    const source = this.context.createBufferSource();
    source.buffer = buffer;
    source.connect(this.gain);
    const startAt = Math.max(this.nextStart, this.context.currentTime + LEAD_SECONDS);
    source.start(startAt);
    this.nextStart = startAt + buffer.duration;
    const wasPlaying = this.playing;
    this.sources.add(source);
    source.onended = () => {
      this.sources.delete(source);
      if (!this.playing) this.onPlayingChange(false);
    };
    if (!wasPlaying) this.onPlayingChange(true);
  }

  stop(): void {
    for (const source of this.sources) {
      source.onended = null;
      try {
        source.stop();
      } catch {
        /* already stopped */
      }
      source.disconnect();
    }
    const was = this.playing;
    this.sources.clear();
    this.nextStart = 0;
    if (was) this.onPlayingChange(false);
  }

  setSpeaker(on: boolean): void {
    this.gain.gain.setTargetAtTime(on ? 1 : 0, this.context.currentTime, 0.02);
  }

  dispose(): void {
    this.stop();
    this.gain.disconnect();
  }
}
