import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { requireUser, type AuthUser } from '../../platform/auth/index.ts';
import { ProgressSummarySchema, type ProgressSummary } from '../../../shared/progress.ts';
import { resolveTimeZone, loadEntitlementInput } from '../entitlements/index.ts';
import { listDocuments, listSessions } from '../therapy/index.ts';
import { describeAllowance } from './allowance.ts';
import { buildProgressSummary } from './build-summary.ts';

/** The caller's own progress; both reads decrypt content and audit-log every record they return. */
export async function loadProgressSummary(deps: AppDeps, user: AuthUser, now: Date): Promise<ProgressSummary> {
  const { db } = deps.database;
  const timeZone = resolveTimeZone(user.timeZone, deps.config.DEFAULT_TIME_ZONE);
  const [sessions, documents, entitlements] = await Promise.all([
    listSessions(db, deps.cipher, user.id, user.id),
    listDocuments(db, deps.cipher, user.id, user.id),
    loadEntitlementInput(db, user.id, { timeZone, now }),
  ]);
  return buildProgressSummary(sessions, documents, describeAllowance(entitlements), now);
}

export const progressRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get('/session-summary', { schema: { response: { 200: ProgressSummarySchema } } }, async (request) =>
    loadProgressSummary(deps, requireUser(request), new Date()),
  );
};
