import type { FastifyBaseLogger } from 'fastify';
import { base64ToPcm16, REALTIME_SAMPLE_RATE } from '../../../ai/speech/pcm.ts';
import { VoiceActivityDetector, type VadEvent } from '../../../ai/speech/vad.ts';
import { SegmentedHearing } from '../../../ai/speech/segmented-hearing.ts';
import type { ClientEvent, RealtimeSessionInfo, ServerEvent } from '../../../../shared/realtime.ts';
import { MAX_VOICE_TEXT_LENGTH } from '../../../../shared/voice.ts';
import type { SessionRow } from '../../therapy/index.ts';
import { browserTranscript } from '../realtime/to-browser.ts';
import { userTextOf } from '../realtime/to-provider.ts';
import type { VoiceContext } from '../context.ts';
import type { CallGuard } from './call-socket.ts';
import type { CallPipeline } from './pipelines.ts';
import { LocalResponder } from './local-responder.ts';
import { serial } from './serial.ts';

/**
 * Clients send audio only while it is loud enough (spec §5), so silence may never arrive: a gap
 * this long in the stream during speech also ends the turn.
 */
const STREAM_GAP_MS = 800;
/**
 * The browser sends only loud 170 ms chunks (and commits after four quiet ones): this long without
 * audio is a pause, and the streamed utterance's words are asked for early (SegmentedHearing).
 */
const PAUSE_AFTER_GAP_MS = 250;
const DIDNT_CATCH = "Sorry, I didn't catch that. Could you say it again?";

/**
 * The local call pipeline, speaking the relay's events: server VAD on the 24 kHz PCM16 stream,
 * transcription by the speech-to-text provider or the embedded recogniser (or, with neither, the
 * browser's own recognition sent as conversation.item.create), then safety → therapist → text and
 * audio deltas. A recogniser that can stream (the embedded one) hears each utterance while it is
 * spoken, so when speech ends only its last words remain to decode.
 */
