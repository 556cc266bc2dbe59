// POST /api/chat with the embedded engine: p50/p99 at a fixed 200 req/s and the maximum
// throughput, on PGlite and PostgreSQL, against the bare two-insert floor. Budget: p99 < 25 ms at 200 req/s.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createThrowawayPgDatabase } from '../src/server/test/harness.ts';
import type autocannon from 'autocannon';
import { fmt, load, median, paced, startTarget, type LoadResult, type PacedRequest } from './lib.ts';

// Under the 50 sign-ups per address per hour the server allows.
const USERS = 40;
// Ten sessions each, used in turn, so a session sees about as many turns as a real one (20-30)
// rather than hundreds.
const SESSIONS_PER_USER = 10;
const RATE_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const lines = [
  'Work has been really stressful lately and my manager keeps adding deadlines',
  'I have not been sleeping well, I lie awake going over everything',
  'I guess I feel like I always get things wrong',
  'Yeah I could try that',
  'My sister says I should just relax but it is not that easy',
];

async function prepareUsers(url: string) {
  const users: { cookie: string; sessionId: string }[] = [];
  for (let i = 0; i < USERS; i++) {
    const headers = { 'content-type': 'application/json', origin: url };
    const signup = await fetch(`${url}/api/auth/signup`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        email: `bench${i}.${randomBytes(3).toString('hex')}@example.com`,
        password: 'bench password 1',
        firstName: 'Bench',
        lastName: String(i),
      }),
    });
    if (!signup.ok) throw new Error(`bench sign-up failed: ${signup.status} ${await signup.text()}`);
    const cookie = signup.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    await fetch(`${url}/api/terms/accept`, {
      method: 'POST',
      headers: { ...headers, cookie },
      body: JSON.stringify({ trialType: 'voice' }),
    });
    for (let k = 0; k < SESSIONS_PER_USER; k++) {
      const session = await fetch(`${url}/api/sessions`, {
        method: 'POST',
        headers: { ...headers, cookie },
        body: '{}',
      });
      if (!session.ok) throw new Error(`bench session failed: ${session.status} ${await session.text()}`);
      const { id } = (await session.json()) as { id: string };
      users.push({ cookie, sessionId: id });
    }
  }
  return users;
}

function chatRequest(url: string, users: { cookie: string; sessionId: string }[]) {
  let i = 0;
  return (): PacedRequest => {
    const u = users[i % users.length]!;
    const message = lines[i++ % lines.length]!;
    return {
      method: 'POST',
      path: '/api/chat',
      headers: { 'content-type': 'application/json', origin: url, cookie: u.cookie },
      body: JSON.stringify({ sessionId: u.sessionId, message }),
    };
  };
}

function chatRequests(url: string, users: { cookie: string; sessionId: string }[]) {
  let i = 0;
  return {
    url,
    requests: [
      {
        method: 'POST' as const,
        path: '/api/chat',
        setupRequest: (req: autocannon.Request): autocannon.Request => {
          const u = users[i % users.length]!;
          const message = lines[i++ % lines.length]!;
          return {
            ...req,
            headers: { 'content-type': 'application/json', origin: url, cookie: u.cookie },
            body: JSON.stringify({ sessionId: u.sessionId, message }),
          };
        },
      },
    ],
  };
}

