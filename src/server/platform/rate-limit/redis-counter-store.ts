import type { Redis } from 'ioredis';
import type { CounterStore, WindowCount } from './counter-store.ts';

// One round trip, run atomically by Redis: parallel increments from any instance each get their own count.
const INCREMENT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if count == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

const DECREMENT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return count`;

type Scripted = Redis & {
  solaceIncrement(key: string, windowMs: number): Promise<[number, number]>;
  solaceDecrement(key: string): Promise<number>;
};

export class RedisCounterStore implements CounterStore {
  private readonly redis: Scripted;

  constructor(
    redis: Redis,
    private readonly prefix: string,
  ) {
    redis.defineCommand('solaceIncrement', { numberOfKeys: 1, lua: INCREMENT });
    redis.defineCommand('solaceDecrement', { numberOfKeys: 1, lua: DECREMENT });
    this.redis = redis as Scripted;
  }

  async increment(key: string, windowMs: number): Promise<WindowCount> {
    const [count, resetInMs] = await this.redis.solaceIncrement(this.prefix + key, windowMs);
    return { count, resetInMs };
  }

  async decrement(key: string): Promise<void> {
    await this.redis.solaceDecrement(this.prefix + key);
  }

  async delete(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }
}
