import type { FastifyBaseLogger } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import { sniffAudioMime } from '../../../ai/speech/audio-mime.ts';
import { SpeechProviderError } from '../../../ai/speech/provider-http.ts';
import {
  MAX_UTTERANCE_BYTES,
  PttClientMessageSchema,
  STT_UNAVAILABLE_MESSAGE,
  VOICE_IDLE_TIMEOUT_MS,
  type PttErrorCode,
  type PttServerMessage,
} from '../../../../shared/voice.ts';
import type { SessionRow } from '../../therapy/index.ts';
import type { VoiceContext } from '../context.ts';
import { messageBytes, toBuffer, type EarlyMessage } from '../socket/socket-auth.ts';
import { SocketGuard } from '../socket/socket-guard.ts';
import { MeterClock } from '../socket/meter-clock.ts';
import { speakForPushToTalk } from './ptt-speech.ts';
import { takeVoiceTurn, unansweredVoiceTurn, type Unanswered } from '../voice-turn.ts';

/**
 * Containers MediaRecorder produces (Chrome/Firefox: WebM or Ogg with Opus; Safari: MP4), and the
 * 16 kHz WAV the client makes from them when this server's embedded recogniser listens (it cannot
 * decode Opus or AAC).
 */
const RECORDING_TYPES = new Set(['audio/webm', 'audio/ogg', 'audio/mp4', 'audio/wav']);
/** Utterances waiting behind the one being answered; more is a client not waiting for replies. */
const MAX_QUEUED = 2;
/** A text frame is JSON around at most MAX_VOICE_TEXT_LENGTH characters. */
const MAX_TEXT_FRAME_BYTES = 32 * 1024;

type Input = { kind: 'audio'; bytes: Buffer; mimeType: string } | { kind: 'text'; text: string };

/** One push-to-talk socket: each recording or text message is one therapy turn, answered in order. */
export class PushToTalkConnection {
  private readonly guard: SocketGuard<'utterance' | 'control'>;
  private readonly aborter = new AbortController();
  private chain: Promise<void> = Promise.resolve();
  private queued = 0;
  /** Shutting down: the turns already taken are answered, no new ones start. */
  private draining = false;
  private unregister: (() => void) | undefined;
  /** Meters the session by the server's clock while the socket is open, as calls are, however far apart the turns. */
  private readonly clock: MeterClock;

  constructor(
    private readonly ctx: VoiceContext,
    socket: WebSocket,
    private readonly session: SessionRow,
    private readonly log: FastifyBaseLogger,
  ) {
    this.guard = new SocketGuard(socket, {
      limits: { utterance: { burst: 3, perSecond: 1 }, control: { burst: 20, perSecond: 10 } },
      maxMessageBytes: MAX_UTTERANCE_BYTES,
      idleMs: VOICE_IDLE_TIMEOUT_MS,
      onClose: () => {
        this.aborter.abort();
        this.unregister?.();
        this.clock.stop();
      },
    });
    this.clock = new MeterClock(ctx, session, {
      limitReached: (message) => this.error(message, 'limit_reached'),
      close: (code, reason) => this.guard.close(code, reason),
      isOpen: () => this.guard.isOpen,
      log,
    });
    socket.on('message', (data, isBinary) => this.onMessage(data, isBinary));
    ctx.transcriber?.warm?.();
    this.unregister = ctx.live.add({
      settle: () => this.settle(),
      close: (code, reason) => this.guard.close(code, reason),
      owner: () => this.session.ownerId,
    });
  }

  private async settle(): Promise<void> {
    this.draining = true;
    await this.chain;
  }

  /** Checks the session may still be metered, then handles what arrived while it was being admitted. */
  async open(early: EarlyMessage[]): Promise<void> {
    if (!(await this.meter())) return;
    for (const m of early) this.onMessage(m.data, m.isBinary);
  }

