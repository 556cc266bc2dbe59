import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { requireUser } from '../../platform/auth/index.ts';
import { badRequest } from '../../platform/errors.ts';
import { routeLimit } from '../../platform/rate-limit/route-limits.ts';
import {
  VideoCleanupResponseSchema,
  VideoConversationParamsSchema,
  VideoConversationSchema,
  VideoEndResponseSchema,
  VideoStartRequestSchema,
  VideoStartResponseSchema,
} from '../../../shared/video.ts';
import {
  endConversation,
  heartbeatConversation,
  requireOwnConversation,
  startConversation,
  toView,
  type VideoContext,
} from './conversations.ts';
import { listActiveConversations } from './repository.ts';
import { sweepConversation } from './sweep.ts';

/** Where Tavus should send callbacks: PUBLIC_URL when set, else the address this request came in on. */
const callbackBase = (v: VideoContext, request: FastifyRequest) =>
  (v.deps.config.PUBLIC_URL ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');

/** /api/tavus/*: start, watch, keep alive, end and clean up the caller's own video conversations. */
export const videoRoutes: FastifyPluginAsyncZod<{ video: VideoContext }> = async (app, { video: v }) => {
  const db = v.deps.database.db;

  app.post(
    '/tavus/conversation',
    {
      schema: { body: VideoStartRequestSchema.optional(), response: { 200: VideoStartResponseSchema } },
      config: routeLimit('startVideo'),
    },
    async (request) => {
      const user = requireUser(request);
      const personaId = request.body?.personaId;
      if (personaId && personaId !== 'local' && personaId !== v.provider.personaId)
        throw badRequest('That persona is not available here. Leave personaId out to use the configured one.');
      // One conversation at a time: an earlier one still open (another tab) ends first.
      for (const open of await listActiveConversations(db, user.id)) await endConversation(v, open, 'replaced');
      return startConversation(v, user.id, {
        conversationName: request.body?.conversationName ?? 'Solace video session',
        callbackBase: callbackBase(v, request),
      });
    },
  );

  app.get(
    '/tavus/conversation/:conversationId',
    { schema: { params: VideoConversationParamsSchema, response: { 200: VideoConversationSchema } } },
    async (request) => {
      const user = requireUser(request);
      return toView(v, await requireOwnConversation(v, user.id, request.params.conversationId));
    },
  );

  app.post(
    '/tavus/heartbeat/:conversationId',
    {
      schema: { params: VideoConversationParamsSchema, response: { 200: VideoConversationSchema } },
      config: routeLimit('voiceHeartbeat'),
    },
    async (request) => {
      const user = requireUser(request);
      const row = await requireOwnConversation(v, user.id, request.params.conversationId);
      return toView(v, await heartbeatConversation(v, row));
    },
  );

  app.delete(
    '/tavus/terminate/:conversationId',
    { schema: { params: VideoConversationParamsSchema, response: { 200: VideoEndResponseSchema } } },
    async (request) => {
      const user = requireUser(request);
      const row = await requireOwnConversation(v, user.id, request.params.conversationId);
      return { conversation: await toView(v, await endConversation(v, row, 'ended_by_user')) };
    },
  );

  app.post('/tavus/cleanup', { schema: { response: { 200: VideoCleanupResponseSchema } } }, async (request) => {
    const user = requireUser(request);
    const ended: string[] = [];
    for (const row of await listActiveConversations(db, user.id)) {
      if (await sweepConversation(v, row)) ended.push(row.id);
    }
    return { ended };
  });
};
