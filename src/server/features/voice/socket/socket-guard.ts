import WebSocket from 'ws';
import { voiceCloseCodes } from '../../../../shared/voice.ts';
import { TokenBucket } from './token-bucket.ts';

export interface RateLimit {
  /** Messages allowed at once. */
  burst: number;
  perSecond: number;
}

export interface SocketGuardOptions<K extends string> {
  limits: Record<K, RateLimit>;
  /** Largest message accepted, in bytes (the global ws limit is the largest any voice socket needs). */
  maxMessageBytes: number;
  idleMs: number;
  /** Refused or invalid messages tolerated in a burst before the socket closes with 1008; one is forgiven per second. */
  strikes?: RateLimit;
  /** Unsent bytes queued for a client that stopped reading before it is dropped. */
  maxBufferedBytes?: number;
  onClose?: () => void;
}

/**
 * Keeps one voice socket within bounds: message size, per-kind message rates, repeated bad input,
 * idleness and a client that stops reading. Every limit closes with a code and a reason a
 * developer can act on; none can throw into the server.
 */
export class SocketGuard<K extends string> {
  private readonly buckets: Record<K, TokenBucket>;
  private readonly strikeBucket: TokenBucket;
  private idleTimer: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    private readonly socket: WebSocket,
    private readonly options: SocketGuardOptions<K>,
  ) {
    this.buckets = Object.fromEntries(
      Object.entries<RateLimit>(options.limits).map(([k, l]) => [k, new TokenBucket(l.burst, l.perSecond)]),
    ) as Record<K, TokenBucket>;
    const strikes = options.strikes ?? { burst: 10, perSecond: 1 };
    this.strikeBucket = new TokenBucket(strikes.burst, strikes.perSecond);
    limitIncomingMessageSize(socket, options.maxMessageBytes);
    socket.once('close', () => this.dispose());
    this.touch();
  }

  get isOpen(): boolean {
    return !this.closed && this.socket.readyState === WebSocket.OPEN;
  }

  /** Restarts the idle clock (a message arrived, or the server is still answering). */
  touch(): void {
    if (this.closed) return;
    // refresh() re-arms the same timer: cheap enough for every audio append.
    if (this.idleTimer) this.idleTimer.refresh();
    else this.idleTimer = setTimeout(() => this.close(voiceCloseCodes.normal, 'idle'), this.options.idleMs).unref();
  }

  /** Whether a message of this kind fits the rate; a refusal counts as a strike. */
  allow(kind: K): boolean {
    if (this.buckets[kind].take()) return true;
    this.strike('Too many messages');
    return false;
  }

  /** Whether the message's size is acceptable (ws already refuses larger frames; this is the backstop). */
  fits(bytes: number): boolean {
    if (bytes <= this.options.maxMessageBytes) return true;
    this.close(voiceCloseCodes.tooBig, `Message too large (at most ${this.options.maxMessageBytes} bytes)`);
    return false;
  }

  /** Counts bad input; closes with 1008 once the client keeps sending it. Returns whether still open. */
  strike(reason: string): boolean {
    if (this.strikeBucket.take()) return this.isOpen;
    this.close(voiceCloseCodes.policy, `${reason}: closing after repeated bad or excessive messages`);
    return false;
  }

  send(json: string): boolean {
    if (!this.isOpen) return false;
    if (this.socket.bufferedAmount > (this.options.maxBufferedBytes ?? 8 * 1024 * 1024)) {
      this.close(voiceCloseCodes.policy, 'The client is not reading messages');
      return false;
    }
    this.socket.send(json);
    return true;
  }

  close(code: number, reason: string): void {
    if (this.closed) return;
    this.dispose();
    if (this.socket.readyState === WebSocket.OPEN || this.socket.readyState === WebSocket.CONNECTING) {
      // Close reasons are at most 123 bytes.
      this.socket.close(code, Buffer.from(reason).subarray(0, 123).toString());
      // A peer that never answers the close handshake must not hold the socket open.
      setTimeout(() => this.socket.terminate(), 5_000).unref();
    }
  }

  private dispose(): void {
    if (this.closed) return;
    this.closed = true;
    clearTimeout(this.idleTimer);
    this.options.onClose?.();
  }
}

/**
 * The ws server's maxPayload is one value for every socket (sized for push-to-talk recordings).
 * Sockets that need less lower it on their own receiver so ws refuses a larger frame with 1009
 * before buffering it. Relies on ws 8's Receiver field; `fits` is the backstop if that changes.
 */
export function limitIncomingMessageSize(socket: WebSocket, bytes: number): void {
  const receiver = (socket as unknown as { _receiver?: { _maxPayload?: number } })._receiver;
  if (
    receiver &&
    typeof receiver._maxPayload === 'number' &&
    (receiver._maxPayload === 0 || receiver._maxPayload > bytes)
  ) {
    receiver._maxPayload = bytes;
  }
}
