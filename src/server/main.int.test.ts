import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'solace-main-'));

function startServer(env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  const url = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', () => {
      const m = /running at (http:\/\/\S+)/.exec(output);
      if (m) resolve(m[1]!);
    });
    child.on('exit', (code) => reject(new Error(`exited ${code}: ${output}`)));
  });
  url.catch(() => undefined); // a failed boot is asserted through the exit code instead
  return { child, url, output: () => output };
}

/** Every file and folder under `dir` (itself included) that group or other users could use. */
function notPrivate(dir: string): string[] {
  const loose = (fs.statSync(dir).mode & 0o077) === 0 ? [] : [dir];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (fs.lstatSync(file).mode & 0o077) loose.push(`${file} ${(fs.lstatSync(file).mode & 0o777).toString(8)}`);
  }
  return loose;
}

const keyWarning = 'DATA_ENCRYPTION_KEY is not set';

describe('server process', () => {
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('starts on embedded defaults, serves, and shuts down cleanly on SIGTERM', async () => {
    const server = startServer();
    const base = await server.url;
    const res = await fetch(`${base}/api/no-such-thing`);
    expect(res.status).toBe(404);
    expect(fs.existsSync(path.join(dataDir, 'encryption.key'))).toBe(true);
    server.child.kill('SIGTERM');
    const [code] = await once(server.child, 'exit');
    expect(code).toBe(0);
    // The database and the key are the owner's alone (0700 folders, 0600 files).
    expect(fs.readdirSync(path.join(dataDir, 'pglite')).length).toBeGreaterThan(10);
    expect(notPrivate(dataDir)).toEqual([]);
    expect(server.output()).not.toContain(keyWarning);
  }, 90_000);

  it('starts again on the same data folder after a clean stop, taking back access an older version gave away', async () => {
    fs.chmodSync(dataDir, 0o755);
    fs.chmodSync(path.join(dataDir, 'pglite', 'PG_VERSION'), 0o666);
    fs.chmodSync(path.join(dataDir, 'encryption.key'), 0o644);
    const server = startServer();
    await server.url;
    server.child.kill('SIGINT');
    const [code] = await once(server.child, 'exit');
    expect(code).toBe(0);
    expect(notPrivate(dataDir)).toEqual([]);
  }, 90_000);

  it('warns in production that a copy of the data folder carries the key', async () => {
    const server = startServer({ NODE_ENV: 'production' });
    await server.url;
    server.child.kill('SIGTERM');
    await once(server.child, 'exit');
    expect(server.output()).toContain(keyWarning);
  }, 90_000);

  it('refuses to boot with bad configuration and names every bad key', async () => {
    const server = startServer({ PORT: 'abc', LOG_LEVEL: 'loud' });
    const [code] = await once(server.child, 'exit');
    expect(code).toBe(1);
    expect(server.output()).toContain('PORT');
    expect(server.output()).toContain('LOG_LEVEL');
  });
});
