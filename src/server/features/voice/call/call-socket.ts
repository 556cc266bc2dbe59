import type { FastifyBaseLogger } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import type { ClientEvent } from '../../../../shared/realtime.ts';
import { VOICE_IDLE_TIMEOUT_MS, voiceCloseCodes } from '../../../../shared/voice.ts';
import { MAX_CLIENT_EVENT_CHARS, parseClientEvent } from '../realtime/parse-client-event.ts';
import { browserError } from '../realtime/to-browser.ts';
import type { SessionRow } from '../../therapy/index.ts';
import type { VoiceContext } from '../context.ts';
import { setModality } from '../meters-repo.ts';
import { newId } from '../../../platform/ids.ts';
import { authorizedSocketHandler } from '../socket/authorized-handler.ts';
import { claimCallLease, refreshCallLease, releaseCallLease } from '../socket/call-lease.ts';
import { messageBytes, toBuffer, type EarlyMessage } from '../socket/socket-auth.ts';
import { SocketGuard } from '../socket/socket-guard.ts';
import { MeterClock } from '../socket/meter-clock.ts';
import { onVideoSessionEnd, VIDEO_SESSION_ENDED } from '../../video/index.ts';
import { openPipeline, type CallPipeline } from './pipelines.ts';

/** Events kept while the pipeline opens (the provider connection can take seconds): ~10 s of audio. */
const MAX_PENDING = 128;

export type CallGuard = SocketGuard<'audio' | 'text' | 'control'>;

export const CALL_LIVE_ELSEWHERE =
  'Your call is already live in another tab or window. End it there to call from here.';
export const CALL_REPLACED = 'This call continued in another tab or window';

const rateKind = (event: ClientEvent): 'audio' | 'text' | 'control' =>
  event.type === 'input_audio_buffer.append' ? 'audio' : event.type === 'conversation.item.create' ? 'text' : 'control';

/** WebSocket /ws/realtime?session=<voiceSessionId> (hands-free call, spec §7). */
export const callHandler = (ctx: VoiceContext) =>
  authorizedSocketHandler(ctx, 'call', (socket, session, early, log) => runCall(ctx, socket, session, early, log));

async function runCall(
  ctx: VoiceContext,
  socket: WebSocket,
  session: SessionRow,
  early: EarlyMessage[],
  log: FastifyBaseLogger,
) {
  const call = new CallConnection(ctx, socket, session, log);
  for (const m of early) call.onMessage(m.data, m.isBinary);
  await call.open();
}

/** One hands-free call: validates and rate-checks browser events, meters the call, feeds the pipeline. */
class CallConnection {
  private readonly guard: CallGuard;
  private readonly release: () => void;
  private pipeline: CallPipeline | undefined;
  /** Events that arrived before the pipeline was ready. */
  private readonly pending: ClientEvent[] = [];
  /** Meters the call by the server's clock while the socket is open; closing it closes the ledger row. */
  private readonly clock: MeterClock;
  /** Names this call's hold on its owner's one live call (socket/call-lease.ts). */
  private readonly callId = newId('call');
  /** Shutting down: the turns already heard are answered; further events are dropped. */
  private draining = false;
  private unregister: (() => void) | undefined;
  /** A local avatar session: closes this socket when its video conversation ends. */
  private unwatchVideo: (() => void) | undefined;

