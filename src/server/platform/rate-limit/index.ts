import { Redis } from 'ioredis';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { normalizeIP } from '@fastify/rate-limit';
import type { Config } from '../../config.ts';
import { tooManyRequests } from '../errors.ts';
import { AttemptLimiter, type LimitResult } from './attempt-limiter.ts';
import { MemoryCounterStore, type CounterStore } from './counter-store.ts';
import { RedisCounterStore } from './redis-counter-store.ts';

export { AttemptLimiter, type LimitResult } from './attempt-limiter.ts';

/** Where every limit counts: in this process, or in Redis so that all instances share the counts. */
export interface RateLimits {
  store: CounterStore;
  redis: Redis | null;
  /** Prefix of every key this app writes to Redis. */
  prefix: string;
  /** False with RATE_LIMITS=off: per-route limits and budgets stop; the sign-in guess limit never does. */
  general: boolean;
  close(): Promise<void>;
}

type LimitConfig = Pick<Config, 'REDIS_URL' | 'REDIS_KEY_PREFIX' | 'RATE_LIMITS'>;

export async function openRateLimits(config: LimitConfig, log: FastifyBaseLogger): Promise<RateLimits> {
  const general = config.RATE_LIMITS === 'on';
  const prefix = config.REDIS_KEY_PREFIX;
  if (!config.REDIS_URL)
    return { store: new MemoryCounterStore(), redis: null, prefix, general, close: async () => {} };
  const redis = new Redis(config.REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 2, connectTimeout: 5_000 });
  redis.on('error', (error: Error) => log.warn({ err: error }, 'Redis (rate limits) connection error'));
  try {
    // Fail at boot, not on the first sign-in, when REDIS_URL points nowhere.
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw new Error(`Could not connect to Redis at REDIS_URL: ${(error as Error).message}`, { cause: error });
  }
  return {
    store: new RedisCounterStore(redis, `${prefix}count:`),
    redis,
    prefix,
    general,
    async close() {
      await redis.quit();
    },
  };
}

/** The address limits count by; IPv6 by its /64, which one household or phone usually holds. */
export const clientAddress = (request: FastifyRequest) => normalizeIP(request.ip);

/** "15 minutes", "2 hours": how long a refused person should wait, rounded up. */
export function waitText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes <= 90) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.ceil(minutes / 60);
  return `${hours} hours`;
}

/** Throws the 429 (with Retry-After) for a refused reservation; `what` completes "Too many …". */
export function refuseWhenOver(reply: FastifyReply, result: LimitResult, what: string): void {
  if (result.allowed) return;
  reply.header('retry-after', String(result.retryAfterSeconds));
  throw tooManyRequests(`Too many ${what}. Please wait ${waitText(result.retryAfterSeconds)} and try again.`);
}

/** A limit on something costly that is not one route (new visitors, fresh trials); off with RATE_LIMITS=off. */
export class Budget {
  private readonly limiter: AttemptLimiter;

  constructor(
    private readonly limits: RateLimits,
    name: string,
    max: number,
    windowMs: number,
    private readonly what: string,
  ) {
    this.limiter = new AttemptLimiter(limits.store, name, max, windowMs);
  }

  async spend(reply: FastifyReply, subject: string): Promise<void> {
    if (!this.limits.general) return;
    refuseWhenOver(reply, await this.limiter.reserve(subject), this.what);
  }
}
