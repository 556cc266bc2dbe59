import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The server's DATA_DIR: tests read the password reset outbox there. */
    dataDir: string;
  }
}

let server: ChildProcess | undefined;
let dataDir = '';

/** Builds the client and starts the real server (embedded PGlite in a temp folder) on a free port. */
export async function setup(project: TestProject) {
  const root = path.resolve(import.meta.dirname, '..');
  // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build: test what ships.
  const build = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) throw new Error('client build failed');
  // RATE_LIMITS=off: the suite is dozens of people from one address within minutes, a load test's
  // traffic; the limits themselves are tested in the integration tests (platform/rate-limit).
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'solace-e2e-'));
  server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEV_TOOLS: '1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      RATE_LIMITS: 'off',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const baseUrl = await new Promise<string>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 60_000);
    server!.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /running at (http:\/\/[^\s]+)/.exec(out);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    });
    server!.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${out}`)));
  });
  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);
}

export async function teardown() {
  if (server && server.exitCode === null) {
    const exited = new Promise((r) => server!.once('exit', r));
    server.kill('SIGTERM');
    await exited;
  }
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}
