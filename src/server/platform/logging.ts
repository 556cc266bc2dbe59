import type { FastifyRequest } from 'fastify';
import type { DestinationStream, LoggerOptions } from 'pino';

// Whatever object a log line carries, these never reach the log: credentials, and what people say.
const SECRET_KEYS = [
  'password',
  'passwordHash',
  'hash',
  'token',
  'sessionToken',
  'apiKey',
  'authorization',
  'cookie',
  'set-cookie',
  'x-subscription-id',
  'text',
  'content',
  'transcript',
  'utterance',
];
const REDACT_PATHS = SECRET_KEYS.flatMap((key) => {
  const prop = /^[A-Za-z_$][\w$]*$/.test(key) ? key : `["${key}"]`;
  return [prop, `*.${prop}`, `*.*.${prop}`].map((path) => path.replace('.[', '['));
});

// Database errors carry the statement's values (pg: detail, where; Drizzle and PGlite: params), and
// those are hashes, emails, encrypted or plain conversation text.
const HIDDEN_ERROR_KEYS = new Set([
  'params',
  'parameters',
  'queryOptions',
  'detail',
  'where',
  'internalQuery',
  'cause',
]);
const MAX_CAUSES = 5;

/** Drizzle writes "Failed query: <sql>\nparams: <values>" into the message, and so into the stack. */
function safeMessage(error: Error): string {
  const at = error.message.indexOf('\nparams:');
  return at < 0 ? error.message : error.message.slice(0, at);
}

function safeStack(error: Error, message: string): string | undefined {
  const stack = error.stack;
  if (!stack || message === error.message) return stack;
  const header = `${error.name}: ${error.message}`;
  return stack.startsWith(header) ? `${error.name}: ${message}${stack.slice(header.length)}` : undefined;
}

/** pino's err serializer, without the values a failed statement carried, for the error and its causes. */
export function serializeError(value: unknown, depth = 0): unknown {
  if (!(value instanceof Error)) return value;
  const message = safeMessage(value);
  const out: Record<string, unknown> = { type: value.constructor.name, message, stack: safeStack(value, message) };
  for (const [key, field] of Object.entries(value)) {
    if (!HIDDEN_ERROR_KEYS.has(key) && !(key in out))
      out[key] = field instanceof Error ? serializeError(field, depth + 1) : field;
  }
  if (value.cause !== undefined && depth < MAX_CAUSES) out.cause = serializeError(value.cause, depth + 1);
  return out;
}

/** The request as logged: no query string (OAuth codes and states travel there). */
function serializeRequest(request: FastifyRequest | unknown) {
  const r = request as Partial<FastifyRequest> | undefined;
  if (typeof r?.url !== 'string') return request;
  return { method: r.method, url: r.url.split('?')[0], host: r.host, remoteAddress: r.ip };
}

export function loggerOptions(
  level: string,
  stream?: DestinationStream,
): LoggerOptions & { stream?: DestinationStream } {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: { err: serializeError, error: serializeError, req: serializeRequest },
    ...(stream ? { stream } : {}),
  };
}
