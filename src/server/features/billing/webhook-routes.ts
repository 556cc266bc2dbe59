import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/index.ts';
import type { PaymentProvider } from './provider.ts';
import { handleWebhook } from './webhook.ts';

/**
 * POST /api/paypal/webhook. Its own plugin so the JSON body stays the exact string PayPal signed;
 * PayPal calls from its own servers, so the browser CSRF guard does not apply (`csrf: false`).
 */
export const webhookRoutes: FastifyPluginAsync<{ db: Db; provider: PaymentProvider }> = async (
  app,
  { db, provider },
) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 256 * 1024 }, (_request, body, done) =>
    done(null, body),
  );
  app.post('/paypal/webhook', { config: { csrf: false } }, async (request) => {
    const raw = typeof request.body === 'string' ? request.body : '';
    return handleWebhook(db, provider, request.headers, raw);
  });
};
