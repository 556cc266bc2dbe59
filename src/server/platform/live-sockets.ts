import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { voiceCloseCodes } from '../../shared/voice.ts';

export const RESTARTING = 'Server restarting; please reconnect';

/** A socket that shutdown should end well rather than drop. */
export interface LiveSocket {
  /** Stops taking new work; resolves once the work in flight (a turn, its reply) has been sent. */
  settle(): Promise<void>;
  close(code: number, reason: string): void;
}

/**
 * The open sockets of this instance. On shutdown each finishes its turn in flight, so a reply
 * that was stored is also delivered, then closes with 1001 and a reason the client acts on.
 */
export class LiveSockets {
  private readonly live = new Set<LiveSocket>();
  private draining = false;

  /** Registers a socket until the returned function is called; one opened during shutdown closes at once. */
  add(socket: LiveSocket): () => void {
    if (this.draining) {
      socket.close(voiceCloseCodes.goingAway, RESTARTING);
      return () => {};
    }
    this.live.add(socket);
    return () => this.live.delete(socket);
  }

  get size(): number {
    return this.live.size;
  }

  /** Lets every socket settle, waiting at most `deadlineMs`, then closes each with 1001. */
  async drain(deadlineMs: number): Promise<void> {
    this.draining = true;
    const deadline = sleep(deadlineMs, undefined, { ref: false });
    await Promise.all(
      [...this.live].map(async (socket) => {
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
