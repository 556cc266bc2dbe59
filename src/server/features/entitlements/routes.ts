import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { resolveOwner } from '../../platform/auth/index.ts';
import { forbidden } from '../../platform/errors.ts';
import {
  SUBSCRIPTION_HEADER,
  SubscriptionStatusSchema,
  TrialScenarioSchema,
  VoiceStatusSchema,
} from '../../../shared/entitlements.ts';
import { applyTrialScenario } from './dev-scenarios.ts';
import { resolveTimeZone } from './local-day.ts';
import { getSubscriptionStatus, getVoiceStatus, type EntitlementContext } from './service.ts';
import { plainString } from '../../../shared/text.ts';

const HeadersSchema = z.object({ [SUBSCRIPTION_HEADER]: plainString().max(200).optional() });

export const entitlementRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps.database;

  const context = (request: FastifyRequest, hint?: string): EntitlementContext => ({
    timeZone: resolveTimeZone(request.auth.user?.timeZone, deps.config.DEFAULT_TIME_ZONE),
    now: new Date(),
    subscriptionHint: hint ?? null,
  });
  // Reading a status never creates a visitor: no user and no anonymous key means nothing is owned yet.
  const existingOwner = (request: FastifyRequest) => request.auth.user?.id ?? request.auth.anonymousId ?? null;

  app.get(
    '/voice-therapy/status',
    { schema: { headers: HeadersSchema, response: { 200: VoiceStatusSchema } } },
    async (request) =>
      getVoiceStatus(db, existingOwner(request), context(request, request.headers[SUBSCRIPTION_HEADER])),
  );

  app.get(
    '/subscription/status',
    { schema: { headers: HeadersSchema, response: { 200: SubscriptionStatusSchema } } },
    async (request) =>
      getSubscriptionStatus(db, existingOwner(request), context(request, request.headers[SUBSCRIPTION_HEADER])),
  );

  if (deps.config.DEV_TOOLS) {
    app.get(
      '/voice-therapy/test/:scenario',
      { schema: { params: z.object({ scenario: TrialScenarioSchema }), response: { 200: VoiceStatusSchema } } },
      async (request, reply) => {
        // The spec makes this a GET that changes state; at least refuse it when another site triggers it.
        if (request.headers['sec-fetch-site'] === 'cross-site') throw forbidden('Cross-site requests are not allowed.');
        const ownerId = await resolveOwner(request, reply);
        const ctx = context(request);
        await applyTrialScenario(db, ownerId, request.params.scenario, ctx.now, ctx.timeZone);
        return getVoiceStatus(db, ownerId, ctx);
      },
    );
  }
};
