import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { callbackRoutes } from './callback-routes.ts';
import type { VideoContext } from './conversations.ts';
import { llmRoutes } from './llm-routes.ts';
import { createVideoProvider } from './providers.ts';
import { videoRoutes } from './routes.ts';
import { VideoSessionSockets } from './session-sockets.ts';
import { sweepAllConversations, SWEEP_INTERVAL_MS } from './sweep.ts';
import { ConversationTimers } from './timers.ts';

/** Each app's video context, for the call socket that meters a local avatar session (index.ts). */
export const videoContexts = new WeakMap<AppDeps, VideoContext>();

/** Video sessions under /api/tavus: Tavus when configured, otherwise the local avatar. */
export const videoFeature: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const timers = new ConversationTimers((err) => app.log.error({ err }, 'could not end a video session at its limit'));
  const video: VideoContext = {
    deps,
    provider: createVideoProvider(deps.config),
    timers,
    sockets: new VideoSessionSockets(),
    log: app.log,
    ownerOptions: (now = new Date()) => ({ now, defaultTimeZone: deps.config.DEFAULT_TIME_ZONE }),
  };
  videoContexts.set(deps, video);
  // A minute's tick during a slow sweep runs once more after it, never twice at once.
  let sweeping = false;
  let again = false;
  const sweep = async () => {
    if (sweeping) return void (again = true);
    sweeping = true;
    try {
      do {
        again = false;
        await sweepAllConversations(video).catch((err) => app.log.error({ err }, 'could not sweep video sessions'));
      } while (again);
    } finally {
      sweeping = false;
    }
  };
  const sweeper = setInterval(() => void sweep(), SWEEP_INTERVAL_MS);
  sweeper.unref();
  app.addHook('onClose', async () => {
    clearInterval(sweeper);
    timers.clear();
  });
  await app.register(videoRoutes, { video });
  await app.register(callbackRoutes, { video });
  if (deps.config.TAVUS_LLM_API_KEY) await app.register(llmRoutes, { video, apiKey: deps.config.TAVUS_LLM_API_KEY });
};
