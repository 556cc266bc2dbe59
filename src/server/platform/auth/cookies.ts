import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';

export const SESSION_COOKIE = 'solace_session';
export const ANONYMOUS_COOKIE = 'solace_anon';
export const OIDC_STATE_COOKIE = 'solace_oidc';

const DAY_SECONDS = 24 * 60 * 60;
export const ANONYMOUS_COOKIE_DAYS = 365;

/** Secure whenever the browser reached us over TLS, directly or through a trusted proxy, or PUBLIC_URL says so. */
export function isSecureRequest(request: FastifyRequest, config: Config): boolean {
  return request.protocol === 'https' || Boolean(config.PUBLIC_URL?.startsWith('https:'));
}

export function cookieOptions(
  request: FastifyRequest,
  config: Config,
  maxAgeSeconds: number,
  path = '/',
): CookieSerializeOptions {
  return { httpOnly: true, sameSite: 'lax', path, secure: isSecureRequest(request, config), maxAge: maxAgeSeconds };
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, config: Config, token: string) {
  reply.setCookie(SESSION_COOKIE, token, cookieOptions(request, config, config.SESSION_TTL_DAYS * DAY_SECONDS));
}

export function setAnonymousCookie(request: FastifyRequest, reply: FastifyReply, config: Config, token: string) {
  reply.setCookie(ANONYMOUS_COOKIE, token, cookieOptions(request, config, ANONYMOUS_COOKIE_DAYS * DAY_SECONDS));
}

export function clearCookie(request: FastifyRequest, reply: FastifyReply, config: Config, name: string, path = '/') {
  const { maxAge: _maxAge, ...options } = cookieOptions(request, config, 0, path);
  reply.clearCookie(name, options);
}
