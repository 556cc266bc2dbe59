import { createHash, randomBytes } from 'node:crypto';

/** Random, URL-safe, unguessable: 128 bits unless told otherwise. */
export function randomToken(bytes = 16): string {
  return randomBytes(bytes).toString('base64url');
}

export function newId(prefix: string): string {
  return `${prefix}_${randomToken(12)}`;
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}
