import type { FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { tooManyRequests } from '../errors.ts';
import { clientAddress, waitText, type RateLimits } from './index.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

interface RouteLimit {
  max: number;
  windowMs: number;
  /** 'person': the signed-in user, else the address; 'address': always the address (who is signed in does not matter). */
  by: 'person' | 'address';
  /** Completes "Too many …" in the 429's message. */
  what: string;
}

/**
 * Sized for real people, several of whom may share one address (a household, an office, a phone
 * carrier's NAT): well above what a person does, far below what a script does.
 */
const ROUTE_LIMITS = {
  signUp: { max: 20, windowMs: HOUR, by: 'address', what: 'accounts created from this network' },
  signIn: { max: 60, windowMs: MINUTE, by: 'address', what: 'sign-in requests from this network' },
  passwordReset: { max: 10, windowMs: HOUR, by: 'address', what: 'password reset requests from this network' },
  visitorKey: { max: 60, windowMs: MINUTE, by: 'address', what: 'visitor keys requested from this network' },
  acceptTerms: { max: 30, windowMs: MINUTE, by: 'person', what: 'terms acceptances' },
  crisisLog: { max: 60, windowMs: MINUTE, by: 'person', what: 'crisis dialog events' },
  checkIn: { max: 30, windowMs: HOUR, by: 'person', what: 'check-ins in a short time' },
  startChatSession: { max: 60, windowMs: HOUR, by: 'person', what: 'new chat sessions' },
  chatTurn: { max: 30, windowMs: MINUTE, by: 'person', what: 'messages in a short time' },
  startVoice: { max: 60, windowMs: HOUR, by: 'person', what: 'voice sessions started' },
  voiceHeartbeat: { max: 30, windowMs: MINUTE, by: 'person', what: 'voice heartbeats' },
  openSocket: { max: 30, windowMs: MINUTE, by: 'person', what: 'voice connections opened' },
  startVideo: { max: 30, windowMs: HOUR, by: 'person', what: 'video sessions started' },
  videoCallback: { max: 300, windowMs: MINUTE, by: 'address', what: 'video service callbacks' },
} satisfies Record<string, RouteLimit>;

export type RouteLimitName = keyof typeof ROUTE_LIMITS;

/** Every other API route and socket, per person or address: only a runaway client meets this. */
const DEFAULT_LIMIT: RouteLimit = { max: 600, windowMs: MINUTE, by: 'person', what: 'requests in a short time' };

declare module 'fastify' {
  interface FastifyContextConfig {
    limit?: RouteLimitName;
  }
}

const byAddress = (request: FastifyRequest) => `a:${clientAddress(request)}`;
const byPerson = (request: FastifyRequest) => (request.auth?.user ? `u:${request.auth.user.id}` : byAddress(request));
const limited = (url: string) => url.startsWith('/api/') || url.startsWith('/ws/');

/** Route options for a named limit: `{ config: routeLimit('chatTurn') }`. */
export function routeLimit(name: RouteLimitName) {
  const { max, windowMs, by } = ROUTE_LIMITS[name];
  return {
    limit: name,
    rateLimit: { max, timeWindow: windowMs, keyGenerator: by === 'address' ? byAddress : byPerson },
  };
}

/**
 * Per-route limits (@fastify/rate-limit), counted in Redis when configured so they hold across
 * instances. Register before the routes. With RATE_LIMITS=off nothing is registered and the route
 * options are inert.
 */
export async function installRouteLimits(app: FastifyInstance, limits: RateLimits): Promise<void> {
  if (!limits.general) {
    app.log.warn(
      'RATE_LIMITS=off: per-route rate limits are off (the sign-in guess limit stays on). Use this for load tests only.',
    );
    return;
  }
  await app.register(rateLimit, {
    global: true,
    max: DEFAULT_LIMIT.max,
    timeWindow: DEFAULT_LIMIT.windowMs,
    keyGenerator: byPerson,
    allowList: (request) => !limited(request.url),
    ...(limits.redis ? { redis: limits.redis, nameSpace: `${limits.prefix}route:` } : {}),
    // A Redis outage must not take the whole service down with it; the sign-in guess limit still fails closed.
    skipOnError: true,
    errorResponseBuilder: (request, context) => {
      const name = request.routeOptions.config.limit;
      const { what } = name ? ROUTE_LIMITS[name] : DEFAULT_LIMIT;
      return tooManyRequests(`Too many ${what}. Please wait ${waitText(Math.ceil(context.ttl / 1000))} and try again.`);
    },
  });
}
