// npm run fuzz: a bounded, seeded fuzz run of the real server on 127.0.0.1 (PGlite, and PostgreSQL
// when TEST_DATABASE_URL is set). Every route the app registers gets malformed, oversized,
// control-character and odd-unicode input as nobody, an anonymous visitor and a signed-in user;
// both voice sockets get hostile handshakes and frames. Exits 1 on any 5xx, socket close 1011, a
// dropped socket, or a server that stops answering.
// FUZZ_SEED (12), FUZZ_CASES (3000 HTTP cases), FUZZ_SECONDS (150 per database:
// 55% for HTTP, the rest for sockets), FUZZ_DB (pglite,postgres).
import { generateCases, type HttpCase } from '../../src/server/test/fuzz/cases.ts';
import { buildEnv, materialise, type Send, type WireEnv } from '../../src/server/test/fuzz/wire.ts';
import { createThrowawayPgDatabase } from '../../src/server/test/harness.ts';
import { runHttpCases, type HttpResult } from './http-phase.ts';
import { rawRequest } from './raw-http.ts';
import { curlFor, httpTable, socketTable } from './report.ts';
import { startServer, type FuzzServer } from './server.ts';
import { generateSocketCases } from './socket-cases.ts';
import { runSocketCases, socketSessions, socketUrl, type SocketResult } from './sockets.ts';

const seed = Number(process.env.FUZZ_SEED ?? 12);
const limit = Number(process.env.FUZZ_CASES ?? 3000);
const seconds = Number(process.env.FUZZ_SECONDS ?? 150);
const kinds = (process.env.FUZZ_DB ?? 'pglite,postgres')
  .split(',')
  .filter((k) => k === 'pglite' || process.env.TEST_DATABASE_URL);

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

let replays = 0;

/**
 * Sends a 5xx case again on its own (from a fresh loopback address, clear of per-address limits),
 * then without each default it may not need; returns the smallest that still fails.
 */
async function reproduce(server: FuzzServer, send: Send, c: HttpCase, env: WireEnv) {
  const attempt = async (candidate: HttpCase) => {
    const before = server.errors.length;
    const res = await send({ ...materialise(candidate, env), from: `127.0.4.${(replays++ % 250) + 1}` });
    await wait(150);
    return { res, errors: server.errors.slice(before) };
  };
  let smallest = c;
  let outcome = await attempt(c);
  if (outcome.res.status === null || outcome.res.status < 500) return { smallest, outcome, flaky: true };
  const trims: ((x: HttpCase) => HttpCase)[] = [
    (x) => ({ ...x, identity: 'none' }),
    (x) => ({ ...x, headers: { origin: null, ...x.headers } }),
  ];
  for (const trim of trims) {
    const candidate = trim(smallest);
    const tried = await attempt(candidate);
    if (tried.res.status !== null && tried.res.status >= 500) [smallest, outcome] = [candidate, tried];
  }
  return { smallest, outcome, flaky: false };
}

const describeError = (e: FuzzServer['errors'][number]) => {
  const frame =
    e.err?.stack
      ?.split('\n')
      .find((l) => l.includes('/src/'))
      ?.trim() ?? '';
  return `${e.msg}: ${e.err?.type ?? ''} ${e.err?.message?.slice(0, 160) ?? ''} ${frame}`.trim();
};

