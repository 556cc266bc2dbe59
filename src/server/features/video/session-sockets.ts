/**
 * The live sockets carrying each local avatar session on this instance. Ending a conversation
 * (the person, cleanup, the time limit) closes them at once instead of at their next meter tick;
 * a socket on another instance still closes at its next tick, when the meter says the session ended.
 */
export class VideoSessionSockets {
  private readonly closers = new Map<string, Set<() => void>>();

  /** Registers a socket's close function for a session; returns the function that unregisters it. */
  add(sessionId: string, close: () => void): () => void {
    const set = this.closers.get(sessionId) ?? new Set();
    set.add(close);
    this.closers.set(sessionId, set);
    return () => {
      set.delete(close);
      if (set.size === 0 && this.closers.get(sessionId) === set) this.closers.delete(sessionId);
    };
  }

  /** Closes every socket of the session (each close unregisters itself through the socket's own close). */
  closeAll(sessionId: string): void {
    const set = this.closers.get(sessionId);
    if (!set) return;
    this.closers.delete(sessionId);
    for (const close of set) close();
  }
}
