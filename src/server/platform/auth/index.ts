import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app.ts';
import { unauthorized } from '../errors.ts';

export interface AuthUser {
  id: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  timeZone: string;
}

export interface RequestAuth {
  user: AuthUser | null;
  /** The anonymous visitor bound to this browser's cookie, if one was issued. */
  anonymousId: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: RequestAuth;
  }
}

// TODO(auth helper): resolve session cookie and anonymous cookie.
export async function installAuth(app: FastifyInstance, _deps: AppDeps) {
  app.decorateRequest('auth', null as unknown as RequestAuth);
  app.addHook('onRequest', async (request) => {
    request.auth = { user: null, anonymousId: null };
  });
}

/**
 * The owner of whatever this request creates or reads: the signed-in user, else this browser's
 * anonymous visitor, issued (with its HttpOnly cookie) on first need.
 */
// TODO(auth helper): issue an anonymous visitor when there is none.
export async function resolveOwner(request: FastifyRequest, _reply: FastifyReply): Promise<string> {
  if (request.auth.user) return request.auth.user.id;
  if (request.auth.anonymousId) return request.auth.anonymousId;
  throw unauthorized();
}

export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.auth.user) throw unauthorized();
  return request.auth.user;
}