  private onMessage(data: RawData, isBinary: boolean): void {
    if (!this.guard.isOpen) return;
    this.guard.touch();
    const size = messageBytes(data);
    if (!this.guard.fits(size)) return;
    if (isBinary) return this.allowUtterance() ? this.onRecording(toBuffer(data)) : undefined;
    if (size > MAX_TEXT_FRAME_BYTES) return this.reject('Text messages must be under 32 KB.');
    let json: unknown;
    try {
      json = JSON.parse(toBuffer(data).toString('utf8'));
    } catch {
      return this.reject('Message is not valid JSON.');
    }
    const parsed = PttClientMessageSchema.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return this.reject(
        issue?.path.length
          ? `${issue.path.join('.')}: ${issue.message}`
          : `Send { "type": "text", "text": "…" } or { "type": "ping" }.`,
      );
    }
    if (parsed.data.type === 'ping') {
      if (this.guard.allow('control')) this.send({ type: 'pong' });
      return;
    }
    if (this.allowUtterance()) this.enqueue({ kind: 'text', text: parsed.data.text.trim() });
  }

  private allowUtterance(): boolean {
    if (this.draining) {
      this.error('The server is restarting. Please send that again once you are reconnected.', 'server');
      return false;
    }
    if (this.guard.allow('utterance')) return true;
    this.error('Please wait a moment before sending another message.', 'rate_limited');
    return false;
  }

  private onRecording(bytes: Buffer): void {
    const mimeType = sniffAudioMime(bytes);
    if (!mimeType || !RECORDING_TYPES.has(mimeType)) {
      return this.reject(
        "That recording isn't in a format we can read. Send WebM/Opus audio from the browser's recorder, or 16-bit WAV.",
        'bad_audio',
      );
    }
    if (!this.ctx.transcriber) return this.error(STT_UNAVAILABLE_MESSAGE, 'stt_unavailable');
    if (this.ctx.transcriber.kind === 'embedded' && mimeType !== 'audio/wav') {
      return this.error(
        "This server's own speech recogniser reads WAV recordings only. Reload the page to update it, or type your message.",
        'bad_audio',
      );
    }
    this.enqueue({ kind: 'audio', bytes, mimeType });
  }

  private enqueue(input: Input): void {
    if (this.queued >= MAX_QUEUED)
      return this.error('Please wait for the reply before sending another message.', 'rate_limited');
    this.queued++;
    this.chain = this.ctx.track(
      this.chain.then(async () => {
        try {
          if (this.guard.isOpen) await this.turn(input);
        } catch (error) {
          if (!this.guard.isOpen) return;
          this.log.error({ err: error, sessionId: this.session.id }, 'push-to-talk turn failed');
          this.error('Something went wrong on our side. Please try again.', 'server');
        } finally {
          this.queued--;
        }
      }),
    );
  }

  private async turn(input: Input): Promise<void> {
    if (!(await this.meter())) return;
    let text: string;
    if (input.kind === 'text') {
      text = input.text;
    } else {
      const heard = await this.transcribe(input.bytes, input.mimeType);
      if (heard === undefined) return;
      if (!heard) return this.error("I couldn't hear any words in that recording. Please try again.", 'bad_audio');
      text = heard.slice(0, 4000);
      this.send({ type: 'transcription', text });
    }
    const turn = await takeVoiceTurn(this.ctx, this.session, text, { source: 'voice', log: this.log });
    if (turn.outcome !== 'ok') return this.end(unansweredVoiceTurn(turn));
    // Push-to-talk always has the engine answer (only the relay leaves replies to a provider).
    const { text: response } = await turn.reply!.stored;
    if (!this.guard.isOpen) return;
    this.send({ type: 'ai_response', text: response, safety: turn.safety });
    const audio = await speakForPushToTalk(this.ctx.synthesizer, response, this.aborter.signal, this.log);
    if (audio) this.send({ type: 'audio_response', audio: audio.base64, mimeType: audio.mimeType, autoPlay: true });
    this.guard.touch();
  }

  /** The transcript, '' when nothing was said, or undefined after reporting a failure. */
  private async transcribe(bytes: Buffer, mimeType: string): Promise<string | undefined> {
    try {
      return await this.ctx.transcriber!.transcribe(
        { format: 'encoded', data: bytes, mimeType },
        { signal: this.aborter.signal },
      );
    } catch (error) {
      if (!(error instanceof SpeechProviderError)) throw error;
      if (error.failure !== 'aborted') {
        this.log.warn(
          { err: error.message, sessionId: this.session.id },
          'speech-to-text failed for a push-to-talk recording',
        );
        this.error("We couldn't make out that recording. Please try again, or type your message.", 'server');
      }
      return undefined;
    }
  }

  private meter(): Promise<boolean> {
    return this.clock.tick();
  }

  /** The core did not answer (the trial ended, the session is gone): the socket closes with the reason. */
  private end(unanswered: Unanswered): void {
    this.error(unanswered.message, unanswered.limit ? 'limit_reached' : undefined);
    this.guard.close(unanswered.code, unanswered.reason);
  }

  /** Bad input: answered with an error, and counted towards closing a client that keeps sending it. */
  private reject(message: string, code?: PttErrorCode): void {
    this.error(message, code);
    this.guard.strike('Invalid messages');
  }

  private error(error: string, code?: PttErrorCode): void {
    this.send(code ? { type: 'error', error, code } : { type: 'error', error });
  }

  private send(message: PttServerMessage): void {
    this.guard.send(JSON.stringify(message));
  }
}
