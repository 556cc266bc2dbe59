/** A fixed window's count after an increment, and how long until the window closes. */
export interface WindowCount {
  count: number;
  resetInMs: number;
}

/**
 * Counters in fixed windows, shared by whatever reads the same store: one process (memory) or every
 * instance (Redis). `increment` is atomic, so parallel requests never both see the same count.
 */
export interface CounterStore {
  increment(key: string, windowMs: number): Promise<WindowCount>;
  /** Gives one back within the current window; never below zero, never opens a window. */
  decrement(key: string): Promise<void>;
  delete(key: string): Promise<void>;
}

export class MemoryCounterStore implements CounterStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private nextSweep = 0;

  constructor(private readonly clock: () => number = Date.now) {}

  async increment(key: string, windowMs: number): Promise<WindowCount> {
    const now = this.clock();
    this.sweep(now);
    let entry = this.windows.get(key);
    if (!entry || entry.resetAt <= now) {
      entry = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, entry);
    }
    entry.count += 1;
    return { count: entry.count, resetInMs: entry.resetAt - now };
  }

  async decrement(key: string): Promise<void> {
    const entry = this.windows.get(key);
    if (entry && entry.resetAt > this.clock() && entry.count > 0) entry.count -= 1;
  }

  async delete(key: string): Promise<void> {
    this.windows.delete(key);
  }

  // Expired windows go at most once a minute, so memory tracks the keys seen lately.
  private sweep(now: number) {
    if (now < this.nextSweep) return;
    this.nextSweep = now + 60_000;
    for (const [key, entry] of this.windows) if (entry.resetAt <= now) this.windows.delete(key);
  }
}
