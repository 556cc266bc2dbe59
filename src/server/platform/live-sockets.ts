import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { voiceCloseCodes } from '../../shared/voice.ts';

export const RESTARTING = 'Server restarting; please reconnect';

/** A socket that shutdown should end well rather than drop. */
export interface LiveSocket {
  /** Stops taking new work; resolves once the work in flight (a turn, its reply) has been sent. */
  settle(): Promise<void>;
  close(code: number, reason: string): void;
  /** Whose socket it is now (an anonymous visitor's session moves to the account they sign in to). */
  owner(): string;
}

/**
 * The open sockets of this instance. On shutdown each finishes its turn in flight, so a reply
 * that was stored is also delivered, then closes with 1001 and a reason the client acts on.
 */
export class LiveSockets {
  /** Each open socket, and how to tell that it has gone (its owner unregistered it on close). */
  private readonly live = new Map<LiveSocket, { gone: Promise<void>; resolve: () => void }>();
  private draining = false;

  /** Registers a socket until the returned function is called; one opened during shutdown closes at once. */
  add(socket: LiveSocket): () => void {
    if (this.draining) {
      socket.close(voiceCloseCodes.goingAway, RESTARTING);
      return () => {};
    }
    let resolve!: () => void;
    const gone = new Promise<void>((r) => (resolve = r));
    this.live.set(socket, { gone, resolve });
    return () => {
      this.live.delete(socket);
      resolve();
    };
  }

  get size(): number {
    return this.live.size;
  }

  /**
   * Closes at once every socket of these owners (an account being deleted: the turn in flight is
   * not worth finishing) and waits, at most `deadlineMs`, until each has closed. Returns how many.
   */
  async closeOwners(ownerIds: readonly string[], code: number, reason: string, deadlineMs: number): Promise<number> {
    const owners = new Set(ownerIds);
    const closing = [...this.live].filter(([socket]) => owners.has(socket.owner()));
    for (const [socket] of closing) socket.close(code, reason);
    const deadline = sleep(deadlineMs, undefined, { ref: false });
    await Promise.race([Promise.all(closing.map(([, entry]) => entry.gone)), deadline]);
    return closing.length;
  }

  /** Lets every socket settle, waiting at most `deadlineMs`, then closes each with 1001. */
  async drain(deadlineMs: number): Promise<void> {
    this.draining = true;
    const deadline = sleep(deadlineMs, undefined, { ref: false });
    await Promise.all(
      [...this.live.keys()].map(async (socket) => {
        await Promise.race([socket.settle().catch(() => undefined), deadline]);
        socket.close(voiceCloseCodes.goingAway, RESTARTING);
      }),
    );
  }
}

/**
 * Replaces @fastify/websocket's preClose, which closes every socket at once without a code (the
 * browser sees 1005) and cuts off replies in flight. Runs after Fastify stopped routing (new
 * requests and upgrades get 503) and before the listener and the database close.
 */
export function drainWebSockets(sockets: LiveSockets, deadlineMs: number) {
  return async function (this: FastifyInstance): Promise<void> {
    await sockets.drain(deadlineMs);
    // Sockets no feature registered (still being admitted, or on a path without a handler).
    for (const client of this.websocketServer.clients) {
      client.close(voiceCloseCodes.goingAway, RESTARTING);
      // A peer that never answers the close handshake must not hold the listener open.
      setTimeout(() => client.terminate(), 5_000).unref();
    }
    this.websocketServer.close();
  };
}
