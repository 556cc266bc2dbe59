import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { HttpError } from './errors.ts';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function describeValidation(error: { validation: { instancePath?: string; message?: string }[] }, where?: string) {
  const parts = error.validation.map((v) => {
    const field = (v.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
    return field ? `${field}: ${v.message}` : (v.message ?? 'invalid value');
  });
  return `Invalid ${where ?? 'request'}: ${parts.join('; ')}`;
}

/** One error handler: typed HttpErrors and client mistakes get their message; the rest is hidden. */
export function installErrorHandling(app: FastifyInstance, options: { spaIndex: boolean }) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send({ message: describeValidation(error, error.validationContext) });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send({ message: 'Something went wrong on our side. Please try again.' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: clientMessage(error, status) });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send({ message: 'Something went wrong on our side. Please try again.' });
  });

  // Unknown API paths get JSON; any other GET gets the client app, whose router shows the 404 page.
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isApi = pathname.startsWith('/api/') || pathname === '/api' || pathname.startsWith('/ws/');
    if (options.spaIndex && request.method === 'GET' && !isApi) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ message: `No such endpoint: ${request.method} ${pathname}` });
  });
}

function clientMessage(error: FastifyError, status: number): string {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return 'That request is too large.';
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return 'Send the request body as JSON.';
  if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return 'The request body is empty; send a JSON object.';
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
    return 'The request body is not valid JSON.';
  }
  if (status === 429) return 'Too many requests. Please wait a moment and try again.';
  return error.message || 'The request could not be processed.';
}

/**
 * CSRF defence for cookie-authenticated requests: unsafe methods must come from our own origin.
 * Browsers always send Origin (or Sec-Fetch-Site) on cross-site POSTs; routes for provider webhooks
 * opt out with `config: { csrf: false }`.
 */
export function installCsrfGuard(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (!UNSAFE.has(request.method)) return;
    if ((request.routeOptions.config as { csrf?: boolean } | undefined)?.csrf === false) return;
    const site = request.headers['sec-fetch-site'];
    if (site === 'cross-site') throw new HttpError(403, 'Cross-site requests are not allowed.');
    const origin = request.headers.origin;
    if (origin && origin !== 'null') {
      let originHost: string;
      try {
        originHost = new URL(origin).host;
      } catch {
        throw new HttpError(403, 'Cross-site requests are not allowed.');
      }
      // Without a Host there is nothing to hold the Origin against (no browser sends that).
      if (!request.host)
        throw new HttpError(400, 'The Host header is missing: send the name (and port) of this server.');
      if (originHost !== ownHost(request)) throw new HttpError(403, 'Cross-site requests are not allowed.');
    } else if (origin === 'null') {
      throw new HttpError(403, 'Cross-site requests are not allowed.');
    }
  });
}

// A Host header is a name or an IP literal with an optional port; anything else cannot be our origin.
const HOST = /^(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9._~-]+)(?::\d{1,5})?$/;

function ownHost(request: FastifyRequest): string {
  return new URL(`${request.protocol}://${request.host}`).host;
}

/** A malformed Host (or X-Forwarded-Host behind a trusted proxy) is the client's mistake: 400, before anything reads it. */
export function installHostCheck(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    const host = request.host;
    if (!host) return;
    let valid = HOST.test(host);
    try {
      if (valid) ownHost(request);
    } catch {
      valid = false;
    }
    if (!valid)
      throw new HttpError(400, 'The Host header is not a valid host name: send the name (and port) of this server.');
  });
}

const NO_STORE = 'no-store';

/**
 * API answers carry conversation content and account data, so no browser or proxy may keep them.
 * A route with public, unchanging data may set its own Cache-Control in its handler.
 */
export function installApiCacheControl(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if (pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/ws/'))
      reply.header('cache-control', NO_STORE);
  });
  // The 101 of a WebSocket upgrade is written by ws, not by a reply.
  app.websocketServer.on('headers', (headers: string[]) => headers.push(`Cache-Control: ${NO_STORE}`));
}
