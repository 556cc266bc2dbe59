import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { requireUser } from '../../platform/auth/index.ts';
import { routeLimit } from '../../platform/rate-limit/route-limits.ts';
import {
  bandFor,
  checkInRiskTier,
  CheckInResultSchema,
  CheckInSchema,
  CreateCheckInSchema,
  scoreAnswers,
} from '../../../shared/check-ins.ts';
import { recordCrisisEvent } from '../crisis/index.ts';
import { insertCheckIn, listCheckIns } from './repository.ts';
import { safetyPayload } from './safety.ts';
import { cipherFor } from '../../platform/data-keys.ts';

export const checkInRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps.database;

  app.post(
    '/check-ins',
    {
      schema: { body: CreateCheckInSchema, response: { 201: CheckInResultSchema } },
      config: routeLimit('checkIn'),
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { instrument, answers } = request.body;
      const score = scoreAnswers(answers);
      const band = bandFor(instrument, score).id;
      const tier = checkInRiskTier(instrument, answers);
      const cipher = await cipherFor(db, deps.cipher, user.id);
      const saved = await db.transaction(async (tx) => {
        const checkIn = await insertCheckIn(tx, cipher, user.id, { instrument, answers, score, band });
        // Which questionnaire and how urgent, never the answers.
        if (tier !== 'none')
          await recordCrisisEvent(tx, { ownerId: user.id, source: 'check_in', interactionType: 'risk_detected', tier });
        return checkIn;
      });
      const { answers: _answers, ...result } = saved;
      const safety = safetyPayload(tier);
      return reply.status(201).send(safety ? { ...result, safety } : result);
    },
  );

  app.get('/check-ins', { schema: { response: { 200: z.array(CheckInSchema) } } }, async (request) => {
    const user = requireUser(request);
    return listCheckIns(db, await cipherFor(db, deps.cipher, user.id), user.id, user.id);
  });
};
