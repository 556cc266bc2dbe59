import type { FastifyBaseLogger } from 'fastify';
import { voiceCloseCodes } from '../../../../shared/voice.ts';
import type { SessionRow } from '../../therapy/index.ts';
import { RealtimeUpstream } from '../realtime/upstream.ts';
import { browserError } from '../realtime/to-browser.ts';
import type { VoiceContext } from '../context.ts';
import type { CallGuard } from './call-socket.ts';
import { callInstructions } from './instructions.ts';
import type { CallPipeline } from './pipelines.ts';
import { screenRelayedText, storeRelayedReply } from './relay-screen.ts';
import { serial } from './serial.ts';

/**
 * A call relayed to the real-time provider (the key stays on the server). Undefined when the
 * provider cannot be reached, so the caller falls back to the local pipeline.
 */
export async function openRelayPipeline(
  ctx: VoiceContext,
  session: SessionRow,
  guard: CallGuard,
  log: FastifyBaseLogger,
): Promise<CallPipeline | undefined> {
  const { config } = ctx.deps;
  if (!config.REALTIME_URL || !config.REALTIME_API_KEY) return undefined;
  const inOrder = serial();
  const upstream = new RealtimeUpstream({
    url: config.REALTIME_URL,
    model: config.REALTIME_MODEL,
    apiKey: config.REALTIME_API_KEY,
    session: { instructions: callInstructions(config.THERAPIST_NAME), language: 'en' },
    sendToBrowser: (json) => void guard.send(json),
    screenUserText: (text) => ctx.track(inOrder(() => screenRelayedText(ctx, session, guard, text, log))),
    onAssistantText: (text) =>
      void ctx
        .track(inOrder(() => storeRelayedReply(ctx, session, text, log)))
        .catch((err: unknown) => log.error({ err }, 'could not store a relayed reply')),
    onClose: (info) => {
      if (info.byUs) return;
      log.warn({ code: info.code, reason: info.reason, error: info.error }, 'the real-time provider closed the call');
      guard.send(browserError('The voice service disconnected. Please try the call again.', 'server_error'));
      guard.close(voiceCloseCodes.server, 'The voice service disconnected');
    },
    logger: log,
  });
  try {
    await upstream.connect();
  } catch (error) {
    log.warn({ err: (error as Error).message }, 'real-time provider unreachable; this call uses the local pipeline');
    return undefined;
  }
  return {
    handle: (event) =>
      event.type === 'response.cancel' ? void upstream.cancelResponse() : upstream.handleBrowserEvent(event),
    // Screening and storing run in order; the provider's reply in progress is relayed to its end.
    settle: async () => {
      await inOrder(async () => {});
      await upstream.whenIdle();
      await inOrder(async () => {});
    },
    close: () => upstream.close(),
  };
}
