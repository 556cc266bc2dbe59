import type { UtteranceStream } from './transcriber.ts';

/**
 * Quiet this long inside an utterance ends the recogniser's current segment, while the VAD is still
 * timing the pause (its silence window is 500 ms): if the pause does end the turn, the words are
 * then already decoded, or nearly.
 */
export const SEGMENT_PAUSE_MS = 150;

/** What the VAD says after each push (see VoiceActivityDetector.quietMs and loudUntilMs). */
export interface VadProgress {
  quietMs: number;
  loudUntilMs: number;
}

/**
 * One utterance heard by a streaming recogniser, in segments split at its pauses. Each segment
 * is a recogniser utterance of its own, searched as it arrives and finished as soon as a pause
 * begins, so when the VAD finally says speech has stopped, at most the final pass of the last
 * segment is still running. If the person goes on after a pause, a new segment starts with the
 * audio since the pause (its quiet acts as padding). The words are the segments' words in order.
 */
export class SegmentedHearing {
  private readonly segments: Promise<string>[] = [];
  private current: UtteranceStream | undefined;
  /** Audio after the last segment ended, for the next one if the person goes on. */
  private sincePause: Int16Array[] = [];
  /** Where the loud audio ended when the last segment was finished. */
  private pausedAt: number | undefined;

  constructor(
    private readonly open: () => UtteranceStream,
    private readonly signal?: AbortSignal,
    /** The pause that ends a segment (the WER tool tries others). */
    private readonly pauseMs = SEGMENT_PAUSE_MS,
  ) {
    this.current = open();
  }

  /** The next part of the utterance (the VAD's speech_audio). */
  push(audio: Int16Array): void {
    if (this.current) this.current.push(audio);
    else this.sincePause.push(audio);
  }

  /** After each push: resumes after a pause when there is newer loud audio, or ends the segment in a pause. */
  progress(vad: VadProgress): void {
    this.resume(vad.loudUntilMs);
    if (vad.quietMs >= this.pauseMs) this.pause(vad.loudUntilMs);
  }

  /** Ends the current segment now: no audio has come for a while (the browser sends only loud chunks). */
  pause(loudUntilMs: number): void {
    if (!this.current) return;
    this.endSegment();
    this.pausedAt = loudUntilMs;
  }

  /** Speech has stopped (audioEndMs as the VAD says): all the words. */
  finish(audioEndMs: number): Promise<string> {
    this.resume(audioEndMs);
    if (this.current) this.endSegment();
    return Promise.all(this.segments).then((parts) => parts.filter(Boolean).join(' '));
  }

  /** The utterance is dropped. */
  cancel(): void {
    this.current?.cancel();
    this.current = undefined;
    this.sincePause = [];
  }

  private resume(loudUntilMs: number): void {
    if (this.current || this.pausedAt === undefined || loudUntilMs <= this.pausedAt) return;
    this.current = this.open();
    for (const part of this.sincePause) this.current.push(part);
    this.sincePause = [];
    this.pausedAt = undefined;
  }

  private endSegment(): void {
    const words = this.current!.finish({ signal: this.signal });
    words.catch(() => {}); // Read in finish(), or dropped with the utterance.
    this.segments.push(words);
    this.current = undefined;
  }
}
