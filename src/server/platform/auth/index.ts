import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { unauthorized } from '../errors.ts';
import { Budget, clientAddress } from '../rate-limit/index.ts';
import { createVisitor, findVisitorId } from './anonymous.ts';
import { ANONYMOUS_COOKIE, SESSION_COOKIE, setAnonymousCookie } from './cookies.ts';
import { deleteUserSessions, findSessionStart, findSessionUser } from './sessions.ts';
import type { AuthUser, RequestAuth } from './types.ts';

export type { AuthUser, RequestAuth } from './types.ts';
export { beginSession, endSession } from './lifecycle.ts';

declare module 'fastify' {
  interface FastifyRequest {
    auth: RequestAuth;
  }
}

type AuthDeps = Pick<AppDeps, 'config' | 'database' | 'limits'>;
const depsByRequest = new WeakMap<FastifyRequest, AuthDeps & { newVisitors: Budget }>();

/** New anonymous visitors per address: a cleared cookie is a new visitor, and each one is a row. */
const NEW_VISITORS_PER_HOUR = 120;

// The client app and its assets never need to know who is asking; only the API and sockets do.
const needsIdentity = (url: string) =>
  url.startsWith('/api/') || url.startsWith('/ws/') || url === '/api' || url === '/ws';

/** Resolves request.auth from the session and anonymous cookies. Expired or unknown cookies count as signed out. */
export async function installAuth(app: FastifyInstance, deps: AuthDeps) {
  app.decorateRequest('auth', null as unknown as RequestAuth);
  const newVisitors = new Budget(
    deps.limits,
    'new-visitors',
    NEW_VISITORS_PER_HOUR,
    60 * 60_000,
    'new visitors from this network',
  );
  const requestDeps = { ...deps, newVisitors };
  app.addHook('onRequest', async (request) => {
    request.auth = { user: null, anonymousId: null };
    depsByRequest.set(request, requestDeps);
    if (!needsIdentity(request.url)) return;
    const { db } = deps.database;
    const sessionToken = request.cookies[SESSION_COOKIE];
    const anonymousToken = request.cookies[ANONYMOUS_COOKIE];
    if (sessionToken) request.auth.user = await findSessionUser(db, sessionToken);
    if (anonymousToken) request.auth.anonymousId = await findVisitorId(db, anonymousToken);
  });
}

function depsOf(request: FastifyRequest) {
  const deps = depsByRequest.get(request);
  if (!deps) throw new Error('installAuth must be registered before routes that resolve owners');
  return deps;
}

/** This browser's anonymous visitor id, issuing one (and its HttpOnly cookie on `reply`) when there is none. */
export async function ensureAnonymousVisitor(request: FastifyRequest, reply: FastifyReply): Promise<string> {
  if (request.auth.anonymousId) return request.auth.anonymousId;
  const { config, database, newVisitors } = depsOf(request);
  await newVisitors.spend(reply, clientAddress(request));
  const visitor = await createVisitor(database.db);
  setAnonymousCookie(request, reply, config, visitor.token);
  request.auth.anonymousId = visitor.id;
  return visitor.id;
}

/**
 * The owner of whatever this request creates or reads: the signed-in user, else this browser's
 * anonymous visitor, issued (with its HttpOnly cookie) on first need.
 */
export async function resolveOwner(request: FastifyRequest, reply: FastifyReply): Promise<string> {
  if (request.auth.user) return request.auth.user.id;
  return ensureAnonymousVisitor(request, reply);
}

export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.auth.user) throw unauthorized();
  return request.auth.user;
}

/**
 * A re-authentication check for the gravest actions (deleting the account): the signed-in user,
 * if they signed in less than `maxAgeMs` ago; otherwise a 401 asking them to sign in again.
 */
export async function requireRecentSignIn(
  request: FastifyRequest,
  maxAgeMs: number,
  now = new Date(),
): Promise<AuthUser> {
  const user = requireUser(request);
  const token = request.cookies[SESSION_COOKIE];
  const start = token ? await findSessionStart(depsOf(request).database.db, token) : null;
  if (!start || now.getTime() - start.getTime() > maxAgeMs) {
    throw unauthorized(
      `For your safety, please sign in again (within the last ${Math.round(maxAgeMs / 60_000)} minutes) and then try again.`,
    );
  }
  return user;
}

/** Signs `userId` out on every device, or on every device but this browser (`keepThisOne`). */
export async function signOutDevices(request: FastifyRequest, userId: string, keepThisOne: boolean): Promise<void> {
  const token = keepThisOne ? request.cookies[SESSION_COOKIE] : undefined;
  await deleteUserSessions(depsOf(request).database.db, userId, token);
}
