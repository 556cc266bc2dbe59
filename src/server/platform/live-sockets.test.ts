import { describe, expect, it } from 'vitest';
import { LiveSockets, RESTARTING, type LiveSocket } from './live-sockets.ts';

function fakeSocket(settle: () => Promise<void> = async () => {}) {
  const log: string[] = [];
  const socket: LiveSocket = {
    settle: async () => {
      log.push('settling');
      await settle();
      log.push('settled');
    },
    close: (code, reason) => log.push(`closed ${code} ${reason}`),
  };
  return { socket, log };
}

describe('LiveSockets', () => {
  it('closes each socket with 1001 only after its work in flight settled', async () => {
    const sockets = new LiveSockets();
    let finish!: () => void;
    const busy = fakeSocket(() => new Promise((resolve) => (finish = resolve)));
    const idle = fakeSocket();
    sockets.add(busy.socket);
    sockets.add(idle.socket);
    const drained = sockets.drain(60_000);
    await new Promise((resolve) => setImmediate(resolve));
    expect(idle.log).toEqual(['settling', 'settled', `closed 1001 ${RESTARTING}`]);
    expect(busy.log).toEqual(['settling']);
    finish();
    await drained;
    expect(busy.log).toEqual(['settling', 'settled', `closed 1001 ${RESTARTING}`]);
  });

  it('closes a socket that never settles once the deadline passes', async () => {
    const sockets = new LiveSockets();
    const stuck = fakeSocket(() => new Promise(() => {}));
    sockets.add(stuck.socket);
    await sockets.drain(1);
    expect(stuck.log).toEqual(['settling', `closed 1001 ${RESTARTING}`]);
  });

  it('closes a socket that arrives during shutdown at once, and forgets removed ones', async () => {
    const sockets = new LiveSockets();
    const gone = fakeSocket();
    sockets.add(gone.socket)();
    expect(sockets.size).toBe(0);
    await sockets.drain(60_000);
    expect(gone.log).toEqual([]);
    const late = fakeSocket();
    sockets.add(late.socket);
    expect(late.log).toEqual([`closed 1001 ${RESTARTING}`]);
    expect(sockets.size).toBe(0);
  });

  it('closes a socket whose settling failed', async () => {
    const sockets = new LiveSockets();
    const broken = fakeSocket(() => Promise.reject(new Error('turn failed')));
    sockets.add(broken.socket);
    await sockets.drain(60_000);
    expect(broken.log).toEqual(['settling', `closed 1001 ${RESTARTING}`]);
  });
});
