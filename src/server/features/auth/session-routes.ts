import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AnonymousSessionSchema, AuthOptionsSchema, UserSchema } from '../../../shared/auth.ts';
import type { AppDeps } from '../../deps.ts';
import { endSession, ensureAnonymousVisitor, requireUser } from '../../platform/auth/index.ts';
import { routeLimit } from '../../platform/rate-limit/route-limits.ts';
import { userView } from './user-view.ts';

export const sessionRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get('/auth/user', { schema: { response: { 200: UserSchema } } }, async (request) =>
    userView(deps.database.db, requireUser(request)),
  );

  app.get('/auth/options', { schema: { response: { 200: AuthOptionsSchema } } }, async () => ({
    oidc: Boolean(deps.config.OIDC_ISSUER_URL),
  }));

  // A full-page navigation from the page frame's Logout button (spec §2). A GET can be triggered by
  // any other site (a link, an image), so one that the browser says came from elsewhere goes home
  // without signing out. Browsers that send no Sec-Fetch-Site predate it, and 'none' is the address bar.
  app.get('/logout', async (request, reply) => {
    const site = request.headers['sec-fetch-site'];
    if (site === undefined || site === 'same-origin' || site === 'none') await endSession(deps, request, reply);
    else request.log.info({ site }, 'refused a logout that came from another site');
    return reply.header('cache-control', 'no-store').redirect('/');
  });

  app.post('/auth/signout', { schema: { body: z.object({}).strict().nullish() } }, async (request, reply) => {
    await endSession(deps, request, reply);
    return reply.status(204).send();
  });

  app.get(
    '/anonymous/session',
    { schema: { response: { 200: AnonymousSessionSchema } }, config: routeLimit('visitorKey') },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { sessionKey: await ensureAnonymousVisitor(request, reply) };
    },
  );
};
