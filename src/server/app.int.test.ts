import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dbKinds, TestClient, type TestApp } from './test/harness.ts';

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

describe('public configuration', () => {
  it('tells the browser only what it may know, and no secrets', async () => {
    const t = await buildTestApp('pglite', { AI_BASE_URL: 'http://127.0.0.1:9/v1', AI_MODEL: 'm', AI_API_KEY: 'sk-secret-value', THERAPIST_NAME: 'Rowan' });
    const res = await new TestClient(t.app).get('/api/config');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ therapistName: 'Rowan', therapistLabel: 'AI Therapy Assistant', features: { video: false, payments: 'test-mode' } });
    expect(res.body).not.toContain('sk-secret-value');
    await t.close();
  });
});
