import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import websocket from '@fastify/websocket';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/index.ts';
import { FieldCipher, loadOrCreateKeyFile, parseKeyring } from './platform/crypto.ts';
import { installApiCacheControl, installCsrfGuard, installErrorHandling, installHostCheck } from './platform/http.ts';
import { installInputSchemaGuard } from './platform/input-schemas.ts';
import { loggerOptions } from './platform/logging.ts';
import { startRewrap } from './platform/rewrap.ts';
import { drainWebSockets, LiveSockets } from './platform/live-sockets.ts';
import { socketErrorHandler } from './platform/socket-errors.ts';
import { installAuth } from './platform/auth/index.ts';
import { openRateLimits } from './platform/rate-limit/index.ts';
import { installRouteLimits } from './platform/rate-limit/route-limits.ts';
import { authRoutes } from './features/auth/routes.ts';
import { termsRoutes } from './features/terms/routes.ts';
import { crisisRoutes } from './features/crisis/routes.ts';
import { entitlementRoutes } from './features/entitlements/routes.ts';
import { publicConfigRoutes } from './features/public-config/routes.ts';
import { therapyRoutes } from './features/therapy/routes.ts';
import { memoryRoutes } from './features/memory/index.ts';
import { progressRoutes } from './features/progress/routes.ts';
import { voiceFeature } from './features/voice/plugin.ts';
import { billingRoutes } from './features/billing/routes.ts';
import { accountRoutes } from './features/account/routes.ts';
import { videoFeature } from './features/video/index.ts';
import { checkInRoutes } from './features/check-ins/routes.ts';
import { safetyPlanRoutes } from './features/safety-plan/routes.ts';
import { MAX_UTTERANCE_BYTES } from '../shared/voice.ts';
import { createTherapist, type Therapist } from './ai/therapist/index.ts';
import { createSummariser } from './ai/summary/index.ts';
import { assessUtterance, createSecondReader } from './ai/safety/index.ts';
import type { AppDeps } from './deps.ts';

export interface BuildAppOptions {
  config: Config;
  database: Database;
  cipher?: FieldCipher;
  therapist?: Therapist;
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: DestinationStream;
  /** Re-encrypt v1 values in the background after start-up (default on; tests that run it themselves turn it off). */
  backgroundRewrap?: boolean;
}

/** How long shutdown lets each socket finish its turn in flight (a remote model's reply included) before closing it. */
const SOCKET_DRAIN_MS = 12_000;

const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/client');

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const cipher =
    options.cipher ??
    new FieldCipher(
      config.DATA_ENCRYPTION_KEY ? parseKeyring(config.DATA_ENCRYPTION_KEY) : loadOrCreateKeyFile(config.DATA_DIR),
    );
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(config.LOG_LEVEL, options.logStream),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();
  const deps: AppDeps = {
    config,
    database,
    cipher,
    therapist: options.therapist ?? createTherapist(config, app.log),
    secondReader: createSecondReader(config),
    summariser: createSummariser(config, app.log),
    limits: await openRateLimits(config, app.log),
  };
  app.addHook('onClose', () => deps.limits.close());
  // v1 values (master key only) move under their owners' data keys, in the background (decision 0013).
  if (options.backgroundRewrap !== false) {
    const rewrap = startRewrap(database.db, cipher, app.log);
    app.addHook('onClose', () => rewrap.stop());
  }
  // The safety model loads once (~0.1 s): pay that at boot, not on someone's first message.
  await assessUtterance('warming up');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const spaIndex = fs.existsSync(path.join(clientDir, 'index.html'));
  installErrorHandling(app, { spaIndex });
  installInputSchemaGuard(app);
  installHostCheck(app);

  // PayPal's button is its own script and frames; allowed only when PayPal is configured.
  const paypal = config.PAYPAL_CLIENT_ID ? ['https://*.paypal.com', 'https://*.paypalobjects.com'] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...paypal],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", ...paypal],
        frameSrc: ["'self'", ...paypal],
        workerSrc: ["'self'", 'blob:'],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.NODE_ENV === 'production',
  });
  await app.register(cookie);
  // Sized for one push-to-talk recording; sockets that need less lower it per connection (features/voice/socket/socket-guard.ts).
  const liveSockets = new LiveSockets();
  await app.register(websocket, {
    options: { maxPayload: MAX_UTTERANCE_BYTES },
    preClose: drainWebSockets(liveSockets, SOCKET_DRAIN_MS),
    errorHandler: socketErrorHandler,
  });
  installApiCacheControl(app);
  installCsrfGuard(app);
  await installAuth(app, deps);
  // Before any route: the plugin attaches each route's limit as the route is added.
  await installRouteLimits(app, deps.limits);

  await app.register(
    async (api) => {
      await api.register(authRoutes, { deps });
      await api.register(termsRoutes, { deps });
      await api.register(crisisRoutes, { deps });
      await api.register(entitlementRoutes, { deps });
      await api.register(publicConfigRoutes, { deps });
      await api.register(therapyRoutes, { deps });
      await api.register(memoryRoutes, { deps });
      await api.register(progressRoutes, { deps });
      await api.register(billingRoutes, { deps });
      await api.register(videoFeature, { deps });
      await api.register(accountRoutes, { deps, sockets: liveSockets });
      await api.register(checkInRoutes, { deps });
      await api.register(safetyPlanRoutes, { deps });
    },
    { prefix: '/api' },
  );
  // Voice therapy: its HTTP routes under /api, /api/voice-therapy/realtime and /ws/realtime.
  await app.register(voiceFeature, { deps, sockets: liveSockets });

  if (spaIndex) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies of text assets (vite.config.ts).
      preCompressed: true,
      setHeaders(reply, filePath) {
        // Hashed build output never changes under its name.
        if (filePath.includes(`${path.sep}assets${path.sep}`))
          reply.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }

  return app;
}
