import type { ClientEvent, ServerEvent } from '../../../../shared/realtime.ts';
import { isUrgentTier } from '../../../../shared/safety.ts';
import { REALTIME_CALL_PATH, voiceCloseCodes } from '../../../../shared/voice.ts';
import { micProblem, micProblemText } from '../lib/microphone.ts';
import { reconnectDelay, voiceSocketUrl } from '../lib/socket-url.ts';
import { speak, speechSynthesisAvailable, stopSpeaking } from '../lib/speak.ts';
import { closeFailure, CONNECT_FAILED, isRecoverableError, parseServerEvent, type CallFailure } from './call-events.ts';
import { startMicCapture, type MicCapture } from './mic-capture.ts';
import { decodeChunk, encodeChunk } from './pcm.ts';
import { PcmPlayer } from './pcm-player.ts';
import { SpeechGate } from './speech-gate.ts';

const MAX_RECONNECTS = 4;
/** Speech captured before the socket opens (or while it reconnects) is held, up to ~2 s, not lost. */
const MAX_HELD_CHUNKS = 12;

export interface CallCallbacks {
  onStatus(status: 'connecting' | 'connected'): void;
  onFailure(failure: CallFailure): void;
  onCaption(who: 'user' | 'therapist', id: string, text: string): void;
  onTherapistSpeaking(speaking: boolean): void;
  onUserSpeaking(speaking: boolean): void;
  onUrgent(): void;
  /** The reply offers the person's safety plan (once per session). */
  onSafetyPlanOffer(): void;
  /** The browser holds audio until a tap (autoplay policy): ask for one. */
  onAudioSuspended(suspended: boolean): void;
}

/** One hands-free call: microphone, socket, playback and turn-taking, outside React's render cycle. */
export class CallEngine {
  private ws: WebSocket | null = null;
  private capture: MicCapture | null = null;
  private player: PcmPlayer | null = null;
  private disposed = false;
  private opened = false;
  private reconnects = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private speechMode: 'server' | 'browser' = 'server';
  private dropping = false;
  private readonly gate = new SpeechGate();
  private reply = { id: '', text: '' };
  private replies = 0;
  private held: string[] = [];
  muted = false;
  speakerOn = true;

  constructor(
    private readonly voiceSessionId: string,
    private readonly cb: CallCallbacks,
  ) {}

  async start(): Promise<void> {
    try {
      this.capture = await startMicCapture((samples) => this.onChunk(samples));
    } catch (error) {
      return this.fail({ type: 'audio_error', message: micProblemText[micProblem(error)] });
    }
    if (this.disposed) return this.capture.stop();
    const context = this.capture.context;
    context.onstatechange = () => this.cb.onAudioSuspended(context.state === 'suspended');
    this.cb.onAudioSuspended(context.state === 'suspended');
    this.player = new PcmPlayer(context, (playing) => this.cb.onTherapistSpeaking(playing));
    this.player.setSpeaker(this.speakerOn);
    this.connect();
  }

  setMuted(muted: boolean) {
    this.muted = muted;
    if (muted && this.gate.flush()) this.send({ type: 'input_audio_buffer.commit' });
  }

  setSpeaker(on: boolean) {
    this.speakerOn = on;
    this.player?.setSpeaker(on);
    if (!on) stopSpeaking();
  }

  /** From a tap: lets audio run where the browser waited for one. */
  resumeAudio() {
    void this.capture?.context.resume().catch(() => undefined);
  }

  /** How loud the therapist's reply audio is now (0 to about 1). */
  outputLevel(): number {
    return this.player?.level() ?? 0;
  }

  /** Text the browser recognised, or the person typed. */
  sendText(text: string): boolean {
    const trimmed = text.trim();
    if (
      !trimmed ||
      !this.send({
        type: 'conversation.item.create',
        item: { type: 'message', role: 'user', content: [{ type: 'input_text', text: trimmed }] },
      })
    )
      return false;
    this.interrupt();
    this.cb.onCaption('user', `typed-${Date.now()}`, trimmed);
    return true;
  }

  dispose() {
    if (this.disposed) return;
    this.disposed = true;
    clearTimeout(this.retryTimer);
    this.ws?.close(voiceCloseCodes.normal, 'call ended');
    this.ws = null;
    this.player?.dispose();
    this.capture?.stop();
    stopSpeaking();
  }

