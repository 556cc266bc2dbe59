// Landing-page budget (DECISIONS §7): at most 150 KB of gzipped JavaScript before interaction,
// Lighthouse performance >= 95 and accessibility 100 in headless Chromium. Lighthouse runs on the
// production build served by the real server (embedded PGlite in a temp folder), with its default
// simulated throttling, on / signed out plus /terms (signed out) and /pricing (signed in, since it
// is a signed-in page), mobile and desktop, and the median of BENCH_ROUNDS runs is reported.
// Nothing is downloaded: Debian's Chromium is driven over its DevTools port.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse, { desktopConfig, type Config, type Flags, type Result } from 'lighthouse';
import { fmt, median, root } from './lib.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const JS_BUDGET_KB = 150;
const PERFORMANCE_BUDGET = 95;
const ACCESSIBILITY_BUDGET = 100;

interface Page {
  path: string;
  signedIn: boolean;
}
const pages: Page[] = [
  { path: '/', signedIn: false },
  { path: '/terms', signedIn: false },
  { path: '/pricing', signedIn: true },
];
const presets: { name: string; config?: Config }[] = [{ name: 'mobile' }, { name: 'desktop', config: desktopConfig }];

/** Newest modification time of any file under `p` (or of `p` itself). */
function newestMtime(p: string): number {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(p).map((name) => newestMtime(path.join(p, name))));
}

/** Builds the client as it ships (NODE_ENV=production, as e2e/global-setup.ts does) when dist is missing or older than its sources. */
function ensureBuild() {
  const built = path.join(root, 'dist/client/index.html');
  const sources = ['src/client', 'src/shared', 'vite.config.ts', 'package-lock.json'].map((p) =>
    newestMtime(path.join(root, p)),
  );
  if (fs.existsSync(built) && fs.statSync(built).mtimeMs >= Math.max(...sources)) return;
  console.log('building the client (dist is missing or stale)');
  const build = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) throw new Error('client build failed');
}

interface Child {
  child: ChildProcess;
  out: string;
}

/** Spawns a process and resolves with the first match of `pattern` in its output. */
function spawnAndWait(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  stream: 'stdout' | 'stderr',
  pattern: RegExp,
) {
  const proc: Child = { child: spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] }), out: '' };
  const match = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${command} did not start:\n${proc.out}`)), 60_000);
    proc.child[stream]!.on('data', (chunk: Buffer) => {
      proc.out += chunk.toString();
      const m = pattern.exec(proc.out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]!);
      }
    });
    proc.child.on('exit', (code) => reject(new Error(`${command} exited with ${code}:\n${proc.out}`)));
  });
  // Keep draining the other stream so a chatty process never blocks on a full pipe.
  proc.child[stream === 'stdout' ? 'stderr' : 'stdout']!.on('data', (chunk: Buffer) => {
    if (process.env.BENCH_DEBUG) process.stderr.write(chunk);
  });
  return { proc, match };
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/** A signed-up account's session cookie, for the signed-in page. */
async function signUp(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({
      email: `lighthouse.${randomBytes(3).toString('hex')}@example.com`,
      password: 'bench password 1',
      firstName: 'Light',
      lastName: 'House',
    }),
  });
  if (!res.ok) throw new Error(`bench sign-up failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** Gzipped size (default level, as a server or CDN would send it) of every script the page loaded. */
async function gzippedScripts(lhr: Result): Promise<{ kb: number; files: number }> {
  const details = lhr.audits['network-requests']?.details;
  const items = details?.type === 'table' ? (details.items as { url: string; resourceType?: string }[]) : [];
  const urls = [...new Set(items.filter((i) => i.resourceType === 'Script').map((i) => i.url))];
  let bytes = 0;
  for (const url of urls) bytes += gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer())).length;
  return { kb: bytes / 1024, files: urls.length };
}

interface Row {
  page: string;
  preset: string;
  performance: number;
  accessibility: number;
  metrics: Record<string, number>;
  jsKb: number;
  jsFiles: number;
  failingA11y: Map<string, string>;
  opportunities: Map<string, string>;
}

const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];
const metricLabel: Record<string, string> = {
  'first-contentful-paint': 'FCP',
  'largest-contentful-paint': 'LCP',
  'total-blocking-time': 'TBT',
  'cumulative-layout-shift': 'CLS',
  'speed-index': 'SI',
};

