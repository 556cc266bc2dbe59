import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import type { DbOrTx } from '../../db/index.ts';
import { ANONYMOUS_COOKIE, SESSION_COOKIE, clearCookie, setSessionCookie } from './cookies.ts';
import { forgetDataKeys } from '../data-keys.ts';
import { mergeVisitorIntoUser } from './merge.ts';
import { createSession, deleteSession } from './sessions.ts';

/**
 * Signs this browser in as `userId`, who has just proved they own that account (password, OpenID
 * Connect, or a sign-up). The browser's previous session (anyone's) is deleted first, so a session
 * token planted before sign-in is worthless afterwards.
 *
 * What this browser did anonymously (sessions, messages, voice minutes, accepted terms) moves to
 * the account, as at sign-up, so signing in mid-session keeps the session. Only the holder of the
 * anonymous cookie's secret gets here with `request.auth.anonymousId` set (the public id alone
 * identifies no one), the CSRF guard and SameSite cookies keep another site from signing this
 * browser in to an account of theirs, and a visitor merges once, into one account.
 */
export async function beginSession(
  deps: Pick<AppDeps, 'config' | 'database'>,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  db: DbOrTx = deps.database.db,
): Promise<void> {
  const previous = request.cookies[SESSION_COOKIE];
  const anonymousId = request.auth.anonymousId;
  const token = await db.transaction(async (tx) => {
    if (previous) await deleteSession(tx, previous);
    if (anonymousId) await mergeVisitorIntoUser(tx, anonymousId, userId);
    return createSession(tx, userId, deps.config.SESSION_TTL_DAYS);
  });
  if (anonymousId) {
    // Again after commit: a read between the move and the commit may have cached the old keys.
    forgetDataKeys([anonymousId, userId]);
    forgetAnonymousVisitor(deps, request, reply);
  }
  setSessionCookie(request, reply, deps.config, token);
}

export async function endSession(
  deps: Pick<AppDeps, 'config' | 'database'>,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
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
