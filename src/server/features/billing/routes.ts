import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { resolveOwner } from '../../platform/auth/index.ts';
import {
  BillingOverviewSchema,
  CancelResponseSchema,
  PlanRequestSchema,
  SubscriptionSuccessRequestSchema,
  SubscriptionSuccessResponseSchema,
  TestCheckoutResponseSchema,
} from '../../../shared/billing.ts';
import { activateSubscription } from './activate.ts';
import { cancelPlan } from './cancel.ts';
import { createPaymentProvider } from './create-provider.ts';
import { devBillingRoutes } from './dev-routes.ts';
import { billingOverview } from './overview.ts';
import { endTestModePlans } from './repository.ts';
import { TestModeProvider } from './test-mode-provider.ts';
import { webhookRoutes } from './webhook-routes.ts';

// Reading never creates a visitor: no user and no anonymous key means nothing is owned yet.
const existingOwner = (request: FastifyRequest) => request.auth.user?.id ?? request.auth.anonymousId ?? null;

/** Subscriptions and payments: PayPal verified on the server, or the local test mode when PayPal is not configured. */
export const billingRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps.database;
  const provider = createPaymentProvider(deps.config, db);
  if (provider.kind === 'paypal') {
    const ended = await endTestModePlans(db);
    if (ended)
      app.log.warn({ ended }, 'PayPal is configured: test-mode plans left from before no longer unlock anything');
  }

  app.post(
    '/paypal/subscription-success',
    { schema: { body: SubscriptionSuccessRequestSchema, response: { 200: SubscriptionSuccessResponseSchema } } },
    async (request, reply) => {
      const ownerId = await resolveOwner(request, reply);
      const { ok, plan } = await activateSubscription(
        db,
        provider,
        ownerId,
        request.body.subscriptionID,
        request.body.plan,
      );
      return { ok, plan };
    },
  );

  app.get('/billing', { schema: { response: { 200: BillingOverviewSchema } } }, async (request) =>
    billingOverview(db, provider.kind, existingOwner(request), deps.config.DEFAULT_TIME_ZONE),
  );

  app.post(
    '/billing/cancel',
    { schema: { body: PlanRequestSchema, response: { 200: CancelResponseSchema } } },
    async (request) => {
      const ownerId = existingOwner(request);
      await cancelPlan(db, provider, ownerId, request.body.plan);
      const overview = await billingOverview(db, provider.kind, ownerId, deps.config.DEFAULT_TIME_ZONE);
      const plan = overview.plans.find((p) => p.plan === request.body.plan && p.hasAccess)!;
      return { ok: true as const, plan };
    },
  );

  if (provider instanceof TestModeProvider) {
    app.post(
      '/billing/test-checkout',
      { schema: { body: PlanRequestSchema, response: { 200: TestCheckoutResponseSchema } } },
      async (request, reply) => ({
        subscriptionID: await provider.create(await resolveOwner(request, reply), request.body.plan),
      }),
    );
  }

  await app.register(webhookRoutes, { db, provider });
  if (deps.config.DEV_TOOLS) await app.register(devBillingRoutes, { db });
};
