import { randomBytes } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/index.ts';
import { dataKeys } from '../db/schema/index.ts';
import { JsonCipher, openValue, sealValue, type FieldCipher } from './crypto.ts';
import { newId } from './ids.ts';

/** What a repository needs to seal and open one owner's content (an OwnerCipher, or the master for v1 values). */
export type ContentCipher = Pick<FieldCipher, 'encrypt' | 'decrypt' | 'encryptJson' | 'decryptJson'>;

// The wrapped key is bound to its own id, so a wrapped key copied onto another row fails to unwrap.
const wrapAad = (keyId: string) => `data_keys:${keyId}`;

/**
 * One owner's content cipher. New values are `v2.<dataKeyId>.<nonce>.<ciphertext>.<tag>` under the
 * owner's newest data key, with the same associated data as v1 (the record binding); `v1` values,
 * sealed by the master keyring before data keys existed, still open. Once the owner's data keys
 * are destroyed, no v2 value of theirs opens anywhere: in the database or in a content backup.
 */
export class OwnerCipher extends JsonCipher implements ContentCipher {
  constructor(
    private readonly master: FieldCipher,
    private readonly keys: ReadonlyMap<string, Buffer>,
    private readonly currentKeyId: string | null,
  ) {
    super();
  }

  encrypt(plaintext: string, aad: string): string {
    // Only a cipher made with `create: false` for an owner without keys lacks one: a reader.
    if (!this.currentKeyId) throw new Error('this cipher only reads: the owner has no data key');
    return sealValue('v2', this.currentKeyId, this.keys.get(this.currentKeyId)!, plaintext, aad);
  }

  decrypt(envelope: string, aad: string): string {
    if (envelope.startsWith('v1.')) return this.master.decrypt(envelope, aad);
    return openValue(
      'v2',
      envelope,
      aad,
      (keyId) => this.keys.get(keyId) ?? 'the key for this value was destroyed or belongs to another owner',
    );
  }
}

/**
 * Unwrapped keys, so a chat turn does not pay a key lookup each time. Bounded (least recently used
 * goes first) and short-lived: another instance may move (sign-in merge) or destroy (account
 * deletion) an owner's keys, and this instance sees it within the TTL. Only keys read back from the
 * database are cached, never one just created (its transaction may yet roll back).
 */
const CACHE_MAX = 500;
const CACHE_TTL_MS = 60_000;
interface Entry {
  master: FieldCipher;
  cipher: OwnerCipher;
  at: number;
}
const cache = new Map<string, Entry>();
// Bumped by every drop: a load that raced with a drop does not cache what it read.
let generation = 0;

/** Drops cached keys, locally: call when an owner's keys move or are destroyed. */
export function forgetDataKeys(ownerIds: readonly string[]): void {
  generation++;
  for (const id of ownerIds) cache.delete(id);
}

function cached(master: FieldCipher, ownerId: string): OwnerCipher | null {
  const entry = cache.get(ownerId);
  if (!entry || entry.master !== master || Date.now() - entry.at > CACHE_TTL_MS) return null;
  cache.delete(ownerId);
  cache.set(ownerId, entry); // most recently used last
  return entry.cipher;
}

function remember(master: FieldCipher, ownerId: string, cipher: OwnerCipher): void {
  cache.set(ownerId, { master, cipher, at: Date.now() });
  while (cache.size > CACHE_MAX) cache.delete(cache.keys().next().value!);
}

/**
 * The cipher for one owner's content: their data keys unwrapped by the master keyring, the newest
 * encrypting. With `create` (the default) an owner without a key gets one; without it, the cipher
 * only reads (for reads that must not leave a key behind, such as after a deletion).
 *
 * Pass the database, not a transaction that may roll back after creating a key.
 */
export async function cipherFor(
  db: DbOrTx,
  master: FieldCipher,
  ownerId: string,
  { create = true }: { create?: boolean } = {},
): Promise<OwnerCipher> {
  const hit = cached(master, ownerId);
  if (hit) return hit;
  const startedAt = generation;
  const rows = await db
    .select()
    .from(dataKeys)
    .where(eq(dataKeys.ownerId, ownerId))
    .orderBy(asc(dataKeys.createdAt), asc(dataKeys.id));
  const keys = new Map(rows.map((r) => [r.id, Buffer.from(master.decrypt(r.wrappedKey, wrapAad(r.id)), 'base64')]));
  const current = rows.at(-1)?.id;
  if (current) {
    const cipher = new OwnerCipher(master, keys, current);
    if (generation === startedAt) remember(master, ownerId, cipher);
    return cipher;
  }
  if (!create) return new OwnerCipher(master, keys, null);
  const id = newId('dk');
  const key = randomBytes(32);
  await db.insert(dataKeys).values({ id, ownerId, wrappedKey: master.encrypt(key.toString('base64'), wrapAad(id)) });
  return new OwnerCipher(master, new Map([[id, key]]), id);
}

/** Hands a visitor's data keys to the account they merge into, with their content. */
export async function moveDataKeys(tx: DbOrTx, fromOwnerId: string, toOwnerId: string): Promise<void> {
  await tx.update(dataKeys).set({ ownerId: toOwnerId }).where(eq(dataKeys.ownerId, fromOwnerId));
  forgetDataKeys([fromOwnerId, toOwnerId]);
}

/** Crypto-shredding: destroys the owners' data keys, so their content opens nowhere, backups included. */
export async function destroyDataKeys(tx: DbOrTx, ownerIds: readonly string[]): Promise<void> {
  if (!ownerIds.length) return;
  await tx.delete(dataKeys).where(inArray(dataKeys.ownerId, [...ownerIds]));
  forgetDataKeys(ownerIds);
}
