import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startFakeChatServer, streamReply, completionReply } from './ai/therapist/testing/fake-chat-completions.ts';
import { eventually } from './features/voice/testing/socket-client.ts';
import { PUSH_TO_TALK_PATH, REALTIME_CALL_PATH } from '../shared/voice.ts';

const root = path.resolve(import.meta.dirname, '../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'solace-main-'));

function startServer(env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...env,
    },
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

/** A visitor who accepted the voice trial and started a voice session on the running server. */
async function voiceVisitor(base: string) {
  const accepted = await fetch(`${base}/api/terms/accept`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ trialType: 'voice' }),
  });
  expect(accepted.status).toBe(200);
  const cookie = accepted.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const started = await fetch(`${base}/api/voice-therapy/start`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: '{}',
  });
  expect(started.status).toBe(200);
  const { voiceSessionId } = (await started.json()) as { voiceSessionId: string };
  return { cookie, voiceSessionId };
}

/** A socket that records, in order, the messages it got and how it closed. */
async function openSocket(base: string, path: string, visitor: { cookie: string; voiceSessionId: string }) {
  const ws = new WebSocket(`${base.replace(/^http/, 'ws')}${path}?session=${visitor.voiceSessionId}`, {
    headers: { cookie: visitor.cookie, origin: base },
  });
  const events: Array<{ type: string; text?: string; code?: number; reason?: string }> = [];
  ws.on('message', (data) => events.push(JSON.parse(data.toString()) as { type: string }));
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.once('close', (code, reason) => {
      events.push({ type: 'closed', code, reason: reason.toString() });
      resolve({ code, reason: reason.toString() });
    }),
  );
  await once(ws, 'open');
  return { ws, events, closed };
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

  it('on SIGTERM lets a socket finish its turn, delivers the reply, then closes every socket with 1001 and a reason', async () => {
    // The therapist is a remote model that answers only when told to, so the turn is surely in flight at SIGTERM.
    const model = await startFakeChatServer();
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    model.handle(async (req, res) => {
      await answered;
      const reply = 'That sounds like a heavy day. What weighed on you most?';
      if (req.body.stream) streamReply(res, [reply]);
      else completionReply(res, reply);
    });
    const server = startServer({ AI_BASE_URL: model.baseUrl, AI_MODEL: 'fake-model', AI_TIMEOUT_MS: '120000' });
    try {
      const base = await server.url;
      const talking = await openSocket(base, PUSH_TO_TALK_PATH, await voiceVisitor(base));
      const idle = await openSocket(base, REALTIME_CALL_PATH, await voiceVisitor(base));
      await eventually(() => idle.events.some((e) => e.type === 'session.created'), 'the call to open');

      talking.ws.send(JSON.stringify({ type: 'text', text: 'Work was awful today and I feel flat.' }));
      await eventually(() => model.requests.length > 0, 'the turn to reach the model');
      server.child.kill('SIGTERM');
      // Shutdown has begun once new requests are refused.
      await eventually(
        async () => (await fetch(`${base}/api/config`).catch(() => null))?.status !== 200,
        'new requests to be refused',
      );
      expect(await idle.closed).toEqual({ code: 1001, reason: 'Server restarting; please reconnect' });

      answer();
      expect(await talking.closed).toEqual({ code: 1001, reason: 'Server restarting; please reconnect' });
      const types = talking.events.map((e) => e.type);
      expect(types.indexOf('ai_response')).toBeGreaterThanOrEqual(0);
      expect(types.indexOf('ai_response')).toBeLessThan(types.indexOf('closed'));
      expect(talking.events.find((e) => e.type === 'ai_response')?.text).toMatch(
        /^That sounds like a heavy day. What weighed on you most\?/,
      );
      const [code] = await once(server.child, 'exit');
      expect(code).toBe(0);
    } finally {
      server.child.kill('SIGKILL');
      await model.close();
    }
  }, 60_000);

  it('refuses to boot with bad configuration and names every bad key', async () => {
    const server = startServer({ PORT: 'abc', LOG_LEVEL: 'loud' });
    const [code] = await once(server.child, 'exit');
    expect(code).toBe(1);
    expect(server.output()).toContain('PORT');
    expect(server.output()).toContain('LOG_LEVEL');
  });
});
