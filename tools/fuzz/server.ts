import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FuzzRoute } from '../../src/server/test/fuzz/route-tap.ts';

export interface ServerLogError {
  at: number;
  msg: string;
  err?: { type?: string; message?: string; stack?: string };
  line: string;
}

export interface FuzzServer {
  port: number;
  routes: FuzzRoute[];
  child: ChildProcess;
  /** Error-level log lines the server wrote, in order. */
  errors: ServerLogError[];
  alive(): boolean;
  stop(): Promise<number | null>;
}

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

/**
 * Starts the real server (src/server/main.ts, configured from its environment) on 127.0.0.1 and a
 * free port, with the route tap preloaded. General rate limits are off so they do not hide answers.
 */
export async function startServer(databaseUrl: string | undefined): Promise<FuzzServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'solace-fuzz-'));
  const routesFile = path.join(dataDir, 'routes.json');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    DEV_TOOLS: '1',
    LOG_LEVEL: 'warn',
    RATE_LIMITS: 'off',
    FUZZ_ROUTES_FILE: routesFile,
  };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'tools/fuzz/serve.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const errors: ServerLogError[] = [];
  let output = '';
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output.slice(-2000)}`)), 120_000);
    const onLine = (line: string) => {
      const started = /running at http:\/\/[^:]+:(\d+)/.exec(line);
      if (started) {
        clearTimeout(timer);
        resolve(Number(started[1]));
      }
      if (!line.startsWith('{')) return;
      try {
        const entry = JSON.parse(line) as { level?: number; msg?: string; err?: ServerLogError['err'] };
        if ((entry.level ?? 0) >= 50) errors.push({ at: Date.now(), msg: entry.msg ?? '', err: entry.err, line });
      } catch {
        /* not a log line */
      }
    };
    for (const stream of [child.stdout!, child.stderr!]) {
      let buffered = '';
      stream.on('data', (chunk: Buffer) => {
        output = (output + chunk.toString()).slice(-20_000);
        buffered += chunk.toString();
        const lines = buffered.split('\n');
        buffered = lines.pop()!;
        lines.forEach(onLine);
      });
    }
    child.once('exit', (code) =>
      reject(new Error(`server exited (${code}) before it started:\n${output.slice(-2000)}`)),
    );
  });
  const routes = JSON.parse(fs.readFileSync(routesFile, 'utf8')) as FuzzRoute[];
  return {
    port,
    routes,
    child,
    errors,
    alive: () => child.exitCode === null && child.signalCode === null,
    async stop() {
      if (child.exitCode !== null) return child.exitCode;
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      child.kill('SIGTERM');
      const code = await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}
