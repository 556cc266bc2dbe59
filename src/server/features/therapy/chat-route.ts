import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { requireUser } from '../../platform/auth/index.ts';
import { forbidden, notFound } from '../../platform/errors.ts';
import { routeLimit } from '../../platform/rate-limit/route-limits.ts';
import { ChatResponseSchema } from '../../../shared/chat.ts';
import { ChatRequestSchema } from '../../../shared/sessions.ts';
import { openEventStream, wantsEventStream } from './sse.ts';
import { takeTurn, type TurnResult } from './take-turn.ts';
import type { ReplyInFlight } from './turn-reply.ts';

/** What a text turn that is not answered means to the person, as the HTTP error they see. */
function unanswered(result: Exclude<TurnResult, { outcome: 'ok' }>) {
  switch (result.outcome) {
    case 'refused':
      return forbidden(result.message);
    case 'ended':
      return notFound('That session has ended. Start a new session from the home page.');
    default:
      // Text sessions belong to accounts, which never move: 'moved' cannot be the person's own session.
      return notFound('That session was not found. Start a new session from the home page.');
  }
}

/** POST /api/chat: the text adapter of the conversation core, as JSON or server-sent events. */
export const chatRoute: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    '/chat',
    { schema: { body: ChatRequestSchema, response: { 200: ChatResponseSchema } }, config: routeLimit('chatTurn') },
    async (request, reply) => {
      const user = requireUser(request);
      const result = await takeTurn(
        { ...deps, therapistName: deps.config.THERAPIST_NAME, log: request.log },
        {
          session: { id: request.body.sessionId, ownerId: user.id },
          text: request.body.message,
          actorId: user.id,
          source: 'chat',
        },
      );
      if (result.outcome !== 'ok') throw unanswered(result);
      const { safety } = result;
      // The engine always answers a text turn (only a relayed call leaves the reply to a provider).
      const answer = result.reply as ReplyInFlight;
      if (!wantsEventStream(request.headers.accept)) {
        const { text, messageId } = await answer.stored;
        return { response: text, messageId, safety };
      }
      const stream = openEventStream(reply);
      stream.send('safety', safety);
      try {
        for await (const text of answer.chunks) stream.send('delta', { text });
        const { text, messageId } = await answer.stored;
        stream.send('done', { response: text, messageId, safety });
      } catch (error) {
        request.log.error({ err: error }, 'chat turn failed');
        stream.send('error', { message: 'The reply could not be completed. Please try again.' });
      }
      stream.end();
      return reply;
    },
  );
};
