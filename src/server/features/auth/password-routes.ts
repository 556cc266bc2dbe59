import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SignInSchema, SignUpSchema, UserSchema } from '../../../shared/auth.ts';
import type { AppDeps } from '../../deps.ts';
import { beginSession } from '../../platform/auth/index.ts';
import { forgetAnonymousVisitor } from '../../platform/auth/lifecycle.ts';
import { hashPassword, passwordNeedsRehash, verifyPassword } from '../../platform/auth/passwords.ts';
import { badRequest, conflict, unauthorized } from '../../platform/errors.ts';
import { passwordWeakness } from '../../platform/auth/password-strength.ts';
import { clientAddress } from '../../platform/rate-limit/index.ts';
import { routeLimit } from '../../platform/rate-limit/route-limits.ts';
import { openAccount } from './accounts.ts';
import { createSignInLimits } from './limits.ts';
import { userView } from './user-view.ts';
import { findPasswordByEmail, findUserById, setPasswordHash } from './users-repo.ts';

const WRONG_CREDENTIALS = 'Email or password is incorrect.';

export const passwordRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps.database;
  const signInLimits = createSignInLimits(deps.limits);

  // Sign-ups per address: a general limit (also bounds the password hashing one client can cause).
  const signUpOptions = { schema: { body: SignUpSchema, response: { 201: UserSchema } }, config: routeLimit('signUp') };
  app.post('/auth/signup', signUpOptions, async (request, reply) => {
    const { email, password, firstName, lastName } = request.body;
    const weakness = await passwordWeakness(password, [email, email.split('@')[0] ?? '', firstName, lastName]);
    if (weakness) throw badRequest(weakness);
    const user = await openAccount(
      db,
      { email, passwordHash: await hashPassword(password), firstName, lastName: lastName || null },
      request.auth.anonymousId,
    );
    if (!user) throw conflict('An account with this email already exists. Sign in instead.');
    if (request.auth.anonymousId) forgetAnonymousVisitor(deps, request, reply);
    await beginSession(deps, request, reply, user.id);
    return reply.status(201).send(await userView(db, user));
  });

  const signInOptions = { schema: { body: SignInSchema, response: { 200: UserSchema } }, config: routeLimit('signIn') };
  app.post('/auth/signin', signInOptions, async (request, reply) => {
    const { email, password } = request.body;
    const attempt = await signInLimits.reserve(reply, clientAddress(request), email);
    const account = await findPasswordByEmail(db, email);
    const ok = await verifyPassword(account?.passwordHash, password);
    const user = ok && account ? await findUserById(db, account.id) : null;
    if (!user || !account?.passwordHash) throw unauthorized(WRONG_CREDENTIALS);
    await attempt.succeeded();
    if (passwordNeedsRehash(account.passwordHash)) await setPasswordHash(db, user.id, await hashPassword(password));
    await beginSession(deps, request, reply, user.id);
    return userView(db, user);
  });
};
