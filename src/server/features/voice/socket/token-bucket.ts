/** A token bucket: `capacity` messages at once, refilled at `perSecond`. Per socket, in memory. */
export class TokenBucket {
  private tokens: number;
  private last: number;

  constructor(
    readonly capacity: number,
    readonly perSecond: number,
    private readonly clock: () => number = Date.now,
  ) {
    this.tokens = capacity;
    this.last = clock();
  }

  take(count = 1): boolean {
    const now = this.clock();
    this.tokens = Math.min(this.capacity, this.tokens + ((now - this.last) / 1000) * this.perSecond);
    this.last = now;
    if (this.tokens < count) return false;
    this.tokens -= count;
    return true;
  }
}
