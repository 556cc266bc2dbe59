export interface LiveCall {
  /** Ends the call from outside (another call of the same owner took over). */
  replace(): void;
}

/**
 * At most one live hands-free call per owner on this instance. A call lives on the instance that
 * accepted it (DECISIONS §6); across instances, the minute ledger's one-live-meter rule still holds.
 */
export class CallRegistry {
  private readonly calls = new Map<string, LiveCall>();

  /** Registers a call, replacing (and ending) the owner's previous one. Returns the release function. */
  claim(ownerId: string, call: LiveCall): () => void {
    const previous = this.calls.get(ownerId);
    this.calls.set(ownerId, call);
    if (previous && previous !== call) previous.replace();
    return () => {
      if (this.calls.get(ownerId) === call) this.calls.delete(ownerId);
    };
  }

  get size(): number {
    return this.calls.size;
  }
}
