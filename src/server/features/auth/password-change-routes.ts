import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ChangePasswordSchema } from '../../../shared/password.ts';
import type { AppDeps } from '../../deps.ts';
import { endSession, requireUser, signOutDevices } from '../../platform/auth/index.ts';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords.ts';
import { passwordWeakness } from '../../platform/auth/password-strength.ts';
import { badRequest, unauthorized } from '../../platform/errors.ts';
import { clientAddress } from '../../platform/rate-limit/index.ts';
import { createSignInLimits } from './limits.ts';
import { forgetResetTokens } from './reset-tokens.ts';
import { findPasswordByEmail, setPasswordHash } from './users-repo.ts';

/** Changing the password, and signing out everywhere, from the Account page. */
export const passwordChangeRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps.database;
  // Guesses at the current password count against the same limit as sign-in guesses.
  const guesses = createSignInLimits(deps.limits);

  app.post('/auth/password', { schema: { body: ChangePasswordSchema } }, async (request, reply) => {
    const user = requireUser(request);
    const { currentPassword, newPassword } = request.body;
    const account = user.email ? await findPasswordByEmail(db, user.email) : null;
    if (!account?.passwordHash)
      throw badRequest('Your account signs in through another service, so it has no password to change here.');
    const attempt = await guesses.reserve(reply, clientAddress(request), user.email!);
    if (!(await verifyPassword(account.passwordHash, currentPassword)))
      throw unauthorized('Your current password is not right. Check it and try again.');
    await attempt.succeeded();
    const hints = [user.email!, user.email!.split('@')[0] ?? '', user.firstName ?? '', user.lastName ?? ''];
    const weakness = await passwordWeakness(newPassword, hints);
    if (weakness) throw badRequest(weakness);
    await setPasswordHash(db, user.id, await hashPassword(newPassword));
    await forgetResetTokens(db, user.id);
    // Anyone who knew the old password is signed out; this browser stays signed in.
    await signOutDevices(request, user.id, true);
    return reply.status(204).send();
  });

  app.post(
    '/auth/signout-everywhere',
    { schema: { body: z.object({}).strict().nullish() } },
    async (request, reply) => {
      const user = requireUser(request);
      await signOutDevices(request, user.id, false);
      await endSession(deps, request, reply);
      return reply.status(204).send();
    },
  );
};
