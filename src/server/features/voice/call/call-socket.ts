import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import type { ClientEvent } from '../../../../shared/realtime.ts';
import { VOICE_HEARTBEAT_INTERVAL_MS, VOICE_IDLE_TIMEOUT_MS, voiceCloseCodes } from '../../../../shared/voice.ts';
import { MAX_CLIENT_EVENT_CHARS, parseClientEvent } from '../realtime/parse-client-event.ts';
import { browserError } from '../realtime/to-browser.ts';
import type { SessionRow } from '../../therapy/sessions-repo.ts';
import type { VoiceContext } from '../context.ts';
import { closeMeters } from '../metering.ts';
import { setModality } from '../meters-repo.ts';
import { authorizeVoiceSocket, holdEarlyMessages, messageBytes, toBuffer, type EarlyMessage } from '../socket/socket-auth.ts';
import { SocketGuard } from '../socket/socket-guard.ts';
import { meterSocket } from '../socket/socket-metering.ts';
import { openPipeline, type CallPipeline } from './pipelines.ts';

/** Events kept while the pipeline opens (the provider connection can take seconds): ~10 s of audio. */
const MAX_PENDING = 128;

export type CallGuard = SocketGuard<'audio' | 'text' | 'control'>;

const rateKind = (event: ClientEvent): 'audio' | 'text' | 'control' =>
  event.type === 'input_audio_buffer.append' ? 'audio' : event.type === 'conversation.item.create' ? 'text' : 'control';

/** WebSocket /ws/realtime?session=<voiceSessionId> (hands-free call, spec §7). */
export function callHandler(ctx: VoiceContext) {
  return async (socket: WebSocket, request: FastifyRequest): Promise<void> => {
    const early = holdEarlyMessages(socket);
    try {
      const access = await authorizeVoiceSocket(ctx.deps, request);
      if (!access.ok) return socket.close(access.code, access.reason);
      await runCall(ctx, socket, access.session, early.release(), request.log);
    } catch (error) {
      request.log.error({ err: error }, 'call socket failed to open');
      socket.close(voiceCloseCodes.server, 'Something went wrong on our side');
    }
  };
}

async function runCall(ctx: VoiceContext, socket: WebSocket, session: SessionRow, early: EarlyMessage[], log: FastifyBaseLogger) {
  let pipeline: CallPipeline | undefined;
  let meterTimer: NodeJS.Timeout | undefined;
  let release = () => {};
  const guard: CallGuard = new SocketGuard(socket, {
    limits: { audio: { burst: 100, perSecond: 50 }, text: { burst: 3, perSecond: 1 }, control: { burst: 30, perSecond: 10 } },
    maxMessageBytes: MAX_CLIENT_EVENT_CHARS,
    idleMs: VOICE_IDLE_TIMEOUT_MS,
    onClose: () => {
      clearTimeout(meterTimer);
      release();
      pipeline?.close();
      // The socket's lifetime is what the call is charged; the session stays open for a reconnect.
      closeMeters(ctx.deps.database.db, session.ownerId, session.id, null, ctx.ownerOptions()).catch((err: unknown) =>
        log.error({ err, sessionId: session.id }, 'could not close the call meter'),
      );
    },
  });
  release = ctx.calls.claim(session.ownerId, { replace: () => guard.close(voiceCloseCodes.replaced, 'This call continued in another tab or window') });

  const meter = async () => {
    const tick = await meterSocket(ctx, session, {
      limitReached: (message) => guard.send(browserError(message, 'limit_reached')),
      close: (code, reason) => guard.close(code, reason),
    });
    if (!tick || !guard.isOpen) return false;
    // Check again when the minutes would run out, if that comes before the next heartbeat.
    const dueMs = tick.secondsRemaining === null ? VOICE_HEARTBEAT_INTERVAL_MS : Math.min(VOICE_HEARTBEAT_INTERVAL_MS, tick.secondsRemaining * 1000 + 250);
    meterTimer = setTimeout(() => void meter().catch((err: unknown) => log.error({ err }, 'call metering failed')), dueMs);
    meterTimer.unref();
    return true;
  };
  // Listen before the first await: ws delivers messages at once, and a late listener misses them.
  const pending: ClientEvent[] = [];
  const onMessage = (data: RawData, isBinary: boolean) => {
    if (!guard.isOpen) return;
    guard.touch();
    if (!guard.fits(messageBytes(data))) return;
    if (isBinary) {
      guard.send(browserError('Send JSON text messages on this socket; audio goes in input_audio_buffer.append as base64.', 'invalid_request_error'));
      guard.strike('Invalid messages');
      return;
    }
    const parsed = parseClientEvent(toBuffer(data));
    if (!parsed.ok) {
      guard.send(browserError(parsed.message, 'invalid_request_error'));
      guard.strike('Invalid messages');
      return;
    }
    if (!guard.allow(rateKind(parsed.event))) {
      guard.send(browserError('Too many messages: send audio in 4096-sample chunks, at most 50 a second.', 'rate_limited'));
      return;
    }
    if (pipeline) return pipeline.handle(parsed.event);
    pending.push(parsed.event);
    if (pending.length > MAX_PENDING) pending.shift();
  };
  socket.on('message', onMessage);
  for (const m of early) onMessage(m.data, m.isBinary);

  if (!(await meter())) return;
  if (session.modality !== 'call') await setModality(ctx.deps.database.db, session.id, 'call');
  const opened = await openPipeline(ctx, session, guard, log);
  if (!guard.isOpen) return opened.close();
  pipeline = opened;
  for (const event of pending.splice(0)) opened.handle(event);
}
