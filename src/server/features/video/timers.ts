/**
 * Ends each conversation at its time limit on this instance. Tavus enforces max_call_duration too,
 * and any heartbeat or cleanup past the limit ends it, so a restarted instance loses nothing.
 */
export class ConversationTimers {
  private readonly timers = new Map<string, NodeJS.Timeout>();

  constructor(private readonly onError: (err: unknown) => void) {}

  schedule(id: string, ms: number, run: () => Promise<void>): void {
    this.cancel(id);
    const timer = setTimeout(() => {
      this.timers.delete(id);
      run().catch(this.onError);
    }, ms);
    timer.unref();
    this.timers.set(id, timer);
  }

  cancel(id: string): void {
    clearTimeout(this.timers.get(id));
    this.timers.delete(id);
  }

  clear(): void {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }
}
