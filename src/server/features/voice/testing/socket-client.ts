import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import type { TestApp, TestClient } from '../../../test/harness.ts';

/** Starts the test app on a real port (once) and returns its ws:// base. */
export async function listen(t: TestApp): Promise<string> {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}

/** Anything that holds a browser's cookies: a TestClient, or a real HTTP client in a test. */
export type CookieJar = Pick<TestClient, 'cookie'>;

export function cookieHeader(client: CookieJar | null): string | undefined {
  if (!client) return undefined;
  const parts = ['solace_session', 'solace_anon'].flatMap((name) => {
    const value = client.cookie(name);
    return value ? [`${name}=${value}`] : [];
  });
  return parts.length ? parts.join('; ') : undefined;
}

export interface Closed {
  code: number;
  reason: string;
}

/** A browser-like socket: the client's cookies and a same-origin Origin unless told otherwise. */
export class SocketClient {
  readonly messages: Record<string, unknown>[] = [];
  readonly closed: Promise<Closed>;
  private waiters: (() => void)[] = [];
  private closedWith: Closed | undefined;

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data, isBinary) => {
      if (!isBinary) this.messages.push(JSON.parse(data.toString()) as Record<string, unknown>);
      this.waiters.splice(0).forEach((w) => w());
    });
    this.closed = new Promise((resolve) =>
      ws.once('close', (code, reason) => {
        this.closedWith = { code, reason: reason.toString() };
        resolve(this.closedWith);
      }),
    );
    ws.on('error', () => {});
  }

  static async open(
    base: string,
    path: string,
    client: CookieJar | null,
    options: { origin?: string } = {},
  ): Promise<SocketClient> {
    const headers: Record<string, string> = { origin: options.origin ?? base.replace(/^ws/, 'http') };
    const cookie = cookieHeader(client);
    if (cookie) headers.cookie = cookie;
    const ws = new WebSocket(`${base}${path}`, { headers, maxPayload: 64 * 1024 * 1024 });
    const socket = new SocketClient(ws);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    return socket;
  }

  sendJson(value: unknown): void {
    this.ws.send(JSON.stringify(value));
  }

  /** The first message (from `from` on) matching `match`; waits for it, up to `timeoutMs`. */
  async next(
    match: (m: Record<string, unknown>) => boolean,
    from = 0,
    timeoutMs = 15_000,
  ): Promise<Record<string, unknown>> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.messages.slice(from).find(match);
      if (found) return found;
      if (Date.now() > deadline) {
        const closed = this.closedWith ? ` (closed ${this.closedWith.code} ${this.closedWith.reason})` : '';
        throw new Error(`No matching message; got: ${JSON.stringify(this.messages.map((m) => m.type))}${closed}`);
      }
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
  }

  ofType(type: string): Record<string, unknown>[] {
    return this.messages.filter((m) => m.type === type);
  }

  close(): void {
    this.ws.close();
  }
}

export const byType = (type: string) => (m: Record<string, unknown>) => m.type === type;

/** Resolves once `check` holds (polling); fails naming `what` after `timeoutMs`. */
export async function eventually(
  check: () => Promise<boolean> | boolean,
  what: string,
  timeoutMs = 15_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
