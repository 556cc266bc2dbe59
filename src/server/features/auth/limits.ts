import type { FastifyReply } from 'fastify';
import { AttemptLimiter, refuseWhenOver, type RateLimits } from '../../platform/rate-limit/index.ts';

const MINUTE = 60_000;

/**
 * The sign-in guess limit. It counts in the app's one store (Redis when configured, so guesses split
 * across instances still add up) and stays on with RATE_LIMITS=off. Keys hold the address, so a
 * flood from one network never locks the owner out from another.
 */
export function createSignInLimits(limits: RateLimits) {
  // Guesses at one account from one address.
  const perAccount = new AttemptLimiter(limits.store, 'signin-account', 10, 15 * MINUTE);
  // Guesses from one address across all accounts (credential stuffing).
  const perAddress = new AttemptLimiter(limits.store, 'signin-address', 100, 15 * MINUTE);
  return {
    /**
     * Counts this attempt before the password is checked, so parallel guesses cannot all pass a
     * check made before any of them was counted. Returns what `succeeded` gives back.
     */
    async reserve(reply: FastifyReply, address: string, email: string) {
      const accountKey = `${address}|${email}`;
      refuseWhenOver(reply, await perAccount.reserve(accountKey), 'sign-in attempts for this email');
      const byAddress = await perAddress.reserve(address);
      if (!byAddress.allowed) await perAccount.release(accountKey);
      refuseWhenOver(reply, byAddress, 'sign-in attempts from this network');
      return {
        /** The right password: its attempt does not count, and earlier misses for this account are forgiven. */
        async succeeded() {
          await perAccount.reset(accountKey);
          await perAddress.release(address);
        },
      };
    },
  };
}
