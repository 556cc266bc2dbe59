import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { resolveOwner } from '../../platform/auth/index.ts';
import { Budget, clientAddress } from '../../platform/rate-limit/index.ts';
import { routeLimit } from '../../platform/rate-limit/route-limits.ts';
import { AcceptTermsResponseSchema, AcceptTermsSchema } from '../../../shared/terms.ts';
import { findTrial } from '../entitlements/index.ts';
import { acceptTerms } from './accept-terms.ts';

/**
 * Fresh voice trials per address per day: a cleared cookie is a new visitor, and would otherwise be a
 * new trial. Sized for a household or an office sharing one address.
 */
const FRESH_TRIALS_PER_DAY = 20;

export const termsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const freshTrials = new Budget(
    deps.limits,
    'fresh-trials',
    FRESH_TRIALS_PER_DAY,
    24 * 60 * 60_000,
    'free trials started from this network today',
  );
  app.post(
    '/terms/accept',
    {
      schema: { body: AcceptTermsSchema, response: { 200: AcceptTermsResponseSchema } },
      config: routeLimit('acceptTerms'),
    },
    async (request, reply) => {
      // May issue the anonymous cookie: accepting the terms is the moment a visitor starts to own data.
      const ownerId = await resolveOwner(request, reply);
      if (request.body.trialType === 'voice' && !(await findTrial(deps.database.db, ownerId))) {
        await freshTrials.spend(reply, clientAddress(request));
      }
      return acceptTerms(
        deps.database.db,
        { ownerId, anonymousId: request.auth.anonymousId },
        request.body,
        new Date(),
      );
    },
  );
};