  constructor(
    private readonly ctx: VoiceContext,
    socket: WebSocket,
    private readonly session: SessionRow,
    private readonly log: FastifyBaseLogger,
  ) {
    this.guard = new SocketGuard(socket, {
      limits: {
        audio: { burst: 100, perSecond: 50 },
        text: { burst: 3, perSecond: 1 },
        control: { burst: 30, perSecond: 10 },
      },
      maxMessageBytes: MAX_CLIENT_EVENT_CHARS,
      idleMs: VOICE_IDLE_TIMEOUT_MS,
      onClose: () => this.onClose(),
    });
    this.clock = new MeterClock(ctx, session, {
      limitReached: (message) => this.guard.send(browserError(message, 'limit_reached')),
      close: (code, reason) => this.guard.close(code, reason),
      isOpen: () => this.guard.isOpen,
      afterTick: () => this.refreshLease(),
      log,
    });
    // On this instance a newer call replaces the older one at once; across instances the lease decides.
    this.release = ctx.calls.claim(session.ownerId, {
      replace: () => this.guard.close(voiceCloseCodes.replaced, CALL_REPLACED),
    });
    // Listen before the first await: ws delivers messages at once, and a late listener misses them.
    socket.on('message', (data, isBinary) => this.onMessage(data, isBinary));
    this.unregister = ctx.live.add({
      settle: () => this.settle(),
      close: (code, reason) => this.guard.close(code, reason),
      owner: () => this.session.ownerId,
    });
    if (session.modality === 'video') {
      this.unwatchVideo = onVideoSessionEnd(ctx.deps, session.id, () =>
        this.guard.close(voiceCloseCodes.notFound, VIDEO_SESSION_ENDED),
      );
    }
  }

  private async settle(): Promise<void> {
    this.draining = true;
    await this.pipeline?.settle();
  }

  async open(): Promise<void> {
    if (!(await this.claimLease())) return;
    if (!(await this.meter())) return;
    if (this.session.modality !== 'call' && this.session.modality !== 'video')
      await setModality(this.ctx.deps.database.db, this.session.id, 'call');
    const pipeline = await openPipeline(this.ctx, this.session, this.guard, this.log);
    if (!this.guard.isOpen) return pipeline.close();
    this.pipeline = pipeline;
    for (const event of this.pending.splice(0)) pipeline.handle(event);
  }

  onMessage(data: RawData, isBinary: boolean): void {
    const guard = this.guard;
    if (!guard.isOpen || this.draining) return;
    guard.touch();
    if (!guard.fits(messageBytes(data))) return;
    const parsed = isBinary
      ? ({
          ok: false,
          message: 'Send JSON text messages on this socket; audio goes in input_audio_buffer.append as base64.',
        } as const)
      : parseClientEvent(toBuffer(data));
    if (!parsed.ok) {
      guard.send(browserError(parsed.message, 'invalid_request_error'));
      guard.strike('Invalid messages');
      return;
    }
    if (!guard.allow(rateKind(parsed.event))) {
      guard.send(
        browserError('Too many messages: send audio in 4096-sample chunks, at most 50 a second.', 'rate_limited'),
      );
      return;
    }
    if (this.pipeline) return this.pipeline.handle(parsed.event);
    this.pending.push(parsed.event);
    if (this.pending.length > MAX_PENDING) this.pending.shift();
  }

  /**
   * At most one live call per owner across every instance on the database: refused (4409) while
   * another instance holds the owner's live call, the way a second live session is refused.
   */
  private async claimLease(): Promise<boolean> {
    const db = this.ctx.deps.database.db;
    if (!(await claimCallLease(db, this.session.ownerId, this.callId, this.ctx.instanceId))) {
      this.guard.close(voiceCloseCodes.replaced, CALL_LIVE_ELSEWHERE);
      return false;
    }
    // Closed while claiming: onClose may have released before the claim landed.
    if (!this.guard.isOpen) await releaseCallLease(db, this.callId);
    return this.guard.isOpen;
  }

  /** Heartbeats the call's meter and lease; closes the call when its minutes run out or another call or session took over. */
  private meter(): Promise<boolean> {
    return this.clock.tick();
  }

  /** The lease is refreshed with every tick of the meter: another instance may have taken the owner's call. */
  private async refreshLease(): Promise<boolean> {
    if (await refreshCallLease(this.ctx.deps.database.db, this.callId)) return true;
    this.guard.close(voiceCloseCodes.replaced, CALL_REPLACED);
    return false;
  }

  private onClose(): void {
    this.clock.stop();
    this.release();
    this.unregister?.();
    this.unwatchVideo?.();
    this.pipeline?.close();
    const { ctx, session } = this;
    ctx
      .track(releaseCallLease(ctx.deps.database.db, this.callId))
      .catch((err: unknown) => this.log.error({ err, sessionId: session.id }, 'could not release the call lease'));
  }
}
