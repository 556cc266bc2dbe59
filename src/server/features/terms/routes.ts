import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { resolveOwner } from '../../platform/auth/index.ts';
import { AcceptTermsResponseSchema, AcceptTermsSchema } from '../../../shared/terms.ts';
import { acceptTerms } from './accept-terms.ts';

export const termsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    '/terms/accept',
    { schema: { body: AcceptTermsSchema, response: { 200: AcceptTermsResponseSchema } } },
    async (request, reply) => {
      // May issue the anonymous cookie: accepting the terms is the moment a visitor starts to own data.
      const ownerId = await resolveOwner(request, reply);
      return acceptTerms(deps.database.db, { ownerId, anonymousId: request.auth.anonymousId }, request.body, new Date());
    },
  );
};
