import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { resolveOwner } from '../../platform/auth/index.ts';
import { routeLimit } from '../../platform/rate-limit/route-limits.ts';
import { CrisisLogSchema } from '../../../shared/crisis.ts';
import { recordCrisisEvent } from './repository.ts';

export const crisisRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    '/crisis/log',
    {
      schema: { body: CrisisLogSchema, response: { 200: z.object({ ok: z.literal(true) }) } },
      config: routeLimit('crisisLog'),
    },
    async (request, reply) => {
      const ownerId = await resolveOwner(request, reply);
      await recordCrisisEvent(deps.database.db, {
        ownerId,
        source: 'dialog',
        interactionType: request.body.interactionType,
      });
      return { ok: true as const };
    },
  );
};
