import { spawnSync } from 'node:child_process';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import type { Config } from '../../config.ts';
import { PublicConfigSchema, type PublicConfig } from '../../../shared/public-config.ts';
import { recognitionKind, type RecognitionKind } from '../../ai/speech/recognition.ts';

let espeakPresent: boolean | undefined;
const hasEspeak = () => (espeakPresent ??= spawnSync('espeak-ng', ['--version'], { stdio: 'ignore' }).status === 0);

const STT: Record<RecognitionKind, PublicConfig['speech']['stt']> = {
  provider: 'server',
  embedded: 'embedded',
  none: 'browser',
};

/** `recognition` is what recognitionKind(config) found on this machine. */
export function publicConfig(config: Config, recognition: RecognitionKind): PublicConfig {
  const { PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET, PAYPAL_VOICE_PLAN_ID, PAYPAL_VIDEO_PLAN_ID } = config;
  // config.ts accepts either every PAYPAL_* key or none.
  const paypal =
    PAYPAL_CLIENT_ID && PAYPAL_CLIENT_SECRET && PAYPAL_VOICE_PLAN_ID && PAYPAL_VIDEO_PLAN_ID
      ? { clientId: PAYPAL_CLIENT_ID, voicePlanId: PAYPAL_VOICE_PLAN_ID, videoPlanId: PAYPAL_VIDEO_PLAN_ID }
      : null;
  return {
    therapistName: config.THERAPIST_NAME,
    therapistLabel: 'AI Therapy Assistant',
    devTools: config.DEV_TOOLS,
    features: {
      video: Boolean(config.TAVUS_API_KEY && config.TAVUS_PERSONA_ID),
      payments: paypal ? 'paypal' : 'test-mode',
      sso: Boolean(config.OIDC_ISSUER_URL),
    },
    paypal,
    speech: {
      stt: STT[recognition],
      tts: config.TTS_BASE_URL || hasEspeak() ? 'server' : 'browser',
      realtime: config.REALTIME_URL && config.REALTIME_API_KEY ? 'relay' : 'local',
    },
  };
}

export const publicConfigRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const body = publicConfig(deps.config, await recognitionKind(deps.config));
  app.get('/config', { schema: { response: { 200: PublicConfigSchema } } }, async () => body);
};
