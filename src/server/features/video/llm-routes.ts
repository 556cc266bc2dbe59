import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { conflict, HttpError, unauthorized } from '../../platform/errors.ts';
import { takeTurn } from '../therapy/index.ts';
import { VIDEO_SESSION_ENDED } from '../../../shared/video.ts';
import type { VideoContext } from './conversations.ts';
import { findByProviderId } from './repository.ts';
import { ChatCompletionRequestSchema, type ChatCompletionRequest } from './tavus-wire.ts';

const equal = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** Tavus names the conversation in a request header (docs: custom LLM onboarding); the exact name is not documented. */
const conversationHeader = (request: FastifyRequest) => {
  const value =
    request.headers['conversation_id'] ?? request.headers['x-conversation-id'] ?? request.headers['conversation-id'];
  return typeof value === 'string' && /^[A-Za-z0-9_-]{1,100}$/.test(value) ? value : null;
};

function lastUserText(body: ChatCompletionRequest): string {
  const last = [...body.messages].reverse().find((m) => m.role === 'user');
  const content = last?.content;
  const text = typeof content === 'string' ? content : (content ?? []).map((p) => p.text ?? '').join(' ');
  return text.trim();
}

/** The same turn as text chat (safety first); a refusal (the plan's minutes are gone) is said, not thrown. */
async function turnChunks(
  v: VideoContext,
  row: { sessionId: string; ownerId: string },
  text: string,
  request: FastifyRequest,
): Promise<AsyncIterable<string>> {
  const deps = { ...v.deps, therapistName: v.deps.config.THERAPIST_NAME, log: request.log };
  const result = await takeTurn(deps, {
    session: { id: row.sessionId, ownerId: row.ownerId },
    text,
    actorId: row.ownerId,
    source: 'video',
  });
  if (result.outcome === 'ok' && result.reply) {
    const reply = result.reply;
    // The answer ends once both sides are stored, as text chat's does.
    return (async function* () {
      yield* reply.chunks;
      await reply.stored;
    })();
  }
  if (result.outcome === 'refused')
    return (async function* () {
      yield result.message;
    })();
  throw conflict(VIDEO_SESSION_ENDED);
}

function chunk(id: string, model: string, delta: object, finish: string | null) {
  return {
    id,
    object: 'chat.completion.chunk',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, delta, finish_reason: finish }],
  };
}

async function stream(reply: FastifyReply, id: string, model: string, parts: AsyncIterable<string>) {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store' });
  const write = (data: unknown) => {
    if (!raw.destroyed) raw.write(`data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`);
  };
  write(chunk(id, model, { role: 'assistant', content: '' }, null));
  for await (const part of parts) write(chunk(id, model, { content: part }, null));
  write(chunk(id, model, {}, 'stop'));
  write('[DONE]');
  raw.end();
}

/**
 * POST /api/tavus/llm/chat/completions: the OpenAI-compatible endpoint a Tavus persona's custom LLM
 * layer calls on every utterance (base_url = PUBLIC_URL + /api/tavus/llm). Each utterance goes
 * through the same turn as text chat: the safety reader first (urgent risk gets the safe reply with
 * Australian crisis lines, logged without words), then our therapist; both sides stored encrypted.
 * Authenticated twice: the persona's key, and a conversation of ours that is still running.
 */
export const llmRoutes: FastifyPluginAsyncZod<{ video: VideoContext; apiKey: string }> = async (
  app,
  { video: v, apiKey },
) => {
  app.post(
    '/tavus/llm/chat/completions',
    { schema: { body: ChatCompletionRequestSchema }, config: { csrf: false } },
    async (request, reply) => {
      const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
      if (!equal(bearer, apiKey)) throw unauthorized('A valid API key is required.');
      const providerId = conversationHeader(request);
      const row = providerId ? await findByProviderId(v.deps.database.db, providerId) : null;
      if (!row || row.status !== 'active') throw new HttpError(404, 'No running conversation with that id.');
      const text = lastUserText(request.body);
      const model = request.body.model ?? 'solace-therapist';
      const id = `chatcmpl-${row.id}-${Date.now()}`;
      const parts = text ? await turnChunks(v, row, text, request) : (async function* () {})();
      if (request.body.stream === false) {
        let content = '';
        for await (const part of parts) content += part;
        return {
          id,
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model,
          choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
        };
      }
      await stream(reply, id, model, parts);
      return reply;
    },
  );
};