async function fuzzOne(kind: string): Promise<boolean> {
  const started = Date.now();
  const throwaway =
    kind === 'postgres' ? await createThrowawayPgDatabase(process.env.TEST_DATABASE_URL!, 'solace_fuzz') : undefined;
  const server = await startServer(throwaway?.url);
  const send: Send = (r) => rawRequest(server.port, r);
  let ok = true;
  try {
    const host = `127.0.0.1:${server.port}`;
    const env = await buildEnv(send, host, seed);
    const cases = generateCases(server.routes, seed, { limit });
    console.log(
      `\n══ ${kind}: ${server.routes.length} routes, ${cases.length} HTTP cases (seed ${seed}), server on ${host} ══`,
    );
    const http = await runHttpCases(cases, env, send, { seed, deadline: started + seconds * 550, concurrency: 4 });
    console.log(httpTable(http.results));
    if (http.stoppedEarly) console.log(`(time limit: ${http.results.length} of ${cases.length} HTTP cases sent)`);
    if (http.remade) console.log(`(identities made again after cases signed them out or broke them: ${http.remade})`);

    const ids = await socketSessions(env, send);
    const socketCases = generateSocketCases(seed);
    const sockets = await runSocketCases(server.port, socketCases, env, ids, started + seconds * 1000);
    console.log(`\n${sockets.length} of ${socketCases.length} socket cases:`);
    console.log(socketTable(sockets));

    ok = (await report5xx(server, send, env, http.results)) && ok;
    ok = reportSockets(server, sockets, env, ids) && ok;
    const unattributed = server.errors.map(describeError);
    if (unattributed.length) {
      console.log(
        `\nServer error log lines during the run (the 5xx above and their replays included): ${unattributed.length}`,
      );
      const counts = new Map<string, number>();
      for (const line of unattributed) counts.set(line, (counts.get(line) ?? 0) + 1);
      for (const [line, n] of counts) console.log(`  ${n} × ${line}`);
    }
    const config = await send({ method: 'GET', path: '/api/config', headers: { host } });
    const alive = server.alive() && config.status === 200;
    console.log(
      `\nServer still alive and answering: ${alive ? 'yes' : `NO (process ${server.alive() ? 'running' : 'exited'}, GET /api/config → ${config.status})`}`,
    );
    console.log(
      `${kind}: ${http.results.length} HTTP cases + ${sockets.length} socket cases in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    return ok && alive;
  } finally {
    await server.stop();
    await throwaway?.drop();
  }
}

async function report5xx(server: FuzzServer, send: Send, env: WireEnv, results: HttpResult[]): Promise<boolean> {
  const failures = results.filter((r) => r.status !== null && r.status >= 500);
  if (!failures.length) return true;
  const unique = new Map<string, HttpResult[]>();
  for (const f of failures)
    unique.set(`${f.case.route} [${f.case.label}]`, [...(unique.get(`${f.case.route} [${f.case.label}]`) ?? []), f]);
  const by = (needs?: string) => failures.filter((f) => f.case.needs === needs).length;
  console.log(`\n✗ ${failures.length} answers were 5xx (${unique.size} distinct route × input):`);
  console.log(
    `  awaiting the Host fix: ${by('host')}, awaiting the control-character fix: ${by('control-chars')}, others: ${by(undefined)}`,
  );
  for (const [key, group] of unique) {
    const first = group[0]!;
    const who = [...new Set(group.map((g) => g.case.identity))].join('/');
    const { smallest, outcome, flaky } = await reproduce(server, send, first.case, env);
    const tag = first.case.needs ? ` (needs the ${first.case.needs} fix)` : '';
    console.log(
      `\n  ${group[0]!.status} × ${group.length} ${key} as ${who}${tag}${flaky ? ' — did not repeat on its own' : ''}`,
    );
    console.log(`    ${curlFor(server.port, materialise(smallest, env))}`);
    for (const e of outcome.errors.slice(0, 2)) console.log(`    server: ${describeError(e)}`);
  }
  return false;
}

function reportSockets(
  server: FuzzServer,
  results: SocketResult[],
  env: WireEnv,
  ids: Parameters<typeof socketUrl>[3],
): boolean {
  const bad = results.filter((r) => r.bad);
  for (const r of bad) {
    const steps = JSON.stringify(
      r.case.steps.map((s) => ('text' in s ? s.text.slice(0, 120) : 'binary' in s ? `<${s.binary.length} bytes>` : s)),
    );
    console.log(
      `\n✗ socket ${r.outcome}: ${r.case.identity} ${r.case.label}${r.case.needs ? ` (needs the ${r.case.needs} fix)` : ''}`,
    );
    console.log(
      `    ${socketUrl(server.port, r.case, env, ids)} headers=${JSON.stringify(r.case.headers ?? {})} steps=${steps} ${r.detail}`,
    );
  }
  return bad.length === 0;
}

let allOk = true;
for (const kind of kinds) allOk = (await fuzzOne(kind)) && allOk;
console.log(allOk ? '\nFuzz run clean: no 5xx, no socket crash, server alive.' : '\nFuzz run FAILED (see ✗ above).');
process.exit(allOk ? 0 : 1);
