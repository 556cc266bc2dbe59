import type { FastifyBaseLogger } from 'fastify';
import { VOICE_HEARTBEAT_INTERVAL_MS } from '../../../../shared/voice.ts';
import { endUsage, type UsageTick } from '../../entitlements/index.ts';
import type { SessionRow } from '../../therapy/index.ts';
import type { VoiceContext } from '../context.ts';
import { meterSocket, type MeterOutcomeHandlers } from './socket-metering.ts';

export interface MeterClockOptions extends MeterOutcomeHandlers {
  isOpen(): boolean;
  /** More to check after each tick (a call refreshes its lease); false when the socket was closed. */
  afterTick?(tick: UsageTick): Promise<boolean>;
  log: FastifyBaseLogger;
  /** Between ticks; the heartbeat interval unless a test runs the clock faster. */
  intervalMs?: number;
}

/**
 * Meters a voice socket by the server's clock for as long as it is open: a tick at open, then at
 * every heartbeat interval (sooner when the minutes would run out first), whether or not the client
 * sends anything. Stopping closes the ledger row the socket last kept alive: the socket's lifetime
 * is what is charged, and the session stays open for a reconnect.
 */
export class MeterClock {
  private timer: NodeJS.Timeout | undefined;
  private usageId: string | undefined;
  private stopped = false;

  constructor(
    private readonly ctx: VoiceContext,
    private readonly session: SessionRow,
    private readonly options: MeterClockOptions,
  ) {}

  /** Meters now and schedules the next tick; false once the socket is closed (limit, ended, replaced). */
  async tick(): Promise<boolean> {
    clearTimeout(this.timer);
    const tick = await meterSocket(this.ctx, this.session, this.options);
    if (tick) this.usageId = tick.usageId;
    // Closed while this tick was metering: the row it kept alive is closed now, not left open.
    if (this.stopped) {
      this.closeMeter();
      return false;
    }
    if (!tick || !this.options.isOpen()) return false;
    if (this.options.afterTick && !(await this.options.afterTick(tick))) return false;
    const interval = this.options.intervalMs ?? VOICE_HEARTBEAT_INTERVAL_MS;
    const dueMs = tick.secondsRemaining === null ? interval : Math.min(interval, tick.secondsRemaining * 1000 + 250);
    clearTimeout(this.timer);
    this.timer = setTimeout(
      () =>
        void this.ctx
          .track(this.tick())
          .catch((err: unknown) => this.options.log.error({ err }, 'voice socket metering failed')),
      dueMs,
    );
    this.timer.unref();
    return true;
  }

  stop(): void {
    if (this.stopped) return;
    this.stopped = true;
    clearTimeout(this.timer);
    this.closeMeter();
  }

  private closeMeter(): void {
    const { ctx, session, usageId } = this;
    this.usageId = undefined;
    // A video session's meter belongs to its conversation, which ends when the person ends it.
    if (!usageId || session.modality === 'video') return;
    ctx
      .track(endUsage(ctx.deps.database.db, session.ownerId, usageId, null, ctx.ownerOptions()))
      .catch((err: unknown) => this.options.log.error({ err, sessionId: session.id }, 'could not close the meter'));
  }
}
