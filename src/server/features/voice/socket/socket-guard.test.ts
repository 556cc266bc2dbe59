import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { SocketGuard, limitIncomingMessageSize } from './socket-guard.ts';

let wss: WebSocketServer | undefined;
afterEach(async () => {
  for (const c of wss?.clients ?? []) c.terminate();
  await new Promise<void>((resolve) => (wss ? wss.close(() => resolve()) : resolve()));
  wss = undefined;
});

/** A real socket pair; `onServer` gets the server side as soon as it connects. */
async function pair(onServer: (socket: WebSocket) => void) {
  wss = new WebSocketServer({ port: 0, host: '127.0.0.1', maxPayload: 5 * 1024 * 1024 });
  wss.on('connection', onServer);
  await new Promise<void>((resolve) => wss!.once('listening', () => resolve()));
  const client = new WebSocket(`ws://127.0.0.1:${(wss.address() as AddressInfo).port}`);
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    client.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  client.on('error', () => {});
  await new Promise<void>((resolve) => client.once('open', () => resolve()));
  return { client, closed };
}

describe('SocketGuard', () => {
  it('lowers the shared ws size limit for one socket, so ws refuses larger frames before they arrive', async () => {
    const received: number[] = [];
    const { client, closed } = await pair((socket) => {
      socket.on('error', () => {});
      limitIncomingMessageSize(socket, 1000);
      socket.on('message', (data: Buffer) => received.push(data.length));
    });
    client.send(Buffer.alloc(900));
    client.send(Buffer.alloc(2000));
    expect((await closed).code).toBe(1009);
    expect(received).toEqual([900]);
  });

  it('closes an idle socket with 1000 idle', async () => {
    const { closed } = await pair((socket) => {
      new SocketGuard(socket, { limits: {}, maxMessageBytes: 1000, idleMs: 50 });
    });
    expect(await closed).toEqual({ code: 1000, reason: 'idle' });
  });

  it('refuses messages over the rate and closes 1008 once refusals keep coming', async () => {
    const verdicts: boolean[] = [];
    let onClosed = 0;
    const { client, closed } = await pair((socket) => {
      const guard = new SocketGuard(socket, {
        limits: { audio: { burst: 2, perSecond: 0.001 } },
        maxMessageBytes: 1000,
        idleMs: 60_000,
        strikes: { burst: 3, perSecond: 0.001 },
        onClose: () => onClosed++,
      });
      socket.on('message', () => verdicts.push(guard.allow('audio')));
    });
    for (let i = 0; i < 8; i++) client.send('x');
    const result = await closed;
    expect(result.code).toBe(1008);
    expect(result.reason).toMatch(/Too many messages/);
    expect(verdicts.slice(0, 5)).toEqual([true, true, false, false, false]);
    expect(onClosed).toBe(1);
  });
});
