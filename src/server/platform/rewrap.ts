import { getTableName, sql } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { DecryptionError, type FieldCipher } from './crypto.ts';
import { cipherFor, type OwnerCipher } from './data-keys.ts';
import { encryptedColumns, type EncryptedColumn } from './encrypted-columns.ts';

export interface RewrapCounts {
  /** v1 values now sealed under their owner's data key. */
  rewrapped: number;
  /** v1 values left as they were: they do not open with the master keyring (unknown key id or tampered). */
  unreadable: number;
}

export interface RewrapOptions {
  /** Rows read and rewritten per transaction. */
  batchSize?: number;
  /** Called between batches; `rewrapV1` stops when it returns true (the app is closing). */
  stopped?: () => boolean;
  /** Awaited between batches, so the work never holds the database for long. */
  pause?: () => Promise<void>;
}

/**
 * Re-encrypts every `v1` value (sealed by the master keyring before data keys existed) of every
 * encrypted column as `v2` under its owner's data key, so deleting the owner shreds it too.
 *
 * Small batches, each one transaction that locks its rows (`FOR UPDATE SKIP LOCKED`: a second
 * instance doing the same takes other rows), opens each value with the master keyring, seals it
 * under the owner's key, checks the new envelope opens to the same text, and writes it only if the
 * row still holds the value it read. Idempotent (v2 values are never selected) and resumable (a
 * stopped run leaves only whole batches done). A value that does not open is counted and left alone.
 */
export async function rewrapV1(db: Db, master: FieldCipher, options: RewrapOptions = {}): Promise<RewrapCounts> {
  const counts: RewrapCounts = { rewrapped: 0, unreadable: 0 };
  for (const column of encryptedColumns) {
    let after = '';
    for (;;) {
      if (options.stopped?.()) return counts;
      const batch = await rewrapBatch(db, master, column, after, options.batchSize ?? 100, counts);
      if (batch === null) break;
      after = batch;
      await options.pause?.();
    }
  }
  return counts;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

interface Candidate {
  bound: string;
  owner: string;
}

/** One batch after `after` (in the bound column's order); returns the last bound value, or null when none was left. */
async function rewrapBatch(
  db: Db,
  master: FieldCipher,
  c: EncryptedColumn,
  after: string,
  size: number,
  counts: RewrapCounts,
): Promise<string | null> {
  const table = sql.identifier(getTableName(c.table));
  const value = sql.identifier(c.column.name);
  const bound = sql.identifier(c.bound.name);
  const owner = sql.identifier(c.owner.name);
  const candidates = rowsOf<Candidate>(
    await db.execute(sql`SELECT ${bound} AS bound, ${owner} AS owner FROM ${table}
        WHERE ${value} LIKE 'v1.%' AND ${bound} > ${after} ORDER BY ${bound} LIMIT ${size}`),
  );
  if (!candidates.length) return null;
  // Keys are fetched (or made) outside the transaction: a key must not vanish with a rollback, and
  // the embedded database runs one transaction at a time.
  const ciphers = new Map<string, OwnerCipher>();
  for (const { owner: id } of candidates) if (!ciphers.has(id)) ciphers.set(id, await cipherFor(db, master, id));

  await db.transaction(async (tx) => {
    const ids = sql.join(
      candidates.map((r) => sql`${r.bound}`),
      sql`, `,
    );
    const rows = rowsOf<Candidate & { value: string }>(
      await tx.execute(sql`SELECT ${bound} AS bound, ${owner} AS owner, ${value} AS value FROM ${table}
          WHERE ${bound} IN (${ids}) AND ${value} LIKE 'v1.%' FOR UPDATE SKIP LOCKED`),
    );
    for (const row of rows) {
      // The row changed owner since (a sign-in merge): the next run takes it with the new owner's key.
      const cipher = ciphers.get(row.owner);
      if (!cipher) continue;
      const aad = c.aad(row.bound);
      let plaintext: string;
      try {
        plaintext = master.decrypt(row.value, aad);
      } catch (error) {
        if (!(error instanceof DecryptionError)) throw error;
        counts.unreadable++;
        continue;
      }
      const sealed = cipher.encrypt(plaintext, aad);
      if (cipher.decrypt(sealed, aad) !== plaintext) throw new Error('a rewrapped value did not open to the same text');
      const result = (await tx.execute(
        sql`UPDATE ${table} SET ${value} = ${sealed} WHERE ${bound} = ${row.bound} AND ${value} = ${row.value}`,
      )) as unknown as { rowCount?: number | null; affectedRows?: number };
      counts.rewrapped += result.rowCount ?? result.affectedRows ?? 0;
    }
  });
  return candidates.at(-1)!.bound;
}

export interface BackgroundRewrap {
  /** Stops after the batch in flight and waits for it. */
  stop(): Promise<void>;
  /** Settles when the run ends (finished, stopped or failed); never rejects. */
  done: Promise<RewrapCounts | null>;
}

interface Logger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/**
 * Runs `rewrapV1` in the background after `delayMs`, in batches of 100 with a short pause between
 * them, never blocking start-up. Logs counts only (never a value, an id or an owner). A failure is
 * logged and left for the next start: what was committed stays done.
 */
export function startRewrap(
  db: Db,
  master: FieldCipher,
  log: Logger,
  { delayMs = 2_000, pauseMs = 20 }: { delayMs?: number; pauseMs?: number } = {},
): BackgroundRewrap {
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let wake: (() => void) | undefined;
  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      wake = resolve;
      timer = setTimeout(resolve, ms);
      timer.unref();
    });
  const done = (async () => {
    await wait(delayMs);
    if (stopping) return null;
    try {
      const counts = await rewrapV1(db, master, { stopped: () => stopping, pause: () => wait(pauseMs) });
      if (counts.rewrapped || counts.unreadable) {
        log.info({ ...counts, finished: !stopping }, 'v1 values re-encrypted under their owners’ data keys');
      }
      return counts;
    } catch (error) {
      if (stopping) return null;
      log.warn(
        { error: error instanceof Error ? error.message : String(error) },
        're-encrypting v1 values stopped; it resumes at the next start',
      );
      return null;
    }
  })();
  return {
    done,
    async stop() {
      stopping = true;
      clearTimeout(timer);
      wake?.();
      await done;
    },
  };
}
