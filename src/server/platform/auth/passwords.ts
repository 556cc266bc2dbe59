import { argon2id, hash, needsRehash, verify } from 'argon2';
import { randomToken } from '../ids.ts';

// OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane): strong, and affordable on a 2-core server.
const OPTIONS = { type: argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

export const passwordNeedsRehash = (digest: string) => needsRehash(digest, OPTIONS);

let dummyDigest: Promise<string> | undefined;

/**
 * Checks a password against a stored digest. With no digest (unknown email, or an account that
 * signs in elsewhere) it still runs one verification against a throwaway digest, so the answer
 * takes about as long either way and does not reveal which emails have accounts.
 */
export async function verifyPassword(digest: string | null | undefined, password: string): Promise<boolean> {
  const target = digest ?? (await (dummyDigest ??= hashPassword(randomToken())));
  try {
    return (await verify(target, password)) && Boolean(digest);
  } catch {
    return false;
  }
}
