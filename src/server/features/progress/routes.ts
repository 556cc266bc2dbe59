import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { requireUser, type AuthUser } from '../../platform/auth/index.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { SessionMoodSchema, SetMoodSchema } from '../../../shared/mood.ts';
import { ProgressSummarySchema, type ProgressSummary } from '../../../shared/progress.ts';
import { plainString } from '../../../shared/text.ts';
import { resolveTimeZone, loadEntitlementInput } from '../entitlements/index.ts';
import { findOwnedSession, listDocuments, listSessions } from '../therapy/index.ts';
import { describeAllowance } from './allowance.ts';
import { buildProgressSummary } from './build-summary.ts';
import { listSessionMoods, setSessionMood } from './moods-repo.ts';
import { cipherFor } from '../../platform/data-keys.ts';

/** The caller's own progress; every read decrypts content and audit-logs each record it returns. */
export async function loadProgressSummary(deps: AppDeps, user: AuthUser, now: Date): Promise<ProgressSummary> {
  const { db } = deps.database;
  const timeZone = resolveTimeZone(user.timeZone, deps.config.DEFAULT_TIME_ZONE);
  const cipher = await cipherFor(db, deps.cipher, user.id);
  const [sessions, documents, moods, entitlements] = await Promise.all([
    listSessions(db, cipher, user.id, user.id),
    listDocuments(db, cipher, user.id, user.id),
    listSessionMoods(db, cipher, user.id, user.id),
    loadEntitlementInput(db, user.id, { timeZone, now }),
  ]);
  return buildProgressSummary({ sessions, documents, moods }, describeAllowance(entitlements), now);
}

const IdParams = z.object({ id: plainString().min(1).max(100) });

export const progressRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get('/session-summary', { schema: { response: { 200: ProgressSummarySchema } } }, async (request) =>
    loadProgressSummary(deps, requireUser(request), new Date()),
  );

  app.put(
    '/sessions/:id/mood',
    { schema: { params: IdParams, body: SetMoodSchema, response: { 200: SessionMoodSchema } } },
    async (request) => {
      const user = requireUser(request);
      const session = await findOwnedSession(deps.database.db, user.id, request.params.id);
      if (!session) throw notFound('That session was not found.');
      if (session.incognito) throw conflict('An incognito session keeps nothing, so its mood is not recorded.');
      const db = deps.database.db;
      return setSessionMood(db, await cipherFor(db, deps.cipher, user.id), session, request.body);
    },
  );
};
