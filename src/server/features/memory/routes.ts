import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { requireUser } from '../../platform/auth/index.ts';
import { notFound } from '../../platform/errors.ts';
import { MemoryDeletedSchema, MemoryListSchema } from '../../../shared/memory.ts';
import { plainString } from '../../../shared/text.ts';
import { deleteAllMemory, deleteMemoryItem, listMemory } from './memory-repo.ts';
import { cipherFor } from '../../platform/data-keys.ts';

const IdParams = z.object({ id: plainString().min(1).max(100) });

/** What the therapist remembers between sessions: the person can read it and delete any or all of it. */
export const memoryRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const db = deps.database.db;

  app.get('/memory', { schema: { response: { 200: MemoryListSchema } } }, async (request) => {
    const user = requireUser(request);
    return { items: await listMemory(db, await cipherFor(db, deps.cipher, user.id), user.id, user.id) };
  });

  app.delete(
    '/memory/:id',
    { schema: { params: IdParams, response: { 200: MemoryDeletedSchema } } },
    async (request) => {
      const user = requireUser(request);
      if (!(await deleteMemoryItem(db, user.id, request.params.id, user.id)))
        throw notFound('That memory was not found. It may already have been deleted.');
      return { deleted: 1 };
    },
  );

  app.delete('/memory', { schema: { response: { 200: MemoryDeletedSchema } } }, async (request) => {
    const user = requireUser(request);
    return { deleted: await deleteAllMemory(db, user.id, user.id) };
  });
};
