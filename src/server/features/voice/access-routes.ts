import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { resolveOwner } from '../../platform/auth/index.ts';
import { VOICE_TRIAL } from '../../../shared/plans.ts';
import { SessionAccessSchema, TestSessionInfoSchema } from '../../../shared/voice.ts';
import { findTrial, DAY_MS, toVoiceStatus, canUseTherapy, getOwnerEntitlements } from '../entitlements/index.ts';
import { countOwnedSessions, hasVoiceTranscript, latestVoiceSessionStart } from './meters-repo.ts';
import { existingOwner } from './routes.ts';

export const voiceAccessRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const db = deps.database.db;

  /**
   * The summary page's gate. Access when the caller has a voice or call session with at least one
   * transcript line, or an active trial or plan (someone who may talk can see the page's empty state).
   */
  app.get('/validate-session-access', { schema: { response: { 200: SessionAccessSchema } } }, async (request) => {
    const ownerId = existingOwner(request);
    if (!ownerId) return { hasAccess: false };
    if (await hasVoiceTranscript(db, ownerId)) return { hasAccess: true };
    return {
      hasAccess: await canUseTherapy(db, ownerId, { timeZone: deps.config.DEFAULT_TIME_ZONE, now: new Date() }),
    };
  });

  /** Spec §3 "Test session info" for the caller; it may issue the anonymous key, as the test page expects a stable id. */
  app.get('/test-session', { schema: { response: { 200: TestSessionInfoSchema } } }, async (request, reply) => {
    const ownerId = await resolveOwner(request, reply);
    const now = new Date();
    const [entitlements, trial, sessions, lastSession] = await Promise.all([
      getOwnerEntitlements(db, ownerId, { now, defaultTimeZone: deps.config.DEFAULT_TIME_ZONE }),
      findTrial(db, ownerId),
      countOwnedSessions(db, ownerId),
      latestVoiceSessionStart(db, ownerId),
    ]);
    const daysBegun = trial
      ? Math.ceil((Math.min(now.getTime(), trial.endsAt.getTime()) - trial.startedAt.getTime()) / DAY_MS)
      : 0;
    return {
      sessionId: ownerId,
      hasExistingData: trial !== null || sessions > 0,
      minutesUsed: toVoiceStatus(entitlements.voice).minutesUsed,
      trialDaysUsed: trial ? Math.min(VOICE_TRIAL.days, Math.max(1, daysBegun)) : 0,
      lastSessionTime: lastSession?.toISOString() ?? null,
      userAgent: (request.headers['user-agent'] ?? '').slice(0, 500),
    };
  });
};
