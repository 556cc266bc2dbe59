import { describe, expect, it } from 'vitest';
import { LiveSockets, RESTARTING, type LiveSocket } from './live-sockets.ts';

function fakeSocket(settle: () => Promise<void> = async () => {}, owner = 'usr_someone') {
  const log: string[] = [];
  const socket: LiveSocket = {
    owner: () => owner,
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

  it('closes only the sockets of the owners named, at once, and waits until they have gone', async () => {
    const sockets = new LiveSockets();
    const mine = fakeSocket(undefined, 'usr_a');
    const mineToo = fakeSocket(undefined, 'anon_a');
    const theirs = fakeSocket(undefined, 'usr_b');
    const removeMine = sockets.add(mine.socket);
    const removeMineToo = sockets.add(mineToo.socket);
    sockets.add(theirs.socket);
    let done = false;
    const closing = sockets.closeOwners(['usr_a', 'anon_a'], 4401, 'Account deleted', 60_000).then((n) => {
      done = true;
      return n;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(mine.log).toEqual(['closed 4401 Account deleted']);
    expect(mineToo.log).toEqual(['closed 4401 Account deleted']);
    expect(theirs.log).toEqual([]);
    removeMine();
    await new Promise((resolve) => setImmediate(resolve));
    expect(done).toBe(false);
    removeMineToo();
    expect(await closing).toBe(2);
    expect(sockets.size).toBe(1);
  });

  it('stops waiting for a socket that never goes once the deadline passes', async () => {
    const sockets = new LiveSockets();
    const stuck = fakeSocket(undefined, 'usr_a');
    sockets.add(stuck.socket);
    expect(await sockets.closeOwners(['usr_a'], 4401, 'Account deleted', 1)).toBe(1);
    expect(await sockets.closeOwners(['usr_nobody'], 4401, 'Account deleted', 60_000)).toBe(0);
  });
});
