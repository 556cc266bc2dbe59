import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import WebSocket from 'ws';
import { root } from './lib.ts';

export interface TargetLoad {
  p50: number;
  p99: number;
  max: number;
  /** CPU time over wall time: 1 is one core busy all the time. */
  cpu: number;
}

/** The app in its own process (see voice-target.ts), so the simulated callers never share its event loop. */
export interface VoiceTarget {
  http: string;
  ws: string;
  /** The target's event-loop delay (ms) and its CPU use (share of one core) since the last call. */
  lag(): Promise<TargetLoad>;
  stop(): Promise<void>;
}

export async function startVoiceTarget(env: Record<string, string>): Promise<VoiceTarget> {
  const child: ChildProcess = fork(path.join(root, 'bench/voice-target.ts'), [], {
    cwd: root,
    env: { ...process.env, ...env },
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (m: { ready?: number }) =>
      m.ready ? resolve(m.ready) : reject(new Error('target did not start')),
    );
    child.once('exit', (code) => reject(new Error(`voice target exited with ${code}`)));
  });
  return {
    http: `http://127.0.0.1:${port}`,
    ws: `ws://127.0.0.1:${port}`,
    lag: () =>
      new Promise((resolve) => {
        child.once('message', (m: { lag: TargetLoad }) => resolve(m.lag));
        child.send('lag');
      }),
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** An anonymous visitor with an accepted trial and a started voice session: its cookie and session id. */
export async function newCaller(http: string): Promise<{ cookie: string; sessionId: string }> {
  const headers = { 'content-type': 'application/json', origin: http };
  const terms = await fetch(`${http}/api/terms/accept`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ trialType: 'voice' }),
  });
  const cookie = terms.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const start = await fetch(`${http}/api/voice-therapy/start`, {
    method: 'POST',
    headers: { ...headers, cookie },
    body: '{}',
  });
  if (!start.ok) throw new Error(`start failed: ${start.status} ${await start.text()}`);
  return { cookie, sessionId: ((await start.json()) as { voiceSessionId: string }).voiceSessionId };
}

export async function openCall(target: VoiceTarget, caller: { cookie: string; sessionId: string }): Promise<WebSocket> {
  const ws = new WebSocket(`${target.ws}/ws/realtime?session=${caller.sessionId}`, {
    headers: { cookie: caller.cookie, origin: target.http },
  });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  return ws;
}

/**
 * A call once the server says it is ready (session.created: lease, meter and pipeline open), and how
 * long that took. Audio sent earlier waits in the call's queue, which is set-up time, not relay time.
 */
export async function openReadyCall(
  target: VoiceTarget,
  caller: { cookie: string; sessionId: string },
): Promise<{ ws: WebSocket; setupMs: number }> {
  const started = performance.now();
  const ws = await openCall(target, caller);
  await new Promise<void>((resolve) => {
    const onMessage = (data: WebSocket.RawData) => {
      if (!data.toString().includes('"type":"session.created"')) return;
      ws.off('message', onMessage);
      resolve();
    };
    ws.on('message', onMessage);
  });
  return { ws, setupMs: performance.now() - started };
}

export function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

export const sortNumbers = (xs: number[]) => [...xs].sort((a, b) => a - b);
export const pct = (share: number) => `${Math.round(share * 100)}%`;
export const ms = (n: number) => (Number.isFinite(n) ? `${n.toFixed(1)} ms` : 'n/a');
export const sleep = (msec: number) => new Promise((r) => setTimeout(r, msec));