async function measurePage(
  port: number,
  baseUrl: string,
  page: Page,
  preset: (typeof presets)[number],
  cookie: string,
  reportDir: string,
): Promise<Row> {
  const flags: Flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    ...(page.signedIn ? { extraHeaders: { Cookie: cookie } } : {}),
  };
  const perf: number[] = [];
  const a11y: number[] = [];
  const metrics: Record<string, number[]> = Object.fromEntries(METRICS.map((m) => [m, []]));
  const failingA11y = new Map<string, string>();
  const opportunities = new Map<string, string>();
  let last: Result | undefined;
  for (let i = 0; i < ROUNDS; i++) {
    const result = await lighthouse(`${baseUrl}${page.path}`, flags, preset.config);
    if (!result) throw new Error('lighthouse returned no result');
    const lhr = result.lhr;
    if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    last = lhr;
    perf.push(Math.round((lhr.categories.performance?.score ?? 0) * 100));
    a11y.push(Math.round((lhr.categories.accessibility?.score ?? 0) * 100));
    for (const m of METRICS) metrics[m]!.push(lhr.audits[m]?.numericValue ?? NaN);
    for (const ref of lhr.categories.accessibility?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) failingA11y.set(ref.id, audit.title);
    }
    // Failed performance audits with estimated savings: what to fix when the score is short.
    for (const ref of lhr.categories.performance?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (
        audit &&
        audit.score !== null &&
        audit.score < 0.9 &&
        !METRICS.includes(ref.id) &&
        audit.scoreDisplayMode !== 'informative'
      ) {
        opportunities.set(ref.id, `${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
      }
    }
  }
  const file = path.join(reportDir, `${page.path.replace(/\W/g, '') || 'landing'}-${preset.name}.json`);
  fs.writeFileSync(file, JSON.stringify(last));
  const js = await gzippedScripts(last!);
  return {
    page: page.path,
    preset: preset.name,
    performance: median(perf),
    accessibility: median(a11y),
    metrics: Object.fromEntries(METRICS.map((m) => [m, median(metrics[m]!)])),
    jsKb: js.kb,
    jsFiles: js.files,
    failingA11y,
    opportunities,
  };
}

const verdict = (ok: boolean) => (ok ? 'MET' : 'NOT MET');

function print(row: Row) {
  const perfOk = row.performance >= PERFORMANCE_BUDGET;
  const a11yOk = row.accessibility >= ACCESSIBILITY_BUDGET;
  const jsOk = row.jsKb <= JS_BUDGET_KB;
  const m = row.metrics;
  console.log(
    `  ${row.page.padEnd(9)} ${row.preset.padEnd(8)} performance ${String(row.performance).padStart(3)} (>= ${PERFORMANCE_BUDGET}: ${verdict(perfOk)})` +
      `  accessibility ${String(row.accessibility).padStart(3)} (${ACCESSIBILITY_BUDGET}: ${verdict(a11yOk)})` +
      `  JS ${fmt(row.jsKb)} KB gzipped in ${row.jsFiles} files (<= ${JS_BUDGET_KB}: ${verdict(jsOk)})`,
  );
  console.log(
    `      median ${METRICS.map((k) => `${metricLabel[k]} ${k === 'cumulative-layout-shift' ? fmt(m[k]!, 3) : `${fmt(m[k]!, 0)} ms`}`).join(', ')}`,
  );
  if (!a11yOk) for (const [id, title] of row.failingA11y) console.log(`      accessibility failing: ${id}: ${title}`);
  if (!perfOk)
    for (const [id, title] of row.opportunities) console.log(`      performance audit failing: ${id}: ${title}`);
}

export async function benchLanding(): Promise<void> {
  console.log(`\nLanding page: Lighthouse ${ROUNDS} runs per page and preset, median; gzipped JS before interaction`);
  ensureBuild();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'solace-bench-landing-'));
  const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'solace-bench-chromium-'));
  const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'solace-lighthouse-'));
  const server = spawnAndWait(
    process.execPath,
    ['--import', 'tsx', 'src/server/main.ts'],
    {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEV_TOOLS: '0',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      RATE_LIMITS: 'off',
    },
    'stdout',
    /running at (http:\/\/\S+)/,
  );
  const chromium = spawnAndWait(
    CHROMIUM,
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-dev-shm-usage',
      '--no-first-run',
      '--remote-debugging-port=0',
      `--user-data-dir=${profileDir}`,
      'about:blank',
    ],
    process.env,
    'stderr',
    /DevTools listening on ws:\/\/[^:]+:(\d+)\//,
  );
  try {
    const [baseUrl, port] = await Promise.all([server.match, chromium.match]);
    const cookie = await signUp(baseUrl);
    const rows: Row[] = [];
    for (const page of pages) {
      for (const preset of presets) {
        const row = await measurePage(Number(port), baseUrl, page, preset, cookie, reportDir);
        rows.push(row);
        print(row);
      }
    }
    const landing = rows.filter((r) => r.page === '/');
    const met = landing.every(
      (r) => r.performance >= PERFORMANCE_BUDGET && r.accessibility >= ACCESSIBILITY_BUDGET && r.jsKb <= JS_BUDGET_KB,
    );
    console.log(
      `  landing-page budget (/, mobile and desktop): ${verdict(met)}  (last run's reports: ${reportDir}; load average ${os
        .loadavg()
        .map((l) => fmt(l, 2))
        .join(' ')})`,
    );
  } finally {
    await stop(chromium.proc.child);
    await stop(server.proc.child);
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(profileDir, { recursive: true, force: true });
  }
}
