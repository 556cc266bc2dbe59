import { spawnSync } from 'node:child_process';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import type { Config } from '../../config.ts';
import { PublicConfigSchema, type PublicConfig } from '../../../shared/public-config.ts';

let espeakPresent: boolean | undefined;
const hasEspeak = () => (espeakPresent ??= spawnSync('espeak-ng', ['--version'], { stdio: 'ignore' }).status === 0);

export function publicConfig(config: Config): PublicConfig {
  return {
    therapistName: config.THERAPIST_NAME,
    therapistLabel: 'AI Therapy Assistant',
    devTools: config.DEV_TOOLS,
    features: {
      video: false,
      payments: config.PAYPAL_CLIENT_ID ? 'paypal' : 'test-mode',
      sso: Boolean(config.OIDC_ISSUER_URL),
    },
    speech: {
      stt: config.STT_BASE_URL ? 'server' : 'browser',
      tts: config.TTS_BASE_URL || hasEspeak() ? 'server' : 'browser',
      realtime: config.REALTIME_URL && config.REALTIME_API_KEY ? 'relay' : 'local',
    },
  };
}

export const publicConfigRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const body = publicConfig(deps.config);
  app.get('/config', { schema: { response: { 200: PublicConfigSchema } } }, async () => body);
};
