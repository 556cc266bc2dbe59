import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { resolveOwner } from '../../platform/auth/index.ts';
import { notFound } from '../../platform/errors.ts';
import { routeLimit } from '../../platform/rate-limit/route-limits.ts';
import { SUBSCRIPTION_HEADER } from '../../../shared/entitlements.ts';
import {
  VoiceEndRequestSchema,
  VoiceEndResponseSchema,
  VoiceHeartbeatRequestSchema,
  VoiceHeartbeatResponseSchema,
  VoiceSessionDetailSchema,
  VoiceStartRequestSchema,
  VoiceStartResponseSchema,
} from '../../../shared/voice.ts';
import type { OwnerOptions } from '../entitlements/index.ts';
import { readMessages } from '../therapy/index.ts';
import { chargedMinutes, keepMetering, meteredSeconds, voiceStatus } from './metering.ts';
import { listActiveVoiceSessionIds, listOpenMeters } from './meters-repo.ts';
import { findVoiceSession, finishVoiceSession, startVoiceSession } from './voice-sessions.ts';
import { plainString } from '../../../shared/text.ts';
import { cipherFor } from '../../platform/data-keys.ts';

const HeadersSchema = z.object({ [SUBSCRIPTION_HEADER]: plainString().max(200).optional() });
const NO_SESSION = 'That voice session was not found. Start a new session from the voice therapy page.';

/** Who is asking, without issuing an anonymous key: someone without one owns no session yet. */
export const existingOwner = (request: FastifyRequest) => request.auth.user?.id ?? request.auth.anonymousId ?? null;

/** Push-to-talk voice sessions: start, keep alive, end, and the transcript (voice trial metering). */
export const voiceRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const db = deps.database.db;
  const ownerOptions = (request: FastifyRequest, hint?: string): OwnerOptions => ({
    now: new Date(),
    subscriptionHint: hint ?? request.headers[SUBSCRIPTION_HEADER]?.toString() ?? null,
    defaultTimeZone: deps.config.DEFAULT_TIME_ZONE,
  });

  app.post(
    '/voice-therapy/start',
    {
      schema: {
        headers: HeadersSchema,
        body: VoiceStartRequestSchema.optional(),
        response: { 200: VoiceStartResponseSchema },
      },
      config: routeLimit('startVoice'),
    },
    async (request, reply) => {
      const ownerId = await resolveOwner(request, reply);
      const options = ownerOptions(request, request.headers[SUBSCRIPTION_HEADER] ?? request.body?.subscriptionId);
      const session = await startVoiceSession(deps, ownerId, options, request.log);
      return { sessionKey: ownerId, voiceSessionId: session.id, status: await voiceStatus(db, ownerId, options) };
    },
  );

  app.post(
    '/voice-therapy/heartbeat',
    {
      schema: {
        headers: HeadersSchema,
        body: VoiceHeartbeatRequestSchema,
        response: { 200: VoiceHeartbeatResponseSchema },
      },
      config: routeLimit('voiceHeartbeat'),
    },
    async (request) => {
      const session = await findVoiceSession(deps, existingOwner(request), request.body.voiceSessionId);
      if (!session) throw notFound(NO_SESSION);
      const options = ownerOptions(request);
      await keepMetering(db, session, options);
      return { status: await voiceStatus(db, session.ownerId, options) };
    },
  );

  app.post(
    '/voice-therapy/end',
    { schema: { headers: HeadersSchema, body: VoiceEndRequestSchema, response: { 200: VoiceEndResponseSchema } } },
    async (request) => {
      const ownerId = existingOwner(request);
      const id = request.body.voiceSessionId ?? (ownerId ? await latestOpenSessionId(ownerId) : undefined);
      const session = id ? await findVoiceSession(deps, ownerId, id) : null;
      if (!session) throw notFound(NO_SESSION);
      const options = ownerOptions(request);
      const ended = await finishVoiceSession(deps, session, session.ownerId, request.body.sessionDuration, options);
      return {
        minutesUsed: chargedMinutes(ended.seconds),
        status: await voiceStatus(db, session.ownerId, options),
        documentId: ended.documentId,
      };
    },
  );

  app.get(
    '/voice-therapy/sessions/:id',
    {
      schema: { params: z.object({ id: plainString().min(1).max(100) }), response: { 200: VoiceSessionDetailSchema } },
    },
    async (request) => {
      const session = await findVoiceSession(deps, existingOwner(request), request.params.id);
      if (!session) throw notFound(NO_SESSION);
      const lines = await readMessages(db, await cipherFor(db, deps.cipher, session.ownerId), session, session.ownerId);
      const durationMinutes =
        session.status === 'ended'
          ? session.durationMinutes
          : chargedMinutes(await meteredSeconds(db, session.ownerId, session.id));
      return {
        id: session.id,
        transcript: lines.map((m) => ({
          id: m.id,
          type: m.role === 'user' ? ('user' as const) : ('therapist' as const),
          text: m.content,
          timestamp: m.timestamp,
        })),
        durationMinutes,
        status: session.status === 'ended' ? ('ended' as const) : ('active' as const),
      };
    },
  );

  /** The session `end` closes when the client does not name one: the metered one, else any still open. */
  async function latestOpenSessionId(ownerId: string): Promise<string | undefined> {
    const [open] = await listOpenMeters(db, ownerId);
    return open?.sessionId ?? (await listActiveVoiceSessionIds(db, ownerId))[0];
  }
};
