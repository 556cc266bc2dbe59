import { concatPcm16, REALTIME_SAMPLE_RATE, rms } from './pcm.ts';

export interface VadOptions {
  sampleRate?: number;
  /** Lowest RMS (0..1) that can count as speech; the spec's speech-level threshold is 0.01. */
  threshold?: number;
  /** Speech must be this many times louder than the noise floor (3 is about 10 dB). */
  noiseRatio?: number;
  /** Audio kept from before the detected onset, so the first syllable is not clipped. */
  prefixPaddingMs?: number;
  /** Quiet needed before an utterance counts as finished. */
  silenceDurationMs?: number;
  /** Loud audio shorter than this (a click, a knock) does not start speech. */
  minSpeechMs?: number;
  /** A longer utterance is cut here so one turn cannot grow without bound. */
  maxUtteranceMs?: number;
  /** The noise floor is the quietest frame in this window, so steady noise (a fan) stops counting as speech. */
  noiseWindowMs?: number;
  frameMs?: number;
  /**
   * Also report the utterance's audio as it grows (`speech_audio` events, in order with the others),
   * so a recogniser can decode while the person is still speaking.
   */
  streamAudio?: boolean;
}

export type VadEvent =
  | { type: 'speech_started'; audioStartMs: number }
  /** Only with `streamAudio`: the next part of the current utterance (the first one holds the prefix padding). */
  | { type: 'speech_audio'; audio: Int16Array }
  | {
      type: 'speech_stopped';
      audioStartMs: number;
      audioEndMs: number;
      /** Prefix padding + speech + the trailing silence window, at the input sample rate. */
      audio: Int16Array;
      reason: 'silence' | 'max_duration' | 'flush';
    };

const HYSTERESIS = 0.5;

/**
 * Energy-based voice activity detector for a PCM16 stream. Deterministic: the same samples,
 * however they are chunked, give the same events.
 */
export class VoiceActivityDetector {
  readonly sampleRate: number;
  private readonly threshold: number;
  private readonly noiseRatio: number;
  private readonly frameSamples: number;
  private readonly prefixFrames: number;
  private readonly silenceFrames: number;
  private readonly onsetFrames: number;
  private readonly maxFrames: number;
  private readonly levels: Float64Array;
  private readonly streamAudio: boolean;
  /** Frames of the current utterance already reported in speech_audio events. */
  private streamed = 0;

  private partial: Int16Array;
  private partialFill = 0;
  private framesSeen = 0;
  private levelCount = 0;
  private prefix: Int16Array[] = [];
  private candidate: Int16Array[] = [];
  private candidateStart = 0;
  private utterance: Int16Array[] | undefined;
  private utteranceStart = 0;
  private prefixPaddingLength = 0;
  private lastLoudEnd = 0;
  private quietRun = 0;
  private offsetLevel = 0;

  constructor(options: VadOptions = {}) {
    this.sampleRate = options.sampleRate ?? REALTIME_SAMPLE_RATE;
    this.threshold = options.threshold ?? 0.01;
    this.noiseRatio = options.noiseRatio ?? 3;
    const frameMs = options.frameMs ?? 20;
    this.frameSamples = Math.round((this.sampleRate * frameMs) / 1000);
    const frames = (ms: number) => Math.max(1, Math.ceil(ms / frameMs));
    this.prefixFrames = Math.max(0, Math.ceil((options.prefixPaddingMs ?? 300) / frameMs));
    this.silenceFrames = frames(options.silenceDurationMs ?? 500);
    this.onsetFrames = frames(options.minSpeechMs ?? 60);
    this.maxFrames = frames(options.maxUtteranceMs ?? 30_000);
    this.levels = new Float64Array(frames(options.noiseWindowMs ?? 3000));
    this.partial = new Int16Array(this.frameSamples);
    this.streamAudio = options.streamAudio ?? false;
  }

  get speaking(): boolean {
    return this.utterance !== undefined;
  }

  /** How long the current utterance has been quiet (0 when not speaking, or loud just now). */
  get quietMs(): number {
    return this.utterance ? this.ms(this.quietRun) : 0;
  }

  /** Where the current utterance's loud audio ends so far (ms into the stream), as speech_stopped's audioEndMs will say. */
  get loudUntilMs(): number {
    return this.ms(this.lastLoudEnd);
  }

