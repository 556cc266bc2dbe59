import net from 'node:net';
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUSH_TO_TALK_PATH, REALTIME_CALL_PATH } from '../shared/voice.ts';
import { cookieHeader, listen } from './features/voice/testing/socket-client.ts';
import { startVoice, trialUser } from './features/voice/testing/voice-fixtures.ts';
import { buildTestApp, dbKinds, TestClient, type TestApp } from './test/harness.ts';

/** One raw HTTP/1.1 exchange, so the Host header is exactly what we wrote. */
function rawRequest(port: number, head: string, body = ''): Promise<string> {
  const length = body ? `\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}` : '';
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () =>
      socket.end(`${head}${length}\r\nConnection: close\r\n\r\n${body}`),
    );
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

/** The response headers of a WebSocket upgrade (the 101, or the refusal). */
function upgradeHeaders(
  base: string,
  path: string,
  client: TestClient,
): Promise<Record<string, string | string[] | undefined>> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${base}${path}`, {
      headers: { origin: base.replace(/^ws/, 'http'), cookie: cookieHeader(client) ?? '' },
    });
    ws.once('upgrade', (res) => {
      resolve(res.headers);
      ws.close();
    });
    ws.once('error', reject);
  });
}

describe.each(dbKinds)('app basics on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await new TestClient(t.app).get('/api/does-not-exist');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'No such endpoint: GET /api/does-not-exist' });
  });

  it('sends security headers with a strict CSP', async () => {
    const res = await new TestClient(t.app).get('/api/does-not-exist');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses cross-site writes', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/crisis/log',
      headers: { host: 'localhost', origin: 'https://evil.example' },
      payload: { interactionType: 'modal_open' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/cross-site/i);
  });

  it('answers a malformed JSON body with a 400 a person can act on', async () => {
    const res = await new TestClient(t.app).request({
      method: 'POST',
      url: '/api/crisis/log',
      headers: { 'content-type': 'application/json' },
      payload: '{"interactionType":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/not valid JSON/);
  });
});

describe.each(dbKinds)('malformed Host headers on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  const HOST_MESSAGE = 'The Host header is not a valid host name: send the name (and port) of this server.';

  it('answers them with a 400 that says what is wrong, on reads and on writes', async () => {
    for (const host of ['exa mple[', 'a@b', 'evil.example/path', 'x:99999999', '[zz]', 'bad\\host']) {
      const read = await t.app.inject({ method: 'GET', url: '/api/config', headers: { host } });
      expect(read.statusCode, host).toBe(400);
      expect(read.json()).toEqual({ message: HOST_MESSAGE });
      const write = await t.app.inject({
        method: 'POST',
        url: '/api/crisis/log',
        headers: { host, origin: 'http://localhost' },
        payload: { interactionType: 'modal_open' },
      });
      expect(write.statusCode, host).toBe(400);
    }
  });

  it('still serves well-formed hosts', async () => {
    for (const host of [
      'localhost',
      'localhost:3000',
      '127.0.0.1:8080',
      '[::1]:3000',
      'Solace.Example.COM',
      'my-app_1.internal',
    ]) {
      expect((await t.app.inject({ method: 'GET', url: '/api/config', headers: { host } })).statusCode, host).toBe(200);
    }
  });

  it('answers 400 over a real socket too', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as AddressInfo).port;
    const read = await rawRequest(port, 'GET /api/config HTTP/1.1\r\nHost: exa mple[');
    expect(read).toMatch(/^HTTP\/1\.1 400 /);
    expect(read).toContain(HOST_MESSAGE);
    const write = await rawRequest(
      port,
      'POST /api/crisis/log HTTP/1.1\r\nHost: a@b:1\r\nOrigin: http://a',
      JSON.stringify({ interactionType: 'modal_open' }),
    );
    expect(write).toMatch(/^HTTP\/1\.1 400 /);
    expect(write).toContain(HOST_MESSAGE);
    // An empty Host passes the name check, but a write's Origin has nothing to be held against.
    const noHost = await rawRequest(
      port,
      'POST /api/crisis/log HTTP/1.1\r\nHost: \r\nOrigin: http://a',
      JSON.stringify({ interactionType: 'modal_open' }),
    );
    expect(noHost).toMatch(/^HTTP\/1\.1 400 /);
    expect(noHost).toContain('The Host header is missing');
  });
});

describe.each(dbKinds)('caching of API answers on %s', (kind) => {
  let t: TestApp;
  let user: TestClient;
  let sessionId: string;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    user = await trialUser(t);
    sessionId = (await user.post('/api/sessions', {})).json().id;
  });
  afterAll(() => t.close());

  it('forbids storing any of them: content, account data, errors and public settings alike', async () => {
    const answers = [
      await user.get('/api/auth/user'),
      await user.get('/api/sessions'),
      await user.get(`/api/sessions/${sessionId}`),
      await user.post('/api/chat', { sessionId, message: 'I had a long week at work' }),
      await user.post('/api/chat', { sessionId, message: 'and I slept badly' }, { accept: 'text/event-stream' }),
      await user.get('/api/documents'),
      await user.get('/api/session-summary'),
      await user.get('/api/voice-therapy/status'),
      await user.get('/api/anonymous/session'),
      await user.get('/api/config'),
      await user.get('/api/does-not-exist'),
      await new TestClient(t.app).get('/api/sessions'),
      await user.post('/api/chat', { sessionId }),
    ];
    expect(answers.map((res) => res.statusCode)).toEqual([
      200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 404, 401, 400,
    ]);
    for (const res of answers)
      expect(res.headers['cache-control'], res.body.slice(0, 80)).toBe(
        res.headers['content-type']?.toString().startsWith('text/event-stream') ? 'no-store, no-transform' : 'no-store',
      );
  });

  it('forbids it on WebSocket upgrades too', async () => {
    const base = await listen(t);
    const { voiceSessionId } = await startVoice(user);
    for (const path of [
      `${PUSH_TO_TALK_PATH}?session=${voiceSessionId}`,
      `${REALTIME_CALL_PATH}?session=${voiceSessionId}`,
    ]) {
      expect((await upgradeHeaders(base, path, user))['cache-control']).toBe('no-store');
    }
  });
});

describe('public configuration', () => {
  it('tells the browser only what it may know, and no secrets', async () => {
    const t = await buildTestApp('pglite', {
      AI_BASE_URL: 'http://127.0.0.1:9/v1',
      AI_MODEL: 'm',
      AI_API_KEY: 'sk-secret-value',
      THERAPIST_NAME: 'Rowan',
    });
    const res = await new TestClient(t.app).get('/api/config');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      therapistName: 'Rowan',
      therapistLabel: 'AI Therapy Assistant',
      features: { video: false, payments: 'test-mode' },
    });
    expect(res.body).not.toContain('sk-secret-value');
    await t.close();
  });
});
