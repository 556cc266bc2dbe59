import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { UserSchema } from '../../../shared/auth.ts';
import { ResetConfirmSchema, ResetRequestedSchema, ResetRequestSchema } from '../../../shared/password.ts';
import type { AppDeps } from '../../deps.ts';
import { beginSession, signOutDevices } from '../../platform/auth/index.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { passwordWeakness } from '../../platform/auth/password-strength.ts';
import { badRequest } from '../../platform/errors.ts';
import { createMailer } from '../../platform/mail.ts';
import { AttemptLimiter } from '../../platform/rate-limit/index.ts';
import { routeLimit } from '../../platform/rate-limit/route-limits.ts';
import { resetMail } from './reset-mail.ts';
import { consumeResetToken, issueResetToken, peekResetToken } from './reset-tokens.ts';
import { userView } from './user-view.ts';
import { findPasswordByEmail, findUserById, setPasswordHash } from './users-repo.ts';

const HOUR = 60 * 60_000;
const DEAD_LINK = 'This reset link has expired or was already used. Ask for a new one on the sign-in page.';
// The embedded outbox sends nothing, so the answer does not claim it did.
const REQUESTED = {
  outbox: 'If an account uses that email, a link to reset its password has been prepared. It works for 30 minutes.',
  smtp: 'If an account uses that email, we have sent it a link to reset its password. It works for 30 minutes.',
};

/** Password reset by email: a single-use, 30-minute link; the answer never says whether an email has an account. */
export const resetRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps.database;
  const mailer = createMailer(deps.config, app.log);
  app.addHook('onClose', async () => mailer.close?.());
  // Emails to one address: enough for a person who lost one, too few to flood anyone's inbox.
  const perEmail = new AttemptLimiter(deps.limits.store, 'reset-email', 3, HOUR);
  // PUBLIC_URL when set: otherwise a forged Host header could name another site in the link.
  const origin = (request: FastifyRequest) =>
    deps.config.PUBLIC_URL ? new URL(deps.config.PUBLIC_URL).origin : `${request.protocol}://${request.host}`;

  async function sendLink(email: string, linkOrigin: string) {
    if (!(await perEmail.reserve(email)).allowed) return;
    const account = await findPasswordByEmail(db, email);
    // Accounts that sign in through another service have no password here to reset.
    if (!account?.passwordHash) return;
    const user = await findUserById(db, account.id);
    const token = await issueResetToken(db, account.id);
    await mailer.send(resetMail(email, user?.firstName ?? null, `${linkOrigin}/reset-password#token=${token}`));
  }

  app.post(
    '/auth/password-reset',
    {
      schema: { body: ResetRequestSchema, response: { 202: ResetRequestedSchema } },
      config: routeLimit('passwordReset'),
    },
    async (request, reply) => {
      // Sent after answering, so the answer takes as long whether or not the email has an account.
      const linkOrigin = origin(request);
      setImmediate(() => {
        sendLink(request.body.email, linkOrigin).catch((error: unknown) =>
          request.log.error({ err: error }, 'could not send a password reset email'),
        );
      });
      return reply.status(202).send({ message: REQUESTED[mailer.kind], delivery: mailer.kind });
    },
  );

  app.post(
    '/auth/password-reset/confirm',
    { schema: { body: ResetConfirmSchema, response: { 200: UserSchema } }, config: routeLimit('signIn') },
    async (request, reply) => {
      const { token, password } = request.body;
      const owner = await peekResetToken(db, token);
      if (!owner) throw badRequest(DEAD_LINK);
      // Checked before the token is used up, so a weak choice does not cost the person their link.
      const hints = [owner.email ?? '', owner.email?.split('@')[0] ?? '', owner.firstName ?? '', owner.lastName ?? ''];
      const weakness = await passwordWeakness(password, hints);
      if (weakness) throw badRequest(weakness);
      const passwordHash = await hashPassword(password);
      const userId = await consumeResetToken(db, token);
      if (userId !== owner.id) throw badRequest(DEAD_LINK);
      await setPasswordHash(db, userId, passwordHash);
      // Whoever knew the old password is signed out everywhere; this browser signs in afresh.
      await signOutDevices(request, userId, false);
      await beginSession(deps, request, reply, userId);
      request.log.info('password reset by email link');
      return userView(db, (await findUserById(db, userId))!);
    },
  );
};
