import type { FastifyBaseLogger } from 'fastify';
import { chunkPcm16, pcm16ToBase64 } from '../../../ai/speech/pcm.ts';
import type { ServerEvent } from '../../../../shared/realtime.ts';
import { isUrgentTier } from '../../../../shared/safety.ts';
import type { SessionRow } from '../../therapy/index.ts';
import {
  BROWSER_AUDIO_DONE,
  browserAudioDelta,
  browserError,
  browserResponseDone,
  browserTextDelta,
} from '../realtime/to-browser.ts';
import type { VoiceContext } from '../context.ts';
import { callCrisisSource, takeVoiceTurn, unansweredVoiceTurn, type Unanswered } from '../voice-turn.ts';
import { ReplySpeech } from './reply-speech.ts';
import type { CallGuard } from './call-socket.ts';

/**
 * Produces one reply at a time as response.* events. A cancel (barge-in) silences the reply at once;
 * the therapist's turn still completes and is stored, so the conversation state stays whole.
 */
export class LocalResponder {
  private current: AbortController | undefined;

  constructor(
    private readonly ctx: VoiceContext,
    private readonly session: SessionRow,
    private readonly guard: CallGuard,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** A therapy turn: safety layer first (alert before anything for urgent risk), then the therapist. */
  async respond(text: string): Promise<void> {
    const response = this.begin();
    const turn = await takeVoiceTurn(this.ctx, this.session, text, {
      source: callCrisisSource(this.session),
      log: this.log,
    });
    if (turn.outcome !== 'ok') return this.end(unansweredVoiceTurn(turn));
    // The alert also carries the offer of the safety plan, which the call shows as a button.
    if (isUrgentTier(turn.safety.tier) || turn.safety.offerSafetyPlan)
      this.emit(response, JSON.stringify({ type: 'safety.alert', safety: turn.safety } satisfies ServerEvent));
    const speech = this.speechFor(response);
    let reply = '';
    // The local pipeline always has the engine answer (only the relay leaves replies to a provider).
    const answer = turn.reply!;
    for await (const chunk of answer.chunks) {
      reply += chunk;
      this.emit(response, browserTextDelta(chunk));
      speech?.feed(reply);
    }
    await answer.stored;
    await this.finish(response, reply, speech);
  }

  /** The core did not answer (the trial ended, the session is gone): the call ends with the reason. */
  private end(unanswered: Unanswered): void {
    this.cancel({ silent: true });
    if (unanswered.limit) this.guard.send(browserError(unanswered.message, 'limit_reached'));
    this.guard.close(unanswered.code, unanswered.reason);
  }

  /** A short line that is not part of the therapy (e.g. asking to repeat); not stored. */
  async say(text: string): Promise<void> {
    const response = this.begin();
    this.emit(response, browserTextDelta(text));
    await this.finish(response, text, this.speechFor(response));
  }

  /** Stops the reply in progress; the client is told to drop what it queued unless `silent`. */
  cancel(options: { silent?: boolean } = {}): void {
    if (!this.current) return;
    this.current.abort();
    this.current = undefined;
    if (!options.silent) this.guard.send(browserResponseDone('cancelled'));
  }

  private begin(): AbortController {
    this.cancel();
    const response = new AbortController();
    this.current = response;
    return response;
  }

  private live(response: AbortController): boolean {
    return this.current === response && this.guard.isOpen;
  }

  private emit(response: AbortController, json: string): void {
    if (this.live(response)) this.guard.send(json);
  }

  /** Server speech for this response, or undefined when the browser speaks. */
  private speechFor(response: AbortController): ReplySpeech | undefined {
    const synth = this.ctx.synthesizer;
    return synth.kind === 'browser' ? undefined : new ReplySpeech(synth, response.signal);
  }

  /** Speaks the reply sentence by sentence, then closes the response. */
  private async finish(response: AbortController, reply: string, speech: ReplySpeech | undefined): Promise<void> {
    if (speech && this.live(response)) {
      try {
        for await (const audio of speech.speak(reply)) {
          if (!this.live(response)) break;
          for (const chunk of chunkPcm16(audio)) this.emit(response, browserAudioDelta(pcm16ToBase64(chunk)));
          this.guard.touch();
        }
      } catch (error) {
        if (this.live(response))
          this.log.warn(
            { err: (error as Error).message },
            'text-to-speech failed during a call; the client shows the text',
          );
      }
      this.emit(response, BROWSER_AUDIO_DONE);
    }
    this.emit(response, browserResponseDone('completed'));
    if (this.current === response) this.current = undefined;
  }
}
