import type { FastifyReply } from 'fastify';
import { HttpError } from '../../platform/errors.ts';
import { AttemptLimiter, refuseWhenOver, type LimitResult, type RateLimits } from '../../platform/rate-limit/index.ts';

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
      refuseWhenOver(reply, await counted(perAccount.reserve(accountKey)), 'sign-in attempts for this email');
      const byAddress = await counted(perAddress.reserve(address));
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

/** With the store unreachable no guess can be counted, so none is checked: a 503, never a way round the limit. */
async function counted(result: Promise<LimitResult>): Promise<LimitResult> {
  try {
    return await result;
  } catch {
    throw new HttpError(503, 'Signing in is unavailable for a moment. Please try again in a minute.');
  }
}
