import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import type { LiveSockets } from '../../platform/live-sockets.ts';
import { endSession, requireRecentSignIn, requireUser } from '../../platform/auth/index.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import {
  AccountExportSchema,
  DeleteAccountSchema,
  ProfileSchema,
  ProfileUpdateSchema,
  RECENT_SIGN_IN_MS,
} from '../../../shared/account.ts';
import { renewingPlans } from '../billing/index.ts';
import { closeCallsOf } from '../voice/index.ts';
import { eraseAccount, ownerIdsOf } from './erase.ts';
import { buildExport, exportFileName } from './export.ts';
import { readProfile, updateProfile } from './profile.ts';

const PLAN_NAMES = { voice: 'Voice', video: 'Video' } as const;

/** The person's own data (APP 12 and 13): their profile, a full export, and deleting the account. */
export const accountRoutes: FastifyPluginAsyncZod<{ deps: AppDeps; sockets: LiveSockets }> = async (
  app,
  { deps, sockets },
) => {
  const { db } = deps.database;

  app.get('/account/profile', { schema: { response: { 200: ProfileSchema } } }, async (request) => {
    const profile = await readProfile(db, requireUser(request).id);
    if (!profile) throw notFound('This account no longer exists.');
    return profile;
  });

  app.patch(
    '/account/profile',
    { schema: { body: ProfileUpdateSchema, response: { 200: ProfileSchema } } },
    async (request) => {
      const { id } = requireUser(request);
      await updateProfile(db, id, request.body);
      return (await readProfile(db, id))!;
    },
  );

  app.get('/account/export', { schema: { response: { 200: AccountExportSchema } } }, async (request, reply) => {
    const file = await buildExport(deps, requireUser(request).id);
    reply.header('content-disposition', `attachment; filename="${exportFileName()}"`);
    reply.header('cache-control', 'no-store');
    return file;
  });

  app.delete('/account', { schema: { body: DeleteAccountSchema } }, async (request, reply) => {
    const user = await requireRecentSignIn(request, RECENT_SIGN_IN_MS);
    const renewing = await renewingPlans(db, user.id);
    if (renewing.length) {
      const names = renewing.map((p) => PLAN_NAMES[p]).join(' and ');
      throw conflict(
        `Your ${names} plan still renews. Cancel it under "Your plans" first, so you are not charged again, then delete your account.`,
      );
    }
    // Live voice ends first, so no turn in flight writes after the erase; then any that opened meanwhile.
    const owners = await ownerIdsOf(db, user.id);
    await closeCallsOf(sockets, owners);
    await eraseAccount(db, user.id);
    await closeCallsOf(sockets, owners);
    request.log.info('account deleted at its owner’s request');
    await endSession(deps, request, reply);
    return reply.status(204).send();
  });
};
