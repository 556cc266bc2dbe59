import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32 } from 'node:zlib';

/**
 * A loopback stand-in for PayPal's REST API (api-m.paypal.com), speaking its wire format: OAuth2
 * client credentials, GET and cancel of billing subscriptions, and webhook signature verification.
 * Tests point PAYPAL_API_BASE at it; nothing here ever reaches PayPal.
 *
 * PayPal signs webhooks with RSA over `transmissionId|transmissionTime|webhookId|crc32(body)`; this
 * fake signs the same string with an HMAC known only to it, and `signEvent` plays PayPal's sender.
 */
export interface FakeSubscription {
  id: string;
  plan_id: string;
  status: string;
  start_time: string;
  status_update_time: string;
  billing_info?: {
    next_billing_time?: string;
    last_payment?: { amount: { currency_code: string; value: string }; time: string };
    failed_payments_count: number;
  };
}

export const FAKE_CLIENT = {
  id: 'fake-client-id',
  secret: 'fake-client-secret',
  webhookId: 'WH-FAKE-1',
  voicePlan: 'P-VOICE-FAKE',
  videoPlan: 'P-VIDEO-FAKE',
};

const DAY = 86_400_000;

export async function startFakePayPal() {
  const secret = randomBytes(16);
  const tokens = new Set<string>();
  const subscriptions = new Map<string, FakeSubscription>();
  const state = { tokenRequests: 0, delayMs: 0, failNext: 0, verifyRequests: 0, cancelRequests: 0 };

  const sign = (transmissionId: string, time: string, webhookId: string, body: string) =>
    createHmac('sha256', secret)
      .update(`${transmissionId}|${time}|${webhookId}|${crc32(body)}`)
      .digest('base64');

  const send = (res: http.ServerResponse, status: number, body?: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json', 'paypal-debug-id': randomBytes(6).toString('hex') });
    res.end(body === undefined ? undefined : JSON.stringify(body));
  };
  const notFound = (res: http.ServerResponse) =>
    send(res, 404, {
      name: 'RESOURCE_NOT_FOUND',
      message: 'The specified resource does not exist.',
      debug_id: randomBytes(6).toString('hex'),
      details: [{ issue: 'INVALID_RESOURCE_ID', description: 'Requested resource ID was not found.' }],
    });

  async function handle(req: http.IncomingMessage, res: http.ServerResponse, body: string) {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (req.method === 'POST' && url.pathname === '/v1/oauth2/token') {
      state.tokenRequests++;
      const expected = `Basic ${Buffer.from(`${FAKE_CLIENT.id}:${FAKE_CLIENT.secret}`).toString('base64')}`;
      if (req.headers.authorization !== expected || body !== 'grant_type=client_credentials') {
        return send(res, 401, { error: 'invalid_client', error_description: 'Client Authentication failed' });
      }
      const token = `A21AA${randomBytes(24).toString('base64url')}`;
      tokens.add(token);
      return send(res, 200, {
        scope: 'https://uri.paypal.com/services/subscriptions',
        access_token: token,
        token_type: 'Bearer',
        app_id: 'APP-FAKE',
        expires_in: 32400,
        nonce: randomBytes(8).toString('hex'),
      });
    }
    const bearer = req.headers.authorization?.replace(/^Bearer /, '') ?? '';
    if (!tokens.has(bearer))
      return send(res, 401, { error: 'invalid_token', error_description: 'Token signature verification failed' });

    const sub = url.pathname.match(/^\/v1\/billing\/subscriptions\/([^/]+)(\/cancel)?$/);
    if (sub) {
      const found = subscriptions.get(decodeURIComponent(sub[1]!));
      if (!found) return notFound(res);
      if (req.method === 'GET' && !sub[2])
        return send(res, 200, {
          ...found,
          links: [
            {
              href: `https://api-m.sandbox.paypal.com/v1/billing/subscriptions/${found.id}`,
              rel: 'self',
              method: 'GET',
            },
          ],
        });
      if (req.method === 'POST' && sub[2]) {
        state.cancelRequests++;
        if (!['ACTIVE', 'SUSPENDED'].includes(found.status)) {
          return send(res, 422, {
            name: 'UNPROCESSABLE_ENTITY',
            message:
              'The requested action could not be performed, semantically incorrect, or failed business validation.',
            details: [
              {
                issue: 'SUBSCRIPTION_STATUS_INVALID',
                description:
                  'Invalid subscription status for cancel action; subscription status should be active or suspended.',
              },
            ],
          });
        }
        found.status = 'CANCELLED';
        found.status_update_time = new Date().toISOString();
        delete found.billing_info?.next_billing_time;
        return send(res, 204);
      }
    }
    if (req.method === 'POST' && url.pathname === '/v1/notifications/verify-webhook-signature') {
      state.verifyRequests++;
      const envelope = JSON.parse(body) as Record<string, unknown>;
      const event = JSON.stringify(envelope.webhook_event);
      const good =
        envelope.auth_algo === 'SHA256withRSA' &&
        envelope.webhook_id === FAKE_CLIENT.webhookId &&
        typeof envelope.transmission_id === 'string' &&
        typeof envelope.transmission_time === 'string' &&
        envelope.transmission_sig ===
          sign(envelope.transmission_id, envelope.transmission_time, FAKE_CLIENT.webhookId, event);
      return send(res, 200, { verification_status: good ? 'SUCCESS' : 'FAILURE' });
    }
    return notFound(res);
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const reply = () => {
        if (state.failNext > 0) {
          state.failNext--;
          return send(res, 500, {
            name: 'INTERNAL_SERVICE_ERROR',
            message: 'An internal service error has occurred.',
            debug_id: randomBytes(6).toString('hex'),
          });
        }
        void handle(req, res, Buffer.concat(chunks).toString('utf8'));
      };
      if (state.delayMs) setTimeout(reply, state.delayMs);
      else reply();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    baseUrl,
    state,
    subscriptions,
    env: {
      PAYPAL_CLIENT_ID: FAKE_CLIENT.id,
      PAYPAL_CLIENT_SECRET: FAKE_CLIENT.secret,
      PAYPAL_VOICE_PLAN_ID: FAKE_CLIENT.voicePlan,
      PAYPAL_VIDEO_PLAN_ID: FAKE_CLIENT.videoPlan,
      PAYPAL_WEBHOOK_ID: FAKE_CLIENT.webhookId,
      PAYPAL_API_BASE: baseUrl,
    },
    /** A subscription a buyer approved in PayPal's window, paid today and renewing in 30 days. */
    addSubscription(overrides: Partial<FakeSubscription> = {}): FakeSubscription {
      const now = Date.now();
      const id = `I-${randomBytes(6).toString('hex').toUpperCase()}`;
      const sub: FakeSubscription = {
        id,
        plan_id: FAKE_CLIENT.voicePlan,
        status: 'ACTIVE',
        start_time: new Date(now - 60_000).toISOString(),
        status_update_time: new Date(now - 60_000).toISOString(),
        billing_info: {
          next_billing_time: new Date(now + 30 * DAY).toISOString(),
          last_payment: {
            amount: { currency_code: 'AUD', value: '30.00' },
            time: new Date(now - 60_000).toISOString(),
          },
          failed_payments_count: 0,
        },
        ...overrides,
      };
      subscriptions.set(sub.id, sub);
      return sub;
    },
    /** The headers PayPal sends with a webhook, signed for `body` (or forged when `forge` is set). */
    signEvent(body: string, options: { forge?: boolean } = {}) {
      const transmissionId = randomBytes(8).toString('hex');
      const time = new Date().toISOString();
      const sig = options.forge
        ? Buffer.from('forged').toString('base64')
        : sign(transmissionId, time, FAKE_CLIENT.webhookId, body);
      return {
        'content-type': 'application/json',
        'paypal-auth-algo': 'SHA256withRSA',
        'paypal-cert-url': 'https://api-m.sandbox.paypal.com/v1/notifications/certs/CERT-360caa42-fca2a594-fake',
        'paypal-transmission-id': transmissionId,
        'paypal-transmission-sig': sig,
        'paypal-transmission-time': time,
      };
    },
    /** PayPal revoking every access token early: the next call answers 401 invalid_token. */
    revokeTokens: () => tokens.clear(),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakePayPal = Awaited<ReturnType<typeof startFakePayPal>>;