  private connect() {
    const ws = new WebSocket(voiceSocketUrl(REALTIME_CALL_PATH, this.voiceSessionId));
    this.ws = ws;
    ws.onopen = () => {
      this.opened = true;
      this.reconnects = 0;
      this.cb.onStatus('connected');
      for (const audio of this.held.splice(0)) this.send({ type: 'input_audio_buffer.append', audio });
    };
    ws.onmessage = (e) => {
      const event = parseServerEvent(e.data);
      if (event) this.onEvent(event);
    };
    ws.onclose = (e) => {
      if (this.disposed || this.ws !== ws) return;
      this.ws = null;
      const terminal = closeFailure(e.code, e.reason);
      if (terminal) return this.fail(terminal);
      if (!this.opened || this.reconnects >= MAX_RECONNECTS) return this.fail(CONNECT_FAILED);
      this.cb.onStatus('connecting');
      this.retryTimer = setTimeout(() => this.connect(), reconnectDelay(this.reconnects++));
    };
  }

  private send(event: ClientEvent): boolean {
    if (this.ws?.readyState !== WebSocket.OPEN) return false;
    this.ws.send(JSON.stringify(event));
    return true;
  }

  private onChunk(samples: Float32Array) {
    if (this.muted || this.disposed) return;
    const decision = this.gate.next(samples);
    if (decision.bargeIn && this.therapistAudible()) this.interrupt();
    if (decision.commit) this.send({ type: 'input_audio_buffer.commit' });
    if (!decision.send) return;
    const audio = encodeChunk(samples);
    if (!this.send({ type: 'input_audio_buffer.append', audio })) {
      this.held.push(audio);
      if (this.held.length > MAX_HELD_CHUNKS) this.held.shift();
    }
  }

  private therapistAudible() {
    return Boolean(this.player?.playing) || (speechSynthesisAvailable() && window.speechSynthesis.speaking);
  }

  /** Barge-in: silence the therapist now and ask the server to stop the reply. */
  private interrupt() {
    if (!this.therapistAudible() && !this.reply.text) return;
    this.player?.stop();
    stopSpeaking();
    this.dropping = true;
    this.send({ type: 'response.cancel' });
  }

  private onEvent(event: ServerEvent) {
    switch (event.type) {
      case 'session.created':
      case 'session.updated':
        this.speechMode = event.session.speech;
        break;
      case 'input_audio_buffer.speech_started':
        this.cb.onUserSpeaking(true);
        if (this.therapistAudible()) this.interrupt();
        break;
      case 'input_audio_buffer.speech_stopped':
        this.cb.onUserSpeaking(false);
        break;
      case 'conversation.item.input_audio_transcription.completed':
        if (event.transcript.trim()) this.cb.onCaption('user', `heard-${Date.now()}`, event.transcript.trim());
        break;
      case 'response.text.delta':
        if (this.dropping) break;
        if (!this.reply.id) this.reply.id = `reply-${++this.replies}`;
        this.reply.text += event.delta;
        this.cb.onCaption('therapist', this.reply.id, this.reply.text);
        break;
      case 'response.audio.delta':
        if (this.dropping || !this.player) break;
        this.player.enqueue(decodeChunk(event.delta));
        break;
      case 'response.audio.done':
        break;
      case 'response.done': {
        const finished = this.reply.text;
        const cancelled = this.dropping || event.response?.status === 'cancelled';
        if (cancelled) this.player?.stop();
        else if (this.speechMode === 'browser' && this.speakerOn && finished)
          speak(finished, {
            onStart: () => this.cb.onTherapistSpeaking(true),
            onEnd: () => this.cb.onTherapistSpeaking(false),
          });
        this.dropping = false;
        this.reply = { id: '', text: '' };
        break;
      }
      case 'safety.alert':
        // As in text chat, only high and immediate risk open the dialog; a check question stays a question.
        if (isUrgentTier(event.safety.tier)) this.cb.onUrgent();
        if (event.safety.offerSafetyPlan) this.cb.onSafetyPlanOffer();
        break;
      case 'error':
        if (isRecoverableError(event.error.type)) console.warn('Voice call:', event.error.message);
        else this.fail({ type: event.error.type, message: event.error.message });
        break;
    }
  }

  private fail(failure: CallFailure) {
    if (this.disposed) return;
    this.dispose();
    this.cb.onFailure(failure);
  }
}
