import WebSocket, { type RawData } from 'ws';
import type { ClientEvent } from '../../../../shared/realtime.ts';
import type { SafetyPayload } from '../../../../shared/safety.ts';
import { redactSecrets } from '../../../ai/speech/provider-http.ts';
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
  type RealtimeSessionSettings,
} from './to-provider.ts';

/** What the safety layer decided about something the person said. */
export type UserTextVerdict =
  | { action: 'allow' }
  /** Say this instead of anything the model would say (and open the Crisis Support dialog when `safety` is given). */
  | { action: 'replace'; text: string; audio?: Int16Array; safety?: SafetyPayload };

export interface UpstreamClosed {
  code: number;
  reason: string;
  error?: string;
  /** True when close() was called here rather than the provider hanging up. */
  byUs: boolean;
}

export interface Logger {
  warn(details: object, message: string): void;
}

export interface RealtimeUpstreamOptions {
  /** REALTIME_URL, e.g. wss://api.openai.com/v1/realtime; `?model=` is added here. */
  url: string;
  model: string;
  apiKey: string;
  session: Omit<RealtimeSessionSettings, 'createResponse'>;
  /**
   * True (default): the provider only answers after `screenUserText` has read the transcript, so
   * the model never replies to an urgent utterance, at the cost of the transcription delay.
   * False: the provider answers at end of speech and an urgent verdict cancels that reply.
   */
  gateResponses?: boolean;
  sendToBrowser(json: string): void;
  /** The safety layer: every transcript and every typed/recognised text passes here first. */
  screenUserText(text: string, source: 'speech' | 'text'): UserTextVerdict | Promise<UserTextVerdict>;
  /** The model's full reply text, for the output check and the stored transcript. */
  onAssistantText?(text: string): void;
  onClose?(info: UpstreamClosed): void;
  logger?: Logger;
  connectTimeoutMs?: number;
  /** Browser events kept while the provider connection opens; older ones are dropped beyond this. */
  maxQueuedEvents?: number;
}

export class RealtimeUpstreamError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'RealtimeUpstreamError';
  }
}

/** Provider errors that are races of the protocol (a commit after VAD already committed, a late cancel). */
const BENIGN_ERRORS = new Set(['input_audio_buffer_commit_empty', 'response_cancel_not_active', 'conversation_already_has_active_response']);

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

  constructor(private readonly options: RealtimeUpstreamOptions) {
    this.gated = options.gateResponses ?? true;
    this.secrets = [options.apiKey];
    this.responses = new ResponseTracker((json) => this.send(json), options.sendToBrowser);
  }

  get isOpen(): boolean {
    return this.ws?.readyState === WebSocket.OPEN;
  }

  /** Opens the provider socket and configures the session; rejects with a message safe to show. */
  connect(): Promise<void> {
    const url = new URL(this.options.url);
    url.searchParams.set('model', this.options.model);
    const ws = new WebSocket(url, {
      headers: { Authorization: `Bearer ${this.options.apiKey}` },
      handshakeTimeout: this.options.connectTimeoutMs ?? 10_000,
      maxPayload: 16 * 1024 * 1024,
    });
    this.ws = ws;
    return new Promise<void>((resolve, reject) => {
      const fail = (error: RealtimeUpstreamError) => {
        ws.removeAllListeners();
        ws.on('error', () => {});
        ws.terminate();
        this.closed = true;
        reject(error);
      };
      ws.once('unexpected-response', (req, res) => {
        res.resume();
        req.destroy();
        fail(new RealtimeUpstreamError(`The voice service refused the connection (HTTP ${res.statusCode})`, res.statusCode));
      });
      ws.once('error', (error) => fail(new RealtimeUpstreamError(`Could not reach the voice service: ${this.redact(error.message)}`)));
      ws.once('open', () => {
        ws.removeAllListeners();
        ws.on('message', (data) => this.onProviderMessage(data));
        ws.on('error', (error) => (this.lastError = this.redact(error.message)));
        ws.on('close', (code, reason) => this.onProviderClose(code, reason.toString()));
        ws.send(providerSessionUpdate({ ...this.options.session, createResponse: !this.gated }));
        for (const json of this.queue) ws.send(json);
        this.queue = [];
        resolve();
      });
    });
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

  /** Hangs up on the provider; resolves once the socket is closed. */
  close(): Promise<void> {
    this.closedByUs = true;
    this.queue = [];
    const ws = this.ws;
    if (!ws || ws.readyState === WebSocket.CLOSED) return Promise.resolve();
    const closed = new Promise<void>((resolve) => ws.once('close', () => resolve()));
    if (ws.readyState === WebSocket.CONNECTING) ws.terminate();
    else if (ws.readyState === WebSocket.OPEN) ws.close(1000, 'call ended');
    return closed;
  }

  private send(json: string): void {
    const ws = this.ws;
    if (ws?.readyState === WebSocket.OPEN) ws.send(json);
    else if (!this.closed && (!ws || ws.readyState === WebSocket.CONNECTING)) {
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
      this.options.logger?.warn({ err: (error as Error).message }, 'Safety screening failed; relaying the turn unscreened');
    }
    if (this.closed) return;
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
        const text = (event as { transcript?: unknown; text?: unknown }).transcript ?? (event as { text?: unknown }).text;
        if (typeof text === 'string' && !this.responses.isSuppressed(event.response_id)) this.options.onAssistantText?.(text);
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
    this.options.onClose?.({ code, reason: this.redact(reason), error: this.lastError, byUs: this.closedByUs });
  }

  private redact(text: string): string {
    return redactSecrets(text, this.secrets);
  }
}