export class LocalPipeline implements CallPipeline {
  private readonly vad: VoiceActivityDetector;
  private readonly responder: LocalResponder;
  /** The utterance being heard while it is spoken, when the recogniser streams. */
  private hearing: SegmentedHearing | undefined;
  private pauseTimer: NodeJS.Timeout | undefined;
  private readonly inOrder = serial();
  private readonly closing = new AbortController();
  private gapTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly ctx: VoiceContext,
    session: SessionRow,
    private readonly guard: CallGuard,
    private readonly log: FastifyBaseLogger,
  ) {
    this.responder = new LocalResponder(ctx, session, guard, log);
    this.vad = new VoiceActivityDetector({
      sampleRate: REALTIME_SAMPLE_RATE,
      streamAudio: Boolean(ctx.transcriber?.stream),
    });
    ctx.transcriber?.warm?.();
    const info: RealtimeSessionInfo = {
      mode: 'local',
      speech: ctx.synthesizer.kind === 'browser' ? 'browser' : 'server',
      transcription: ctx.transcriber ? 'server' : 'browser',
    };
    guard.send(JSON.stringify({ type: 'session.created', session: info } satisfies ServerEvent));
  }

  handle(event: ClientEvent): void {
    switch (event.type) {
      case 'input_audio_buffer.append':
        return this.onAudio(base64ToPcm16(event.audio));
      case 'input_audio_buffer.commit':
        return this.onVad(this.vad.flush());
      case 'input_audio_buffer.clear':
        this.stopHearing();
        return this.vad.clear();
      case 'conversation.item.create': {
        // Up to four parts may arrive; one turn is at most what a typed message may be.
        const text = userTextOf(event).slice(0, MAX_VOICE_TEXT_LENGTH);
        if (text) this.turn(async () => this.responder.respond(text));
        return;
      }
      case 'response.cancel':
        return this.responder.cancel();
    }
  }

  settle(): Promise<void> {
    // Speech still being gathered is not yet a turn; the turns queued before this are.
    clearTimeout(this.gapTimer);
    clearTimeout(this.pauseTimer);
    return this.inOrder(async () => {});
  }

  close(): void {
    clearTimeout(this.gapTimer);
    clearTimeout(this.pauseTimer);
    this.stopHearing();
    this.closing.abort();
    this.responder.cancel({ silent: true });
  }

  private onAudio(samples: Int16Array): void {
    this.onVad(this.vad.push(samples));
    clearTimeout(this.gapTimer);
    clearTimeout(this.pauseTimer);
    if (!this.vad.speaking) return;
    this.gapTimer = setTimeout(() => this.onVad(this.vad.flush()), STREAM_GAP_MS);
    this.gapTimer.unref();
    const hearing = this.hearing;
    if (!hearing) return;
    hearing.progress(this.vad);
    this.pauseTimer = setTimeout(() => hearing.pause(this.vad.loudUntilMs), PAUSE_AFTER_GAP_MS);
    this.pauseTimer.unref();
  }

  private onVad(events: VadEvent[]): void {
    for (const e of events) {
      if (e.type === 'speech_started') {
        // Barge-in: the person talking over the reply stops it.
        this.responder.cancel();
        this.guard.send(
          JSON.stringify({
            type: 'input_audio_buffer.speech_started',
            audio_start_ms: e.audioStartMs,
          } satisfies ServerEvent),
        );
        this.stopHearing();
        const transcriber = this.ctx.transcriber;
        if (transcriber?.stream)
          this.hearing = new SegmentedHearing(() => transcriber.stream!(REALTIME_SAMPLE_RATE), this.closing.signal);
        continue;
      }
      if (e.type === 'speech_audio') {
        this.hearing?.push(e.audio);
        continue;
      }
      clearTimeout(this.gapTimer);
      clearTimeout(this.pauseTimer);
      this.guard.send(
        JSON.stringify({ type: 'input_audio_buffer.speech_stopped', audio_end_ms: e.audioEndMs } satisfies ServerEvent),
      );
      // Without a transcriber the browser's recognition sends the words as conversation.item.create.
      const transcriber = this.ctx.transcriber;
      if (!transcriber) continue;
      // The words are asked for now, not when this turn's place in the queue comes: a streamed
      // utterance has only its last frames left, and the decoder can finish them meanwhile.
      const words =
        this.hearing?.finish(e.audioEndMs) ??
        transcriber.transcribe(
          { format: 'pcm16', samples: e.audio, sampleRate: REALTIME_SAMPLE_RATE },
          { signal: this.closing.signal },
        );
      this.hearing = undefined;
      words.catch(() => {}); // Handled in its turn.
      this.turn(async () => this.respondTo(words));
    }
  }

  /** The utterance being heard is dropped (cleared, or the call is closing). */
  private stopHearing(): void {
    this.hearing?.cancel();
    this.hearing = undefined;
  }

  private async respondTo(words: Promise<string>): Promise<void> {
    let text: string;
    try {
      text = await words;
    } catch (error) {
      if (this.closing.signal.aborted) return;
      this.log.warn({ err: (error as Error).message }, 'speech-to-text failed during a call');
      return this.responder.say(DIDNT_CATCH);
    }
    if (!text || this.closing.signal.aborted) return;
    this.guard.send(browserTranscript(text.slice(0, MAX_VOICE_TEXT_LENGTH)));
    await this.responder.respond(text.slice(0, MAX_VOICE_TEXT_LENGTH));
  }

  private turn(job: () => Promise<void>): void {
    this.ctx
      .track(
        this.inOrder(async () => {
          if (!this.closing.signal.aborted) await job();
        }),
      )
      .catch((error: unknown) => {
        this.log.error({ err: error }, 'a call turn failed');
        if (!this.closing.signal.aborted)
          this.responder.say("Sorry, something went wrong on my side. Let's keep going: what were you saying?");
      });
  }
}