async function measure(kind: string, dbUrl: string) {
  const out: Record<string, { fixed: LoadResult; max: LoadResult }> = {};
  for (const target of ['floor', 'app'] as const) {
    // BENCH_PROFILE=file profiles the app (not the floor) from after the warm-up to the end.
    const profile = target === 'app' ? process.env.BENCH_PROFILE : undefined;
    const t = await startTarget({ BENCH_TARGET: target, BENCH_DB: dbUrl, BENCH_PROFILE: profile ?? '' });
    const users = target === 'app' ? await prepareUsers(t.url) : [];
    const opts: autocannon.Options =
      target === 'app'
        ? chatRequests(t.url, users)
        : {
            url: `${t.url}/floor`,
            method: 'POST' as const,
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ message: lines[0] }),
          };
    await load({ ...opts, duration: 3, connections: 10 }); // warm-up
    if (profile) t.startProfile();
    const floorRequest = (): PacedRequest => ({
      method: 'POST',
      path: '/floor',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message: lines[0] }),
    });
    const next = target === 'app' ? chatRequest(t.url, users) : floorRequest;
    const rounds: LoadResult[] = [];
    for (let r = 0; r < ROUNDS; r++) rounds.push(await paced(t.url, 200, RATE_SECONDS, next));
    const fixed: LoadResult = {
      rps: median(rounds.map((r) => r.rps)),
      p50: median(rounds.map((r) => r.p50)),
      p99: median(rounds.map((r) => r.p99)),
      errors: rounds.reduce((n, r) => n + r.errors, 0),
      non2xx: rounds.reduce((n, r) => n + r.non2xx, 0),
    };
    console.log(`  ${kind} ${target}: p99 per round ${rounds.map((r) => fmt(r.p99)).join(', ')} ms`);
    const max = await load({ ...opts, duration: 10, connections: 32 });
    out[target] = { fixed, max };
    await t.stop();
  }
  const { app, floor } = out as {
    app: { fixed: LoadResult; max: LoadResult };
    floor: { fixed: LoadResult; max: LoadResult };
  };
  console.log(
    `\n${kind}: POST /api/chat (embedded engine) vs bare two-insert floor; medians of ${ROUNDS} paced rounds of ${RATE_SECONDS} s`,
  );
  console.log('target   p50@200/s  p99@200/s  max req/s  errors (paced / max)');
  for (const [name, r] of [
    ['floor', floor],
    ['chat', app],
  ] as const) {
    console.log(
      `${name.padEnd(8)} ${fmt(r.fixed.p50).padStart(7)} ms ${fmt(r.fixed.p99).padStart(7)} ms ${fmt(r.max.rps, 0).padStart(9)}  ${r.fixed.errors + r.fixed.non2xx} / ${r.max.errors + r.max.non2xx}`,
    );
  }
  console.log(
    `ratio chat/floor: p99 ${fmt(app.fixed.p99 / Math.max(floor.fixed.p99, 0.01), 2)}x, throughput ${fmt(app.max.rps / floor.max.rps, 2)}x`,
  );
  console.log(`budget p99 < 25 ms at 200 req/s: ${app.fixed.p99 < 25 ? 'MET' : 'NOT MET'} (${fmt(app.fixed.p99)} ms)`);
}

export async function benchChat() {
  console.log(
    `load average before the chat bench: ${os
      .loadavg()
      .map((l) => fmt(l, 2))
      .join(' ')} on ${os.availableParallelism()} cores`,
  );
  // BENCH_CHAT_ONLY=pglite or =postgres measures one database (A/B runs of a change).
  const only = process.env.BENCH_CHAT_ONLY;
  if (only !== 'postgres') {
    // PGlite as the app runs it by default: a folder on disk (DATA_DIR/pglite), fresh for the bench.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'solace-bench-pglite-'));
    try {
      await measure('PGlite (on disk, the default)', dir);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    if (process.env.BENCH_PGLITE_MEMORY) await measure('PGlite (in memory)', 'memory://');
  }
  if (only === 'pglite') return;
  const pgUrl = process.env.TEST_DATABASE_URL ?? process.env.BENCH_DATABASE_URL;
  if (!pgUrl) {
    console.log('\nPostgreSQL: skipped (set TEST_DATABASE_URL to a server you may create databases on).');
    return;
  }
  const fresh = await createThrowawayPgDatabase(pgUrl, 'solace_bench');
  try {
    await measure('PostgreSQL', fresh.url);
  } finally {
    await fresh.drop();
  }
}
