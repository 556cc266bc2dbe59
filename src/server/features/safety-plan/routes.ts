import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { requireUser } from '../../platform/auth/index.ts';
import { SafetyPlanSchema, SafetyPlanViewSchema } from '../../../shared/safety-plan.ts';
import { readSafetyPlan, saveSafetyPlan } from './repository.ts';
import { cipherFor } from '../../platform/data-keys.ts';

export const safetyPlanRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps.database;

  app.get('/safety-plan', { schema: { response: { 200: SafetyPlanViewSchema } } }, async (request) => {
    const user = requireUser(request);
    return readSafetyPlan(db, await cipherFor(db, deps.cipher, user.id), user.id, user.id);
  });

  app.put(
    '/safety-plan',
    { schema: { body: SafetyPlanSchema, response: { 200: SafetyPlanViewSchema } } },
    async (request) => {
      const user = requireUser(request);
      const cipher = await cipherFor(db, deps.cipher, user.id);
      return db.transaction((tx) => saveSafetyPlan(tx, cipher, user.id, request.body));
    },
  );
};
