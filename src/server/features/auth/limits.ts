import type { FastifyReply } from 'fastify';
import { tooManyRequests } from '../../platform/errors.ts';
import { AttemptLimiter } from '../../platform/auth/attempt-limiter.ts';

const MINUTE = 60_000;

/** Per app instance, so each test app starts with clean counts. */
export function createAuthLimits() {
  return {
    // Wrong passwords for one account from one address; a success clears the count.
    signInFailures: new AttemptLimiter(10, 15 * MINUTE),
    // Wrong passwords from one address across all accounts (credential stuffing).
    signInFailuresPerIp: new AttemptLimiter(100, 15 * MINUTE),
    // Accounts created from one address; also bounds the password-hashing work one client can cause.
    signUpsPerIp: new AttemptLimiter(50, 60 * MINUTE),
  };
}
export type AuthLimits = ReturnType<typeof createAuthLimits>;

export function enforce(reply: FastifyReply, limiter: AttemptLimiter, key: string, what: string) {
  const { allowed, retryAfterSeconds } = limiter.check(key);
  if (allowed) return;
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  reply.header('retry-after', String(retryAfterSeconds));
  throw tooManyRequests(`Too many ${what}. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`);
}
