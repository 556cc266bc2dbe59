import WebSocket, { type RawData } from 'ws';
import type { ClientEvent } from '../../../../shared/realtime.ts';
import type { SafetyPayload } from '../../../../shared/safety.ts';
import { redactSecrets } from '../../../ai/speech/provider-http.ts';
import { openProviderSocket } from './provider-socket.ts';
import type { RealtimeUpstreamOptions, UserTextVerdict } from './upstream-options.ts';
import { parseClientEvent } from './parse-client-event.ts';
import { ResponseTracker } from './response-tracker.ts';
import { injectedReplyEvents } from './injected-reply.ts';
import { browserError, toBrowserEvent, type ProviderServerEvent } from './to-browser.ts';
import {
  PROVIDER_RESPONSE_CREATE,
  providerAssistantText,
  providerSessionUpdate,
  providerUserText,
  toProviderEvent,
  userTextOf,
} from './to-provider.ts';

export {
  RealtimeUpstreamError,
  type Logger,
  type RealtimeUpstreamOptions,
  type UpstreamClosed,
  type UserTextVerdict,
} from './upstream-options.ts';

/** Provider errors that are races of the protocol (a commit after VAD already committed, a late cancel). */
const BENIGN_ERRORS = new Set([
  'input_audio_buffer_commit_empty',
  'response_cancel_not_active',
  'conversation_already_has_active_response',
]);

/** One hands-free call relayed to OpenAI Realtime (GA), translating both ways. */
export class RealtimeUpstream {
  private ws: WebSocket | undefined;
  private queue: string[] = [];
  private readonly responses: ResponseTracker;
  private readonly gated: boolean;
  private readonly secrets: string[];
  private respondAfterCommit = false;
  private lastError: string | undefined;
  private closedByUs = false;
  private closed = false;
  private idleWaiters: (() => void)[] = [];

  constructor(private readonly options: RealtimeUpstreamOptions) {
    this.gated = options.gateResponses ?? true;
    this.secrets = [options.apiKey];
    this.responses = new ResponseTracker((json) => this.send(json), options.sendToBrowser);
  }

  get isOpen(): boolean {
    return this.ws?.readyState === WebSocket.OPEN;
  }

  /** Opens the provider socket and configures the session; rejects with a message safe to show. */
  async connect(): Promise<void> {
    const { url, model, apiKey, connectTimeoutMs } = this.options;
    let ws: WebSocket;
    try {
      ws = await openProviderSocket(
        { url, model, apiKey, timeoutMs: connectTimeoutMs ?? 10_000 },
        {
          message: (data) => this.onProviderMessage(data),
          error: (error) => (this.lastError = this.redact(error.message)),
          close: (code, reason) => this.onProviderClose(code, reason.toString()),
        },
      );
    } catch (error) {
      this.closed = true;
      throw error;
    }
    this.ws = ws;
    if (this.closedByUs) {
      ws.terminate();
      return;
    }
    ws.send(providerSessionUpdate({ ...this.options.session, createResponse: !this.gated }));
    for (const json of this.queue) ws.send(json);
    this.queue = [];
  }

  /** Validates and relays one text frame from the browser; a bad frame gets an error event back. */
  handleBrowserMessage(raw: string | Buffer): void {
    const parsed = parseClientEvent(raw);
    if (parsed.ok) this.handleBrowserEvent(parsed.event);
    else this.options.sendToBrowser(browserError(parsed.message, 'invalid_request_error'));
  }

  handleBrowserEvent(event: ClientEvent): void {
    if (event.type === 'conversation.item.create') {
      void this.screen(userTextOf(event), 'text');
      return;
    }
    if (event.type === 'input_audio_buffer.commit' && !this.gated) this.respondAfterCommit = true;
    this.send(toProviderEvent(event));
  }

  /** Stops the reply in progress: the provider is told to cancel and the browser to stop playing it. */
  cancelResponse(): boolean {
    return this.responses.cancel();
  }

  /** Sends text as the person's turn and asks for a reply, without screening (the caller screened it). */
  sendUserText(text: string): void {
    this.send(providerUserText(text));
    this.requestResponse();
  }

  /**
   * Speaks a reply the server wrote itself: the browser gets it as a normal response (with the
   * given 24 kHz audio, if any), and the model sees it in its conversation history.
   */
  injectAssistantText(text: string, extra: { audio?: Int16Array; safety?: SafetyPayload } = {}): void {
    this.send(providerAssistantText(text));
    for (const json of injectedReplyEvents(text, extra)) this.options.sendToBrowser(json);
  }

