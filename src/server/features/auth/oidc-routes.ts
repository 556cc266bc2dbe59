import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { safeNextPath } from '../../../shared/auth.ts';
import type { AppDeps } from '../../deps.ts';
import { beginSession } from '../../platform/auth/index.ts';
import { OIDC_STATE_COOKIE, clearCookie, cookieOptions } from '../../platform/auth/cookies.ts';
import { forgetAnonymousVisitor } from '../../platform/auth/lifecycle.ts';
import { OidcClient, type OidcChecks } from './oidc-client.ts';
import { signInWithOidcIdentity } from './oidc-accounts.ts';
import { plainString } from '../../../shared/text.ts';

const CALLBACK_PATH = '/api/auth/callback';
const STATE_AAD = 'oidc-login-state';
const STATE_TTL_SECONDS = 10 * 60;

interface LoginState extends OidcChecks {
  next: string;
  expiresAt: number;
}

function publicOrigin(deps: AppDeps, request: FastifyRequest): string {
  return deps.config.PUBLIC_URL ? new URL(deps.config.PUBLIC_URL).origin : `${request.protocol}://${request.host}`;
}

const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

export const oidcRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const oidc = new OidcClient(deps.config);
  const failed = (reply: FastifyReply, code: string) => noStore(reply).redirect(`/sign-in?error=${code}`);

  // Sign-in is a full-page navigation (spec §2): to the provider when one is configured, else our own form.
  app.get(
    '/login',
    { schema: { querystring: z.object({ next: plainString().max(500).optional() }) } },
    async (request, reply) => {
      const next = safeNextPath(request.query.next);
      if (!oidc.enabled)
        return noStore(reply).redirect(next === '/' ? '/sign-in' : `/sign-in?next=${encodeURIComponent(next)}`);
      let started;
      try {
        started = await oidc.start(`${publicOrigin(deps, request)}${CALLBACK_PATH}`);
      } catch (err) {
        request.log.warn({ err }, 'OpenID Connect provider discovery failed');
        return failed(reply, 'oidc_unavailable');
      }
      const state: LoginState = { ...started.checks, next, expiresAt: Date.now() + STATE_TTL_SECONDS * 1000 };
      reply.setCookie(
        OIDC_STATE_COOKIE,
        deps.cipher.encryptJson(state, STATE_AAD),
        cookieOptions(request, deps.config, STATE_TTL_SECONDS, CALLBACK_PATH),
      );
      return noStore(reply).redirect(started.url.href);
    },
  );

  app.get(
    '/auth/callback',
    {
      schema: {
        querystring: z
          .object({ code: plainString().optional(), state: plainString().optional(), error: plainString().optional() })
          .loose(),
      },
    },
    async (request, reply) => {
      const sealed = request.cookies[OIDC_STATE_COOKIE];
      clearCookie(request, reply, deps.config, OIDC_STATE_COOKIE, CALLBACK_PATH);
      const state = sealed ? openState(deps, sealed) : null;
      if (!oidc.enabled || !state) return failed(reply, 'oidc');
      if (request.query.error)
        return failed(reply, request.query.error === 'access_denied' ? 'oidc_cancelled' : 'oidc');
      let identity;
      try {
        identity = await oidc.finish(new URL(request.url, publicOrigin(deps, request)), state);
      } catch (err) {
        request.log.warn({ err }, 'OpenID Connect sign-in failed');
        return failed(reply, 'oidc');
      }
      const { user, merged } = await signInWithOidcIdentity(deps.database.db, identity, request.auth.anonymousId);
      if (merged) forgetAnonymousVisitor(deps, request, reply);
      await beginSession(deps, request, reply, user.id);
      return noStore(reply).redirect(state.next);
    },
  );
};

function openState(deps: AppDeps, sealed: string): LoginState | null {
  try {
    const state = deps.cipher.decryptJson<LoginState>(sealed, STATE_AAD);
    return state.expiresAt > Date.now() ? state : null;
  } catch {
    return null;
  }
}
