import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../platform/errors.ts';
import { sha256 } from '../../platform/ids.ts';
import { routeLimit } from '../../platform/rate-limit/route-limits.ts';
import { plainString } from '../../../shared/text.ts';
import { endConversation, type VideoContext } from './conversations.ts';
import { findByProviderId, type ConversationRow } from './repository.ts';
import { TavusCallbackSchema } from './tavus-wire.ts';
import { applyTranscript } from './transcript.ts';

const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** The conversation this callback is about, only when its URL carries that conversation's own token. */
async function authenticate(v: VideoContext, token: string, providerId: string): Promise<ConversationRow> {
  const row = await findByProviderId(v.deps.database.db, providerId);
  // Tavus callbacks are reported unsigned: the secret token in the URL is the credential.
  if (!row?.callbackTokenHash || !sameHash(row.callbackTokenHash, sha256(token))) throw notFound('No such callback.');
  return row;
}

/** POST /api/tavus/callback/{token}: Tavus conversation callbacks (system.* and application.*). */
export const callbackRoutes: FastifyPluginAsyncZod<{ video: VideoContext }> = async (app, { video: v }) => {
  app.post(
    '/tavus/callback/:token',
    {
      schema: { params: z.object({ token: plainString().min(16).max(100) }), body: TavusCallbackSchema },
      config: { ...routeLimit('videoCallback'), csrf: false },
    },
    async (request) => {
      const event = request.body;
      const row = await authenticate(v, request.params.token, event.conversation_id);
      request.log.info({ conversationId: row.id, event: event.event_type }, 'video callback');
      if (event.event_type === 'system.shutdown') {
        const reason = `tavus:${event.properties?.shutdown_reason ?? 'shutdown'}`;
        await endConversation(v, row, reason, { tellProvider: false });
      } else if (event.event_type === 'application.transcription_ready') {
        const ended =
          row.status === 'active' ? await endConversation(v, row, 'tavus:transcript', { tellProvider: false }) : row;
        await applyTranscript(v, ended, event.properties?.transcript ?? []);
      }
      return { ok: true };
    },
  );
};
