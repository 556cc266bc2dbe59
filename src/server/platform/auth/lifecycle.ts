import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app.ts';
import type { DbOrTx } from '../../db/index.ts';
import { ANONYMOUS_COOKIE, SESSION_COOKIE, clearCookie, setSessionCookie } from './cookies.ts';
import { createSession, deleteSession } from './sessions.ts';

/**
 * Signs this browser in as `userId`. The browser's previous session (anyone's) is deleted first,
 * so a session token planted before sign-in is worthless afterwards.
 */
export async function beginSession(
  deps: Pick<AppDeps, 'config' | 'database'>,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  db: DbOrTx = deps.database.db,
): Promise<void> {
  const previous = request.cookies[SESSION_COOKIE];
  if (previous) await deleteSession(db, previous);
  const token = await createSession(db, userId, deps.config.SESSION_TTL_DAYS);
  setSessionCookie(request, reply, deps.config, token);
}

export async function endSession(deps: Pick<AppDeps, 'config' | 'database'>, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const token = request.cookies[SESSION_COOKIE];
  if (token) await deleteSession(deps.database.db, token);
  clearCookie(request, reply, deps.config, SESSION_COOKIE);
  request.auth.user = null;
}

/** After a visitor has been merged into an account its cookie identifies no one; drop it. */
export function forgetAnonymousVisitor(deps: Pick<AppDeps, 'config'>, request: FastifyRequest, reply: FastifyReply) {
  clearCookie(request, reply, deps.config, ANONYMOUS_COOKIE);
  request.auth.anonymousId = null;
}