  /** Resolves once no reply is in progress (or the provider hung up). */
  whenIdle(): Promise<void> {
    if (this.closed || !this.responses.busy) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** Hangs up on the provider; resolves once the socket is closed. */
  close(): Promise<void> {
    this.closedByUs = true;
    this.queue = [];
    const ws = this.ws;
    if (!ws || ws.readyState === WebSocket.CLOSED) return Promise.resolve();
    const closed = new Promise<void>((resolve) => ws.once('close', () => resolve()));
    ws.close(1000, 'call ended');
    return closed;
  }

  private send(json: string): void {
    const ws = this.ws;
    if (ws?.readyState === WebSocket.OPEN) ws.send(json);
    else if (!ws && !this.closed && !this.closedByUs) {
      this.queue.push(json);
      if (this.queue.length > (this.options.maxQueuedEvents ?? 256)) this.queue.shift();
    }
  }

  private requestResponse(): void {
    this.responses.cancel();
    this.responses.expectOwn();
    this.send(PROVIDER_RESPONSE_CREATE);
  }

  private async screen(text: string, source: 'speech' | 'text'): Promise<void> {
    // Nothing was said (a cough, a click): no reply is asked for.
    if (!text) return;
    let verdict: UserTextVerdict = { action: 'allow' };
    try {
      verdict = await this.options.screenUserText(text, source);
    } catch (error) {
      this.options.logger?.warn(
        { err: (error as Error).message },
        'Safety screening failed; relaying the turn unscreened',
      );
    }
    if (this.closed || verdict.action === 'drop') return;
    if (verdict.action === 'replace') {
      this.responses.cancel();
      this.injectAssistantText(verdict.text, verdict);
    } else if (source === 'text') {
      this.sendUserText(text);
    } else if (this.gated) {
      this.requestResponse();
    }
  }

  private onProviderMessage(data: RawData): void {
    this.relay(data);
    if (this.idleWaiters.length > 0) this.checkIdle();
  }

  private checkIdle(): void {
    if (this.closed || !this.responses.busy) for (const resolve of this.idleWaiters.splice(0)) resolve();
  }

  private relay(data: RawData): void {
    let event: ProviderServerEvent;
    try {
      event = JSON.parse(data.toString()) as ProviderServerEvent;
    } catch {
      return;
    }
    if (typeof event !== 'object' || event === null || typeof event.type !== 'string') return;
    switch (event.type) {
      case 'response.created':
        this.responses.created(event.response?.id);
        return;
      case 'response.done':
        if (!this.responses.done(event.response?.id)) return;
        break;
      case 'conversation.item.input_audio_transcription.completed':
        if (typeof event.transcript === 'string') void this.screen(event.transcript.trim(), 'speech');
        break;
      case 'conversation.item.input_audio_transcription.failed':
        this.options.logger?.warn({}, 'The voice service could not transcribe a turn; it was answered unscreened');
        if (this.gated) this.requestResponse();
        break;
      case 'input_audio_buffer.committed':
        if (this.respondAfterCommit) this.requestResponse();
        this.respondAfterCommit = false;
        return;
      case 'response.output_audio_transcript.done':
      case 'response.output_text.done': {
        const text =
          (event as { transcript?: unknown; text?: unknown }).transcript ?? (event as { text?: unknown }).text;
        if (typeof text === 'string' && !this.responses.isSuppressed(event.response_id))
          this.options.onAssistantText?.(text);
        return;
      }
      case 'error':
        if (typeof event.error?.code === 'string' && BENIGN_ERRORS.has(event.error.code)) {
          if (event.error.code === 'input_audio_buffer_commit_empty') this.respondAfterCommit = false;
          return;
        }
        break;
    }
    if (this.responses.isSuppressed(event.response_id)) return;
    const json = toBrowserEvent(event, this.secrets);
    if (json !== undefined) this.options.sendToBrowser(json);
  }

  private onProviderClose(code: number, reason: string): void {
    this.closed = true;
    this.checkIdle();
    this.options.onClose?.({ code, reason: this.redact(reason), error: this.lastError, byUs: this.closedByUs });
  }

  private redact(text: string): string {
    return redactSecrets(text, this.secrets);
  }
}
