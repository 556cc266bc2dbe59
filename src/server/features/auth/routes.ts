import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { oidcRoutes } from './oidc-routes.ts';
import { passwordChangeRoutes } from './password-change-routes.ts';
import { passwordRoutes } from './password-routes.ts';
import { resetRoutes } from './reset-routes.ts';
import { sessionRoutes } from './session-routes.ts';

export const authRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  await app.register(passwordRoutes, { deps });
  await app.register(resetRoutes, { deps });
  await app.register(passwordChangeRoutes, { deps });
  await app.register(sessionRoutes, { deps });
  await app.register(oidcRoutes, { deps });
};
