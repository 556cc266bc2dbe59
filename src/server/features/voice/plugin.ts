import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { routeLimit } from '../../platform/rate-limit/route-limits.ts';
import type { LiveSockets } from '../../platform/live-sockets.ts';
import { PUSH_TO_TALK_PATH, REALTIME_CALL_PATH } from '../../../shared/voice.ts';
import { voiceAccessRoutes } from './access-routes.ts';
import { callHandler } from './call/call-socket.ts';
import { createVoiceContext } from './context.ts';
import { pushToTalkHandler } from './push-to-talk/ptt-socket.ts';
import { voiceRoutes } from './routes.ts';

/**
 * Voice therapy: HTTP routes under /api, the push-to-talk socket and the hands-free call socket.
 * Registered at the root because /ws/realtime is outside /api.
 */
export const voiceFeature: FastifyPluginAsyncZod<{ deps: AppDeps; sockets: LiveSockets }> = async (
  app,
  { deps, sockets },
) => {
  const ctx = await createVoiceContext(deps, app.log, sockets);
  // Sockets were closed with 1001 on preClose (platform/live-sockets.ts). Before the database closes:
  // end any that did not finish the close handshake and let their last writes (meters, transcripts) land.
  app.addHook('onClose', () => ctx.drain());
  await app.register(
    async (api) => {
      await api.register(voiceRoutes, { deps });
      await api.register(voiceAccessRoutes, { deps });
    },
    { prefix: '/api' },
  );
  // A refused upgrade gets the 429 as a plain HTTP answer, before any socket exists.
  app.get(PUSH_TO_TALK_PATH, { websocket: true, config: routeLimit('openSocket') }, pushToTalkHandler(ctx));
  app.get(REALTIME_CALL_PATH, { websocket: true, config: routeLimit('openSocket') }, callHandler(ctx));
};
