import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A loopback stand-in for Tavus's conversational video API (https://tavusapi.com, header x-api-key),
 * speaking its wire format: POST /v2/conversations answers { conversation_id, conversation_url,
 * status: 'active', … }, GET /v2/conversations/{id} reports one (status 'active' or 'ended') and
 * POST /v2/conversations/{id}/end ends one; an id it does not know is a 400 { error: 'Invalid
 * conversation_id' }, the error Tavus's API reference documents for both. `callback` plays Tavus's
 * sender of conversation callbacks, with the payload shapes of its docs. Nothing here reaches Tavus.
 */
export const FAKE_TAVUS_KEY = 'tavus-fake-key';
export const FAKE_PERSONA = 'p-fake-persona';

export interface FakeConversation {
  conversation_id: string;
  status: 'active' | 'ended';
  request: Record<string, unknown>;
}

export async function startFakeTavus() {
  const conversations = new Map<string, FakeConversation>();
  const state = { outOfCredits: false, failCreate: 0, endRequests: [] as string[], badKeys: 0, statusRequests: 0 };

  const send = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  function handle(req: http.IncomingMessage, res: http.ServerResponse, body: string) {
    if (req.headers['x-api-key'] !== FAKE_TAVUS_KEY) {
      state.badKeys += 1;
      return send(res, 401, { message: 'Invalid access token' });
    }
    const url = new URL(req.url ?? '/', 'http://tavus');
    if (req.method === 'POST' && url.pathname === '/v2/conversations') {
      if (state.outOfCredits) return send(res, 402, { message: 'You have run out of conversational credits.' });
      if (state.failCreate > 0) {
        state.failCreate -= 1;
        return send(res, 500, { message: 'Internal Server Error' });
      }
      const request = JSON.parse(body) as Record<string, unknown>;
      const id = `c${randomBytes(5).toString('hex')}`;
      conversations.set(id, { conversation_id: id, status: 'active', request });
      return send(res, 200, {
        conversation_id: id,
        conversation_name: request.conversation_name,
        conversation_url: `https://tavus.daily.co/${id}`,
        status: 'active',
        callback_url: request.callback_url,
        created_at: new Date().toISOString(),
      });
    }
    const one = /^\/v2\/conversations\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && one) {
      state.statusRequests += 1;
      const found = conversations.get(one[1]!);
      if (!found) return send(res, 400, { error: 'Invalid conversation_id' });
      return send(res, 200, {
        conversation_id: found.conversation_id,
        conversation_name: found.request.conversation_name,
        conversation_url: `https://tavus.daily.co/${found.conversation_id}`,
        status: found.status,
        callback_url: found.request.callback_url,
      });
    }
    const end = /^\/v2\/conversations\/([^/]+)\/end$/.exec(url.pathname);
    if (req.method === 'POST' && end) {
      const found = conversations.get(end[1]!);
      if (!found) return send(res, 400, { error: 'Invalid conversation_id' });
      state.endRequests.push(found.conversation_id);
      found.status = 'ended';
      return send(res, 200, {});
    }
    send(res, 404, { message: 'Not found' });
  }

  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => handle(req, res, body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    baseUrl,
    conversations,
    state,
    env: { TAVUS_API_KEY: FAKE_TAVUS_KEY, TAVUS_PERSONA_ID: FAKE_PERSONA, TAVUS_API_BASE: baseUrl },
    /** Tavus's callback body for an event (docs.tavus.io, "Webhooks and Callbacks"). */
    callbackBody(conversationId: string, eventType: string, properties: Record<string, unknown> = {}) {
      return {
        properties: { replica_id: 'r-fake-replica', ...properties },
        conversation_id: conversationId,
        webhook_url: conversations.get(conversationId)?.request.callback_url,
        event_type: eventType,
        message_type: eventType.startsWith('system.') ? 'system' : 'application',
        timestamp: new Date().toISOString(),
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
