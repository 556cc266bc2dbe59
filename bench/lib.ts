import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import path from 'node:path';
import autocannon from 'autocannon';

export const root = path.resolve(import.meta.dirname, '..');

export interface Target {
  url: string;
  /** Starts the target's CPU profile when it runs with BENCH_PROFILE (target-server.ts). */
  startProfile(): void;
  stop(): Promise<void>;
}

/** Starts bench/target-server.ts in a child process and waits for its port. */
export async function startTarget(env: Record<string, string>): Promise<Target> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'bench/target-server.ts'], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (c: Buffer) => {
      out += c.toString();
      const m = /READY (\d+)/.exec(out);
      if (m) resolve(m[1]!);
    });
    child.on('exit', (code) => reject(new Error(`target exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    startProfile: () => void child.kill('SIGUSR2'),
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

export async function load(options: autocannon.Options): Promise<LoadResult> {
  const result = await autocannon({ ...options });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

export interface PacedRequest {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/**
 * Open-loop load at a steady rate: one request every 1000/rate ms whether or not earlier ones have
 * answered, as independent people would send them. Latency is counted from when a request was due,
 * not when it was sent, so a stalled server cannot hide its queue (no coordinated omission).
 *
 * autocannon's `overallRate` is not used for this: it sends each second's quota back to back at the
 * start of the second and then idles, which measures a burst of concurrent requests, and it corrects
 * with an expected interval of 1 ms, which inflates the tail further.
 */
export async function paced(url: string, rate: number, seconds: number, next: () => PacedRequest): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const { hostname, port } = new URL(url);
  const latencies: number[] = [];
  let errors = 0;
  let non2xx = 0;
  const total = Math.round(rate * seconds);
  const interval = 1000 / rate;
  const start = performance.now();
  const inflight: Promise<void>[] = [];

  const send = (due: number) =>
    new Promise<void>((resolve) => {
      const r = next();
      const req = http.request({ agent, hostname, port, method: r.method, path: r.path, headers: r.headers }, (res) => {
        res.resume();
        res.on('end', () => {
          latencies.push(performance.now() - due);
          if (res.statusCode! < 200 || res.statusCode! >= 300) {
            if (!non2xx++ && process.env.BENCH_DEBUG) console.warn(`first non-2xx: ${res.statusCode}`);
          }
          resolve();
        });
      });
      req.on('error', (error) => {
        if (!errors++ && process.env.BENCH_DEBUG) console.warn(`first error: ${error.message}`);
        resolve();
      });
      req.end(r.body);
    });

  for (let i = 0; i < total; i++) {
    const due = start + i * interval;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((res) => setTimeout(res, wait));
    inflight.push(send(due));
  }
  await Promise.all(inflight);
  agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;
  return { rps: latencies.length / ((performance.now() - start) / 1000), p50: at(0.5), p99: at(0.99), errors, non2xx };
}

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

export const fmt = (n: number, digits = 1) => n.toFixed(digits);
