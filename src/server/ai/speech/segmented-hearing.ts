import type { UtteranceStream } from './transcriber.ts';

/**
 * Quiet this long inside an utterance stops feeding the recogniser, while the VAD is still timing
 * the pause (its silence window is 500 ms): if the pause does end the turn, the recogniser has
 * already searched everything up to it and is left with its final pass only.
 */
export const SEGMENT_PAUSE_MS = 150;

/** What the VAD says after each push (see VoiceActivityDetector.quietMs and loudUntilMs). */
export interface VadProgress {
  quietMs: number;
  loudUntilMs: number;
}

/**
 * One utterance heard by a streaming recogniser in a single pass, however many pauses it has. The
 * recogniser searches the audio as it arrives. At a pause the audio stops going to it and is held
 * instead, so when the VAD finally says speech has stopped, the search is already at the pause and
 * only the final pass remains (with `-fwdflat no`, a few milliseconds: see embedded-transcriber.ts).
 * If the person goes on after the pause, the held quiet audio and what follows go to the same
 * search, which never starts again: nothing is decoded twice.
 * (Two earlier designs, measured in the README: finishing the utterance at each pause and hearing
 * it all again from its start when the person went on cost up to one decode per pause; hearing the
 * parts either side of a pause separately and joining their words lost the language model's
 * context across the pause, 52.1% WER against 49.1%.)
 */
export class SegmentedHearing {
  private readonly stream: UtteranceStream;
  /** Audio that came since the pause began, not yet given to the recogniser. */
  private held: Int16Array[] = [];
  /** Where the loud audio ended when the pause began. */
  private pausedAt: number | undefined;
  private done = false;

  constructor(
    open: () => UtteranceStream,
    private readonly signal?: AbortSignal,
    /** The pause that stops feeding the recogniser (the WER tool tries others). */
    private readonly pauseMs = SEGMENT_PAUSE_MS,
  ) {
    this.stream = open();
  }

  /** The next part of the utterance (the VAD's speech_audio). */
  push(audio: Int16Array): void {
    if (this.done) return;
    if (this.pausedAt === undefined) this.stream.push(audio);
    else this.held.push(audio);
  }

  /** After each push: goes on when there is loud audio after the pause, or holds the audio in a pause. */
  progress(vad: VadProgress): void {
    this.resume(vad.loudUntilMs);
    if (vad.quietMs >= this.pauseMs) this.pause(vad.loudUntilMs);
  }

  /** A pause has begun: no audio has come for a while (the browser sends only loud chunks). */
  pause(loudUntilMs: number): void {
    if (this.done || this.pausedAt !== undefined) return;
    this.pausedAt = loudUntilMs;
  }

  /** Speech has stopped (audioEndMs as the VAD says): all the words. */
  finish(audioEndMs: number): Promise<string> {
    this.resume(audioEndMs);
    this.done = true;
    this.held = [];
    return this.stream.finish({ signal: this.signal });
  }

  /** The utterance is dropped. */
  cancel(): void {
    if (this.done) return;
    this.done = true;
    this.held = [];
    this.stream.cancel();
  }

  /** Loud audio came after the pause: the held audio goes to the recogniser, and what follows. */
  private resume(loudUntilMs: number): void {
    if (this.done || this.pausedAt === undefined || loudUntilMs <= this.pausedAt) return;
    this.pausedAt = undefined;
    for (const part of this.held) this.stream.push(part);
    this.held = [];
  }
}
