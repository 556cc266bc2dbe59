import { SAMPLE_RATE } from './pcm.ts';

/** A little lead so the first chunk of a reply is not clipped while the graph starts. */
const LEAD_SECONDS = 0.06;

/**
 * Plays streamed PCM chunks back to back with no gaps by scheduling each AudioBufferSourceNode
 * to start exactly when the previous one ends. stop() silences everything queued (barge-in).
 */
export class PcmPlayer {
  private readonly gain: GainNode;
  /** A tap on the output (not in the path): how loud the reply is right now, for the video avatar's mouth. */
  private readonly analyser: AnalyserNode;
  private readonly samples: Float32Array<ArrayBuffer>;
  private readonly sources = new Set<AudioBufferSourceNode>();
  private nextStart = 0;

  constructor(
    private readonly context: AudioContext,
    private readonly onPlayingChange: (playing: boolean) => void,
  ) {
    this.gain = context.createGain();
    this.gain.connect(context.destination);
    this.analyser = context.createAnalyser();
    this.analyser.fftSize = 256;
    this.samples = new Float32Array(this.analyser.fftSize);
    this.gain.connect(this.analyser);
  }

  /** RMS of the last few milliseconds of output, 0 when nothing plays. */
  level(): number {
    if (!this.playing) return 0;
    this.analyser.getFloatTimeDomainData(this.samples);
    let sum = 0;
    for (const v of this.samples) sum += v * v;
    return Math.sqrt(sum / this.samples.length);
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
    this.analyser.disconnect();
  }
}
