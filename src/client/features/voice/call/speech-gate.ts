import { averageLevel, SPEECH_LEVEL } from './pcm.ts';

/** ~680 ms of quiet after speech ends the turn: only loud chunks are sent, so the server cannot hear the pause. */
export const COMMIT_AFTER_QUIET_CHUNKS = 4;
/** Barge-in from our own level needs sustained, clearly louder speech, so a cough does not cut the therapist off. */
export const BARGE_IN_LEVEL = 0.03;
export const BARGE_IN_CHUNKS = 3;

export interface GateDecision {
  /** Send this chunk (spec §5: its average level is above 0.01). */
  send: boolean;
  /** The person stopped talking: commit the turn. */
  commit: boolean;
  /** The person has been talking over the therapist long enough to interrupt. */
  bargeIn: boolean;
}

/** Per-chunk turn-taking for the call microphone. Pure state, no I/O, so it can be tested directly. */
export class SpeechGate {
  private speaking = false;
  private quietRun = 0;
  private loudRun = 0;

  next(samples: Float32Array): GateDecision {
    const level = averageLevel(samples);
    if (level > SPEECH_LEVEL) {
      this.speaking = true;
      this.quietRun = 0;
      this.loudRun = level > BARGE_IN_LEVEL ? this.loudRun + 1 : 0;
      return { send: true, commit: false, bargeIn: this.loudRun >= BARGE_IN_CHUNKS };
    }
    this.loudRun = 0;
    if (this.speaking && ++this.quietRun >= COMMIT_AFTER_QUIET_CHUNKS)
      return { send: false, commit: this.flush(), bargeIn: false };
    return { send: false, commit: false, bargeIn: false };
  }

  /** Ends any turn in progress (muting mid-sentence); true when there was one to commit. */
  flush(): boolean {
    const was = this.speaking;
    this.speaking = false;
    this.quietRun = 0;
    this.loudRun = 0;
    return was;
  }
}
