import type { UtteranceStream } from './transcriber.ts';

/**
 * Quiet this long inside an utterance finishes the recogniser's utterance early, while the VAD is
 * still timing the pause (its silence window is 500 ms): if the pause does end the turn, the words
 * are then already decoded, or nearly.
 */
export const SEGMENT_PAUSE_MS = 150;

/** What the VAD says after each push (see VoiceActivityDetector.quietMs and loudUntilMs). */
export interface VadProgress {
  quietMs: number;
  loudUntilMs: number;
}

/**
 * One utterance heard by a streaming recogniser, finished early at each pause. The recogniser
 * searches the audio as it arrives and is asked for its words as soon as a pause begins, so when
 * the VAD finally says speech has stopped, at most the final pass is still running. If the person
 * goes on after the pause, those words are dropped and the utterance so far is heard again from
 * its start, then goes on streaming: the words always come from one pass over the whole utterance.
 * (Hearing the parts either side of a pause separately and joining their words was cheaper, but
 * lost the language model's context across the pause: 52.1% WER against 49.1% on the full set.)
 */
export class SegmentedHearing {
  /** The words asked for at the last pause. */
  private early: Promise<string> | undefined;
  private current: UtteranceStream | undefined;
  /** All of the utterance so far, to hear it again if the person goes on after a pause. */
  private audio: Int16Array[] = [];
  /** Where the loud audio ended when the words were asked for early. */
  private pausedAt: number | undefined;

  constructor(
    private readonly open: () => UtteranceStream,
    private readonly signal?: AbortSignal,
    /** The pause that finishes early (the WER tool tries others). */
    private readonly pauseMs = SEGMENT_PAUSE_MS,
  ) {
    this.current = open();
  }

  /** The next part of the utterance (the VAD's speech_audio). */
  push(audio: Int16Array): void {
    this.audio.push(audio);
    this.current?.push(audio);
  }

  /** After each push: hears it all again when there is loud audio after the pause, or finishes early in a pause. */
  progress(vad: VadProgress): void {
    this.resume(vad.loudUntilMs);
    if (vad.quietMs >= this.pauseMs) this.pause(vad.loudUntilMs);
  }

  /** Finishes early now: no audio has come for a while (the browser sends only loud chunks). */
  pause(loudUntilMs: number): void {
    if (!this.current) return;
    this.early = this.current.finish({ signal: this.signal });
    this.early.catch(() => {}); // Read in finish(), or dropped.
    this.current = undefined;
    this.pausedAt = loudUntilMs;
  }

  /** Speech has stopped (audioEndMs as the VAD says): all the words. */
  finish(audioEndMs: number): Promise<string> {
    this.resume(audioEndMs);
    if (this.current) this.pause(audioEndMs);
    return this.early!;
  }

  /** The utterance is dropped. */
  cancel(): void {
    this.current?.cancel();
    this.current = undefined;
    this.audio = [];
  }

  private resume(loudUntilMs: number): void {
    if (this.current || this.pausedAt === undefined || loudUntilMs <= this.pausedAt) return;
    this.early = undefined;
    this.pausedAt = undefined;
    this.current = this.open();
    for (const part of this.audio) this.current.push(part);
  }
}