  /** Feeds samples of any length; returns the events they completed, in order. */
  push(samples: Int16Array): VadEvent[] {
    const events: VadEvent[] = [];
    let i = 0;
    while (i < samples.length) {
      const take = Math.min(this.frameSamples - this.partialFill, samples.length - i);
      this.partial.set(samples.subarray(i, i + take), this.partialFill);
      this.partialFill += take;
      i += take;
      if (this.partialFill === this.frameSamples) {
        const frame = this.partial;
        this.partial = new Int16Array(this.frameSamples);
        this.partialFill = 0;
        this.processFrame(frame, events);
      }
    }
    this.reportAudio(events);
    return events;
  }

  /** Ends the current utterance now (the client committed, or the stream ended). */
  flush(): VadEvent[] {
    if (!this.utterance) return [];
    if (this.partialFill > 0) this.utterance.push(this.partial.slice(0, this.partialFill));
    this.partialFill = 0;
    const events: VadEvent[] = [];
    this.reportAudio(events);
    events.push(this.stop('flush'));
    return events;
  }

  /** Drops buffered audio (input_audio_buffer.clear) but keeps the learned noise floor. */
  clear(): void {
    this.prefix = [];
    this.candidate = [];
    this.utterance = undefined;
    this.partialFill = 0;
    this.streamed = 0;
  }

  private processFrame(frame: Int16Array, events: VadEvent[]): void {
    const level = rms(frame);
    const index = this.framesSeen++;
    this.levels[this.levelCount++ % this.levels.length] = level;
    const onsetLevel = Math.max(this.threshold, this.noiseFloor() * this.noiseRatio);

    if (this.utterance) {
      this.utterance.push(frame);
      // The floor keeps adapting during speech, so a noise that never stops still ends the turn.
      const offset = Math.max(this.offsetLevel, onsetLevel * HYSTERESIS);
      if (level >= offset) {
        this.quietRun = 0;
        this.lastLoudEnd = index + 1;
      } else if (++this.quietRun >= this.silenceFrames) {
        this.reportAudio(events);
        events.push(this.stop('silence'));
        return;
      }
      if (this.utterance.length - this.prefixPaddingLength >= this.maxFrames) {
        this.reportAudio(events);
        events.push(this.stop('max_duration'));
      }
      return;
    }

    if (level >= onsetLevel) {
      if (this.candidate.length === 0) this.candidateStart = index;
      this.candidate.push(frame);
      if (this.candidate.length >= this.onsetFrames) this.start(onsetLevel, events);
      return;
    }
    for (const f of this.candidate) this.remember(f);
    this.candidate = [];
    this.remember(frame);
  }

  private start(onsetLevel: number, events: VadEvent[]): void {
    this.prefixPaddingLength = this.prefix.length;
    this.utterance = [...this.prefix, ...this.candidate];
    this.utteranceStart = this.candidateStart;
    this.lastLoudEnd = this.candidateStart + this.candidate.length;
    this.offsetLevel = onsetLevel * HYSTERESIS;
    this.quietRun = 0;
    this.prefix = [];
    this.candidate = [];
    this.streamed = 0;
    events.push({ type: 'speech_started', audioStartMs: this.ms(this.utteranceStart) });
  }

  /** The utterance's frames not yet reported, as one speech_audio event (with `streamAudio`). */
  private reportAudio(events: VadEvent[]): void {
    if (!this.streamAudio || !this.utterance || this.streamed >= this.utterance.length) return;
    events.push({ type: 'speech_audio', audio: concatPcm16(this.utterance.slice(this.streamed)) });
    this.streamed = this.utterance.length;
  }

  private stop(reason: 'silence' | 'max_duration' | 'flush'): VadEvent {
    const audio = concatPcm16(this.utterance ?? []);
    this.utterance = undefined;
    this.streamed = 0;
    return {
      type: 'speech_stopped',
      audioStartMs: this.ms(this.utteranceStart),
      audioEndMs: this.ms(this.lastLoudEnd),
      audio,
      reason,
    };
  }

  private remember(frame: Int16Array): void {
    if (this.prefixFrames === 0) return;
    this.prefix.push(frame);
    if (this.prefix.length > this.prefixFrames) this.prefix.shift();
  }

  private noiseFloor(): number {
    const filled = Math.min(this.levelCount, this.levels.length);
    let min = Infinity;
    for (let i = 0; i < filled; i++) if (this.levels[i]! < min) min = this.levels[i]!;
    return min === Infinity ? 0 : min;
  }

  private ms(frameIndex: number): number {
    return Math.round((frameIndex * this.frameSamples * 1000) / this.sampleRate);
  }
}
