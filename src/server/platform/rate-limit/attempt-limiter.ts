import { sha256 } from '../ids.ts';
import type { CounterStore } from './counter-store.ts';

export interface LimitResult {
  allowed: boolean;
  retryAfterSeconds: number;
}

/**
 * At most `max` attempts per subject per fixed window. An attempt is counted (reserved) before the
 * work it guards, atomically in the store, so parallel attempts cannot all slip under the limit.
 * Subjects (addresses, emails) are stored only hashed.
 */
export class AttemptLimiter {
  constructor(
    private readonly store: CounterStore,
    readonly name: string,
    readonly max: number,
    readonly windowMs: number,
  ) {}

  async reserve(subject: string): Promise<LimitResult> {
    const { count, resetInMs } = await this.store.increment(this.key(subject), this.windowMs);
    if (count <= this.max) return { allowed: true, retryAfterSeconds: 0 };
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(resetInMs / 1000)) };
  }

  /** Gives a reservation back (the attempt turned out not to count). */
  release(subject: string): Promise<void> {
    return this.store.decrement(this.key(subject));
  }

  reset(subject: string): Promise<void> {
    return this.store.delete(this.key(subject));
  }

  private key(subject: string): string {
    return `${this.name}:${sha256(subject).slice(0, 32)}`;
  }
}
