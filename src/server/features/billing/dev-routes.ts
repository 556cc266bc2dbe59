import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Db } from '../../db/index.ts';
import { payments, subscriptions, testModeSubscriptions } from '../../db/schema/index.ts';

const owner = (request: FastifyRequest) => request.auth.user?.id ?? request.auth.anonymousId ?? null;

/**
 * Developer tools only (DEV_TOOLS=1), for /paypal-test and the end-to-end tests. They touch the
 * caller's own test-mode subscriptions and nothing bought through PayPal.
 */
export const devBillingRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  const ownTestRows = (ownerId: string) =>
    and(eq(subscriptions.ownerId, ownerId), eq(subscriptions.provider, 'test-mode'));

  app.post('/billing/dev/clear', async (request) => {
    const ownerId = owner(request);
    if (!ownerId) return { ok: true, cleared: 0 };
    return db.transaction(async (tx) => {
      const rows = await tx.select({ id: subscriptions.id }).from(subscriptions).where(ownTestRows(ownerId));
      const ids = rows.map((r) => r.id);
      if (ids.length) {
        await tx.delete(payments).where(and(eq(payments.ownerId, ownerId), inArray(payments.subscriptionId, ids)));
        await tx.delete(subscriptions).where(inArray(subscriptions.id, ids));
      }
      await tx.delete(testModeSubscriptions).where(eq(testModeSubscriptions.ownerId, ownerId));
      return { ok: true, cleared: ids.length };
    });
  });

  // As if the paid month had passed: every test-mode period of the caller's ends now.
  app.post('/billing/dev/end-period', async (request) => {
    const ownerId = owner(request);
    if (!ownerId) return { ok: true };
    await db
      .update(subscriptions)
      .set({ currentPeriodEnd: new Date(), updatedAt: new Date() })
      .where(ownTestRows(ownerId));
    return { ok: true };
  });
};
