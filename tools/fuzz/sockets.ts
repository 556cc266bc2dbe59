import WebSocket from 'ws';
import type { Identity } from '../../src/server/test/fuzz/cases.ts';
import { REALTIME_CALL_PATH } from '../../src/shared/voice.ts';
import type { Send, WireEnv } from '../../src/server/test/fuzz/wire.ts';
import type { SocketCase, Step } from './socket-cases.ts';

export interface SocketResult {
  case: SocketCase;
  /** 'handshake 404', 'closed 1008', 'client closed', 'closed 1006' … */
  outcome: string;
  /** Something a client should never see: a 5xx handshake, close 1011, or the connection dropped without a close frame. */
  bad: boolean;
  detail: string;
}

interface SocketIds {
  self: string;
  ended: string;
}

const wait = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** A fresh live voice session and an ended one for each identity that can own one. */
export async function socketSessions(env: WireEnv, send: Send): Promise<Record<Identity, SocketIds>> {
  const post = async (identity: Identity, path: string, body: unknown) => {
    const headers: Record<string, string> = {
      host: env.host,
      origin: `http://${env.host}`,
      'content-type': 'application/json',
    };
    if (env.cookies[identity]) headers.cookie = env.cookies[identity]!;
    const res = await send({
      method: 'POST',
      path,
      headers,
      body: Buffer.from(JSON.stringify(body)),
      from: '127.0.3.1',
    });
    if (res.status !== 200)
      throw new Error(`fuzz setup: POST ${path} as ${identity} answered ${res.status}: ${res.body.slice(0, 200)}`);
    return JSON.parse(res.body) as { voiceSessionId: string };
  };
  const out = { none: { self: env.ids.none.voice, ended: env.ids.none.voice } } as Record<Identity, SocketIds>;
  for (const who of ['anon', 'user'] as const) {
    const ended = (await post(who, '/api/voice-therapy/start', {})).voiceSessionId;
    await post(who, '/api/voice-therapy/end', { voiceSessionId: ended, sessionDuration: 1 });
    out[who] = { self: (await post(who, '/api/voice-therapy/start', {})).voiceSessionId, ended };
  }
  return out;
}

export function socketUrl(port: number, c: SocketCase, env: WireEnv, ids: Record<Identity, SocketIds>): string {
  const other: Identity = c.identity === 'user' ? 'anon' : 'user';
  const value = c.session
    ?.replace(/^(self|other|ended)\b/, (w) =>
      w === 'other' ? ids[other].self : ids[c.identity][w as 'self' | 'ended'],
    )
    .replace(/=other$/, `=${ids[other].self}`);
  return `ws://127.0.0.1:${port}${c.path}${value === undefined ? '' : `?session=${value}`}`;
}

function sendStep(ws: WebSocket, step: Step): Promise<void> | void {
  if ('text' in step) return ws.send(step.text);
  if ('binary' in step) return ws.send(step.binary, { binary: true });
  if ('badText' in step) return ws.send(step.badText, { binary: false });
  if ('close' in step) return ws.close(step.close, step.reason);
  if ('terminate' in step) return ws.terminate();
  return wait(step.pause);
}

/** Opens one socket, plays its steps, and reports how the server ended it. */
export async function runSocketCase(
  port: number,
  c: SocketCase,
  env: WireEnv,
  ids: Record<Identity, SocketIds>,
): Promise<SocketResult> {
  const headers: Record<string, string> = { origin: `http://${env.host}` };
  if (env.cookies[c.identity]) headers.cookie = env.cookies[c.identity]!;
  for (const [k, v] of Object.entries(c.headers ?? {})) {
    if (v === null) delete headers[k];
    else headers[k] = v;
  }
  const url = socketUrl(port, c, env, ids);
  let ws: WebSocket;
  try {
    ws = new WebSocket(url, { headers, maxPayload: 64 * 1024 * 1024, localAddress: '127.0.3.2' });
  } catch (error) {
    return { case: c, outcome: 'refused by the client library', bad: false, detail: String(error) };
  }
  const messages: string[] = [];
  let handshake: number | undefined;
  let closed: { code: number; reason: string } | undefined;
  let weClosed = false;
  const settled = new Promise<void>((resolve) => {
    ws.on('unexpected-response', (_req, res) => {
      handshake = res.statusCode;
      res.resume();
      resolve();
    });
    ws.on('close', (code, reason) => {
      closed = { code, reason: reason.toString() };
      resolve();
    });
    ws.on('error', () => resolve());
  });
  ws.on('message', (data, isBinary) =>
    messages.push(isBinary ? `<${(data as Buffer).length} bytes>` : data.toString().slice(0, 200)),
  );
  const opened = await Promise.race([
    new Promise<boolean>((r) => ws.once('open', () => r(true))),
    settled.then(() => false),
    wait(10_000).then(() => false),
  ]);
  if (opened) {
    // The call greets with session.created once admitted; push-to-talk says nothing until spoken to.
    if (!c.early && c.path === REALTIME_CALL_PATH)
      await Promise.race([new Promise((r) => ws.once('message', r)), settled, wait(3_000)]);
    for (const step of c.steps) {
      if (closed || ws.readyState !== WebSocket.OPEN) break;
      if ('close' in step || 'terminate' in step) weClosed = true;
      await sendStep(ws, step);
    }
    // Let the server answer, then leave politely if it has not closed.
    let seen = -1;
    for (let i = 0; i < 20 && !closed && seen !== messages.length; i++) {
      seen = messages.length;
      await Promise.race([settled, wait(150)]);
    }
    if (!closed && ws.readyState === WebSocket.OPEN) {
      weClosed = true;
      ws.close(1000);
    }
    await Promise.race([settled, wait(5_000)]);
  }
  if (!closed && ws.readyState !== WebSocket.CLOSED) ws.terminate();
  const errors = messages
    .filter((m) => m.includes('"error"'))
    .slice(0, 2)
    .join(' | ');
  if (handshake !== undefined) return { case: c, outcome: `handshake ${handshake}`, bad: handshake >= 500, detail: '' };
  if (!closed) return { case: c, outcome: opened ? 'no close seen' : 'never opened', bad: !weClosed, detail: errors };
  const byServer = !weClosed;
  const outcome = byServer ? `closed ${closed.code}` : 'client closed';
  const bad = closed.code === 1011 || (byServer && closed.code === 1006);
  return { case: c, outcome, bad, detail: `${closed.reason} ${errors}`.trim() };
}

/** Runs the cases in lanes (one per identity and path, so a person's one live call is not fought over), lanes at once. */
export async function runSocketCases(
  port: number,
  cases: SocketCase[],
  env: WireEnv,
  ids: Record<Identity, SocketIds>,
  deadline: number,
) {
  const lanes = new Map<string, SocketCase[]>();
  for (const c of cases) lanes.set(`${c.identity} ${c.path}`, [...(lanes.get(`${c.identity} ${c.path}`) ?? []), c]);
  const results: SocketResult[] = [];
  await Promise.all(
    [...lanes.values()].map(async (lane) => {
      for (const c of lane) {
        if (Date.now() > deadline) return;
        results.push(await runSocketCase(port, c, env, ids));
      }
    }),
  );
  return results;
}
