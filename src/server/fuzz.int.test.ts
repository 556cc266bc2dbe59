import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCases, type HttpCase } from './test/fuzz/cases.ts';
import { tapRoutes, type FuzzRoute } from './test/fuzz/route-tap.ts';
import { buildEnv, materialise, repairEnv, type Send, type WireEnv } from './test/fuzz/wire.ts';
import { buildTestApp, dbKinds, type TestApp } from './test/harness.ts';

/**
 * A small, fast slice of `npm run fuzz` (tools/fuzz): a few hundred seeded hostile requests to every
 * route the app registers, as nobody, an anonymous visitor and a signed-in user, control characters,
 * NUL and malformed Host headers included; none may answer 5xx.
 */
const SEED = 12;
const CASES = 600;

const injector =
  (app: FastifyInstance): Send =>
  async (r) => {
    try {
      const res = await app.inject({
        method: r.method as 'GET',
        url: r.path,
        headers: r.headers,
        payload: r.body,
        remoteAddress: r.from,
      });
      return { status: res.statusCode, headers: res.headers, body: res.body };
    } catch (error) {
      // light-my-request refuses some requests a socket would carry (a bad URL); no answer, not a 5xx.
      return { status: null, headers: {}, body: String(error) };
    }
  };

const describeCase = (c: HttpCase) =>
  `${c.identity} ${c.method} ${c.path.slice(0, 120)} [${c.label}] headers=${JSON.stringify(c.headers).slice(0, 200)} body=${JSON.stringify(c.body?.slice(0, 200))}`;

describe.each(dbKinds)('fuzzing every route on %s', (kind) => {
  let t: TestApp;
  let routes: FuzzRoute[];
  let send: Send;
  let env: WireEnv;
  beforeAll(async () => {
    const tap = tapRoutes();
    t = await buildTestApp(kind, { RATE_LIMITS: 'off' });
    routes = tap.routes;
    send = injector(t.app);
    env = await buildEnv(send, 'localhost', SEED);
  });
  afterAll(() => t.close());

  it('finds the routes from the app itself', () => {
    const names = routes.map((r) => `${r.method} ${r.url}`);
    expect(names).toEqual(
      expect.arrayContaining(['POST /api/chat', 'GET /ws/realtime', 'POST /api/voice-therapy/start']),
    );
  });

  it(`answers ${CASES} seeded hostile requests without a 5xx`, async () => {
    const cases = generateCases(routes, SEED, { limit: CASES });
    const failures: string[] = [];
    let lastRoute = '';
    for (const c of cases) {
      if (c.route !== lastRoute) await repairEnv(env, send, SEED);
      lastRoute = c.route;
      const res = await send(materialise(c, env));
      if (res.status !== null && res.status >= 500)
        failures.push(`${res.status} ${describeCase(c)} → ${res.body.slice(0, 200)}`);
    }
    expect(cases.length).toBeGreaterThanOrEqual(CASES);
    expect(failures).toEqual([]);
    expect((await send({ method: 'GET', path: '/api/config', headers: { host: 'localhost' } })).status).toBe(200);
  });
});
