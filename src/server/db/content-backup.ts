import fs from 'node:fs';
import { once } from 'node:events';
import path from 'node:path';
import readline from 'node:readline';
import { finished } from 'node:stream/promises';
import zlib from 'node:zlib';
import { sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from './index.ts';

/**
 * A content-only logical backup of the database: every table except the key store (schema
 * `keystore`, decision 0013) and the migrations bookkeeping, as gzipped JSON lines. The embedded
 * PGlite has no pg_dump that can read it, so this is its content backup; it holds ciphertexts and
 * never a data key or the master key, so a deletion after it is taken reaches it too.
 *
 * Format (one JSON value a line): a header `["solace-content-backup", 1, { createdAt, migrations }]`; for each
 * table `["table", name, columns]`, its rows (objects, as `row_to_json` writes them), then
 * `["end", name, rowCount]`; last `["done", tables, rows]`, so a file cut short is refused.
 */
export const BACKUP_FORMAT = 'solace-content-backup';
const VERSION = 1;
/** Schemas never in a content backup: the key store, the migrations' bookkeeping, the system's. */
const NOT_CONTENT = ['keystore', 'drizzle', 'pg_catalog', 'information_schema', 'pg_toast'];
/**
 * Restored by merging, never replaced: the audit log is append-only, and its rows written since the
 * backup (a deletion's tombstone among them) must survive a restore.
 */
const MERGED = new Set(['public.audit_log']);
/**
 * Not restored: sign-ins and reset links live only as long as they were valid, and bringing back a
 * session signed out (or a link used) since the backup would undo that.
 */
const NOT_RESTORED = new Set(['public.auth_sessions', 'public.password_reset_tokens']);
const BATCH = 500;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const name = (schema: string, table: string) => `${schema}.${table}`;
const ident = (qualified: string) => {
  const [schema, table] = qualified.split('.');
  return sql`${sql.identifier(schema!)}.${sql.identifier(table!)}`;
};

export class BackupError extends Error {}

interface Header {
  createdAt: string;
  migrations: string[];
}

async function contentTables(db: DbOrTx): Promise<string[]> {
  const rows = rowsOf<{ schema: string; table: string }>(
    await db.execute(sql`SELECT table_schema AS schema, table_name AS table FROM information_schema.tables
      WHERE table_type = 'BASE TABLE' AND table_schema NOT IN (${sql.join(
        NOT_CONTENT.map((s) => sql`${s}`),
        sql`, `,
      )}) AND table_schema NOT LIKE 'pg_temp%' ORDER BY 1, 2`),
  );
  return rows.map((r) => name(r.schema, r.table));
}

async function appliedMigrations(db: DbOrTx): Promise<string[]> {
  const rows = rowsOf<{ hash: string }>(
    await db.execute(sql`SELECT hash FROM drizzle.__drizzle_migrations ORDER BY created_at, id`),
  );
  return rows.map((r) => r.hash);
}

async function columnsOf(db: DbOrTx, qualified: string): Promise<string[]> {
  const [schema, table] = qualified.split('.');
  const rows = rowsOf<{ column: string }>(
    await db.execute(sql`SELECT column_name AS column FROM information_schema.columns
      WHERE table_schema = ${schema} AND table_name = ${table} ORDER BY ordinal_position`),
  );
  return rows.map((r) => r.column);
}

export interface BackupSummary {
  file: string;
  tables: number;
  rows: number;
  /** Values still sealed by the master keyring alone (v1): deletion does not shred these in this file. */
  v1Values: number;
}

/**
 * Writes a content backup of `db` to `file` (created private to this user, never overwritten; the
 * file appears only once complete). All tables are read in one repeatable-read transaction, so the
 * backup is one consistent snapshot.
 */
export async function writeContentBackup(
  db: Db,
  file: string,
  countV1: (db: Db) => Promise<number>,
): Promise<BackupSummary> {
  if (fs.existsSync(file)) throw new BackupError(`${file} already exists: choose a new file name.`);
  const partial = path.join(path.dirname(file), `.${path.basename(file)}.partial`);
  const out = fs.createWriteStream(partial, { flags: 'wx', mode: 0o600 });
  const gzip = zlib.createGzip();
  gzip.pipe(out);
  /** A row goes as the JSON text Postgres made; everything else is serialized here. */
  const write = async (value: unknown) => {
    if (!gzip.write(typeof value === 'string' ? value + '\n' : JSON.stringify(value) + '\n')) await once(gzip, 'drain');
  };
  const summary: BackupSummary = { file, tables: 0, rows: 0, v1Values: 0 };
  try {
    await db.transaction(
      async (tx) => {
        const header: Header = { createdAt: new Date().toISOString(), migrations: await appliedMigrations(tx) };
        await write([BACKUP_FORMAT, VERSION, header]);
        for (const table of await contentTables(tx)) {
          await write(['table', table, await columnsOf(tx, table)]);
          let rows = 0;
          await tx.execute(
            sql`DECLARE backup_rows NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS j FROM ${ident(table)} t`,
          );
          for (;;) {
            const batch = rowsOf<{ j: string }>(await tx.execute(sql.raw(`FETCH ${BATCH} FROM backup_rows`)));
            for (const r of batch) await write(r.j);
            rows += batch.length;
            if (batch.length < BATCH) break;
          }
          await tx.execute(sql`CLOSE backup_rows`);
          await write(['end', table, rows]);
          summary.tables++;
          summary.rows += rows;
        }
        await write(['done', summary.tables, summary.rows]);
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    gzip.end();
    await finished(out);
    fs.renameSync(partial, file);
  } catch (error) {
    gzip.destroy();
    out.destroy();
    fs.rmSync(partial, { force: true });
    throw error;
  }
  summary.v1Values = await countV1(db);
  return summary;
}

/** The file's lines: the header and control lines parsed, rows as their JSON text. */
async function* lines(file: string): AsyncGenerator<{ row: string } | { control: unknown }> {
  const input = fs.createReadStream(file).pipe(zlib.createGunzip());
  const reader = readline.createInterface({ input, crlfDelay: Infinity });
  const read = reader[Symbol.asyncIterator]();
  for (;;) {
    let next: IteratorResult<string>;
    try {
      next = await read.next();
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? '';
      if (code.startsWith('Z_'))
        throw new BackupError(`${file} is not a Solace content backup (not gzip, or cut short).`);
      throw error;
    }
    if (next.done) return;
    const line = next.value;
    if (!line) continue;
    if (line.startsWith('{')) {
      yield { row: line };
      continue;
    }
    let control: unknown;
    try {
      control = JSON.parse(line);
    } catch {
      throw new BackupError(`${file} is not a Solace content backup (a line is not JSON).`);
    }
    yield { control };
  }
}

/**
 * Reads a backup through once without a database: refuses a file that is not one, is damaged or was
 * cut short, before anything is opened or changed. Returns its header.
 */
export async function inspectContentBackup(file: string): Promise<Header> {
  if (!fs.existsSync(file)) throw new BackupError(`${file} does not exist.`);
  let header: Header | null = null;
  let table: string | null = null;
  let count = 0;
  let done = false;
  for await (const line of lines(file)) {
    if (!header) {
      header = headerOf(file, line);
      continue;
    }
    if (done) throw new BackupError(`${file} is damaged: it has data after its end.`);
    if ('row' in line) {
      if (!table) throw new BackupError(`${file} is damaged: a row outside any table.`);
      count++;
      continue;
    }
    const [kind, name, detail] = (Array.isArray(line.control) ? line.control : []) as [string, unknown, unknown];
    if (kind === 'table' && typeof name === 'string' && Array.isArray(detail) && !table) {
      table = name;
      count = 0;
    } else if (kind === 'end' && name === table && detail === count) {
      table = null;
    } else if (kind === 'done' && !table) {
      done = true;
    } else {
      throw new BackupError(`${file} is damaged${table ? ` in ${table}` : ''}.`);
    }
  }
  if (!header) throw new BackupError(`${file} is empty.`);
  if (!done) throw new BackupError(`${file} is incomplete (it has no end): it was cut short.`);
  return header;
}

function headerOf(file: string, line: { row: string } | { control: unknown }): Header {
  const [format, version, detail] = ('control' in line && Array.isArray(line.control) ? line.control : []) as [
    unknown,
    unknown,
    Header | undefined,
  ];
  if (format !== BACKUP_FORMAT || version !== VERSION || !Array.isArray(detail?.migrations)) {
    throw new BackupError(`${file} is not a Solace content backup (${BACKUP_FORMAT} version ${VERSION}).`);
  }
  return detail;
}

export interface RestoreSummary {
  tables: number;
  rows: number;
  /** Accounts deleted since the backup (the live audit log's tombstones) whose rows the backup brought back. */
  deletedSince: string[];
}

/**
 * Replaces the content of `db` with a content backup's, in one transaction: every content table is
 * emptied and refilled from the file (the audit log is merged, sign-ins are not restored), and the
 * key store is left as it is. So everyone whose keys are in the live key store reads their content
 * again, and anyone deleted since the backup cannot: their keys are gone. The caller erases the
 * accounts `deletedSince` names, whose rows came back with the backup.
 *
 * The backup must come from this database's schema or an older one (its migrations a prefix of the
 * applied ones); rows are inserted by column name, so columns added since take their defaults.
 */
export async function restoreContentBackup(db: Db, file: string): Promise<RestoreSummary> {
  if (!fs.existsSync(file)) throw new BackupError(`${file} does not exist.`);
  const applied = await appliedMigrations(db);
  const targets = new Set(await contentTables(db));
  const summary: RestoreSummary = { tables: 0, rows: 0, deletedSince: [] };
  await db.transaction(async (tx) => {
    // Rows go in table by table: foreign keys and triggers wait (the embedded database's owner may).
    await tx.execute(sql`SET LOCAL session_replication_role = replica`);
    const replaced = [...targets].filter((t) => !MERGED.has(t));
    if (replaced.length) await tx.execute(sql`TRUNCATE ${sql.join(replaced.map(ident), sql`, `)}`);
    let header: Header | null = null;
    let table: { name: string; columns: string[]; skip: boolean } | null = null;
    let pending: string[] = [];
    let count = 0;
    let done = false;
    const flush = async () => {
      if (!table || !pending.length) return;
      if (!table.skip) {
        const cols = sql.join(
          table.columns.map((c) => sql.identifier(c)),
          sql`, `,
        );
        const conflict = MERGED.has(table.name) ? sql` ON CONFLICT DO NOTHING` : sql``;
        const payload = `[${pending.join(',')}]`;
        await tx.execute(
          sql`INSERT INTO ${ident(table.name)} (${cols}) SELECT ${cols} FROM json_populate_recordset(NULL::${ident(table.name)}, ${payload}::json)${conflict}`,
        );
      }
      pending = [];
    };
    for await (const line of lines(file)) {
      if (!header) {
        header = headerOf(file, line);
        if (header.migrations.some((hash, i) => applied[i] !== hash)) {
          throw new BackupError(
            `${file} was taken with a database schema this one did not grow from (${header.migrations.length} migrations, ` +
              `this database has ${applied.length}): restore it with the Solace version that made it.`,
          );
        }
        continue;
      }
      if (done) throw new BackupError(`${file} has data after its end.`);
      if ('row' in line) {
        if (!table) throw new BackupError(`${file} is damaged: a row outside any table.`);
        pending.push(line.row);
        count++;
        if (pending.length >= BATCH) await flush();
        continue;
      }
      const [kind, name, detail] = (Array.isArray(line.control) ? line.control : []) as [string, unknown, unknown];
      if (kind === 'table' && typeof name === 'string' && Array.isArray(detail)) {
        if (table) throw new BackupError(`${file} is damaged: ${table.name} has no end.`);
        if (!targets.has(name)) {
          throw new BackupError(`${file} holds the table ${name}, which this database does not have.`);
        }
        const have = new Set(await columnsOf(tx, name));
        const missing = (detail as string[]).filter((c) => !have.has(c));
        if (missing.length) {
          throw new BackupError(`${file} holds ${name}.${missing[0]}, which this database does not have.`);
        }
        table = { name, columns: detail as string[], skip: NOT_RESTORED.has(name) };
        count = 0;
      } else if (kind === 'end') {
        await flush();
        if (!table || name !== table.name || detail !== count) {
          throw new BackupError(
            `${file} is damaged: ${String(name)} should hold ${String(detail)} rows, it holds ${count}.`,
          );
        }
        summary.tables++;
        if (!table.skip) summary.rows += count;
        table = null;
      } else if (kind === 'done') {
        done = true;
      } else {
        throw new BackupError(`${file} is damaged: a line it does not understand.`);
      }
    }
    if (!done) throw new BackupError(`${file} is incomplete (it has no end): it was cut short.`);
    await resetSequences(tx);
    await tx.execute(sql`SET LOCAL session_replication_role = origin`);
    // Accounts whose deletion (a tombstone in the audit log, kept through the restore) came after
    // the backup: their rows are back, their keys are not.
    const deleted = rowsOf<{ id: string }>(
      await tx.execute(sql`SELECT DISTINCT u.id FROM users u JOIN audit_log a
        ON a.action = 'delete' AND a.resource_type = 'account' AND a.resource_id = u.id`),
    );
    summary.deletedSince = deleted.map((r) => r.id);
  });
  return summary;
}

/** Every serial column's sequence moves past the highest value restored. */
async function resetSequences(tx: DbOrTx) {
  const serials = rowsOf<{ schema: string; table: string; column: string }>(
    await tx.execute(sql`SELECT table_schema AS schema, table_name AS table, column_name AS column
      FROM information_schema.columns WHERE column_default LIKE 'nextval(%' AND table_schema NOT IN (${sql.join(
        NOT_CONTENT.map((s) => sql`${s}`),
        sql`, `,
      )})`),
  );
  for (const s of serials) {
    const table = sql`${sql.identifier(s.schema)}.${sql.identifier(s.table)}`;
    const column = sql.identifier(s.column);
    const q: SQL = sql`SELECT setval(pg_get_serial_sequence(${`${s.schema}.${s.table}`}, ${s.column}),
      COALESCE((SELECT max(${column}) FROM ${table}), 0) + 1, false)`;
    await tx.execute(q);
  }
}
