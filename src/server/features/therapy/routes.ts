import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { requireUser } from '../../platform/auth/index.ts';
import { cipherFor } from '../../platform/data-keys.ts';
import { notFound } from '../../platform/errors.ts';
import { routeLimit } from '../../platform/rate-limit/route-limits.ts';
import { CreateSessionSchema, DocumentSchema, SessionDetailSchema, SessionSchema } from '../../../shared/sessions.ts';
import { chatRoute } from './chat-route.ts';
import { listDocuments } from './documents-repo.ts';
import { endTherapySession, openTherapySession } from './session-lifecycle.ts';
import { findOwnedSession, listSessions, readMessages, toSession } from './sessions-repo.ts';
import { plainString } from '../../../shared/text.ts';

const IdParams = z.object({ id: plainString().min(1).max(100) });

export const therapyRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const db = deps.database.db;
  const cipherOf = (ownerId: string) => cipherFor(db, deps.cipher, ownerId);

  app.get('/sessions', { schema: { response: { 200: z.array(SessionSchema) } } }, async (request) => {
    const user = requireUser(request);
    return listSessions(db, await cipherOf(user.id), user.id, user.id);
  });

  app.post(
    '/sessions',
    { schema: { body: CreateSessionSchema.optional() }, config: routeLimit('startChatSession') },
    async (request, reply) => {
      const user = requireUser(request);
      const session = await openTherapySession(deps, user, request.log, { incognito: request.body?.incognito });
      return reply.status(201).send({ id: session.id });
    },
  );

  app.get(
    '/sessions/:id',
    { schema: { params: IdParams, response: { 200: SessionDetailSchema } } },
    async (request) => {
      const user = requireUser(request);
      const row = await findOwnedSession(db, user.id, request.params.id);
      if (!row) throw notFound('That session was not found.');
      const cipher = await cipherOf(user.id);
      return { ...toSession(row, cipher), messages: await readMessages(db, cipher, row, user.id) };
    },
  );

  app.post(
    '/sessions/:id/end',
    { schema: { params: IdParams, response: { 200: z.object({ document: DocumentSchema.nullable() }) } } },
    async (request) => {
      const user = requireUser(request);
      const row = await findOwnedSession(db, user.id, request.params.id);
      if (!row) throw notFound('That session was not found.');
      return { document: await endTherapySession(deps, row, user.id) };
    },
  );

  await app.register(chatRoute, { deps });

  app.get('/documents', { schema: { response: { 200: z.array(DocumentSchema) } } }, async (request) => {
    const user = requireUser(request);
    return listDocuments(db, await cipherOf(user.id), user.id, user.id);
  });
};
