import diagnostics from 'node:diagnostics_channel';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { z } from 'zod';

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  format?: string;
  default?: unknown;
}

/** One route as the app registered it, with its request schemas as JSON Schema. */
export interface FuzzRoute {
  method: string;
  url: string;
  websocket: boolean;
  body?: JsonSchema;
  querystring?: JsonSchema;
  params?: JsonSchema;
  headers?: JsonSchema;
}

function toJson(schema: unknown): JsonSchema | undefined {
  if (!schema || typeof schema !== 'object' || !('_zod' in schema)) return undefined;
  try {
    return z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return undefined;
  }
}

export function describeRoute(route: RouteOptions & { websocket?: boolean }): FuzzRoute[] {
  const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter(
    (m) => m !== 'HEAD' && m !== 'OPTIONS',
  );
  const schema = (route.schema ?? {}) as Record<string, unknown>;
  return methods.map((method) => ({
    method,
    url: route.url,
    websocket: route.websocket === true,
    body: toJson(schema.body),
    querystring: toJson(schema.querystring),
    params: toJson(schema.params),
    headers: toJson(schema.headers),
  }));
}

/**
 * Records every route of the next Fastify instance created in this process (through Fastify's
 * 'fastify.initialization' diagnostics channel, before any plugin registers), so new endpoints are
 * fuzzed without a list to keep up to date.
 */
export function tapRoutes(onReady?: (routes: FuzzRoute[]) => void): { routes: FuzzRoute[] } {
  const routes: FuzzRoute[] = [];
  const channel = diagnostics.channel('fastify.initialization');
  // The instance is not handed out: it is a thenable, and awaiting it here would start it too early.
  const onInit = (message: unknown) => {
    channel.unsubscribe(onInit);
    const app = (message as { fastify: FastifyInstance }).fastify;
    app.addHook('onRoute', (route) => {
      for (const r of describeRoute(route)) {
        if (!routes.some((x) => x.method === r.method && x.url === r.url)) routes.push(r);
      }
    });
    if (onReady) app.addHook('onReady', async () => onReady(routes));
  };
  channel.subscribe(onInit);
  return { routes };
}
