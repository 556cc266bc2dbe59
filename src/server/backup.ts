import fs from 'node:fs';
import path from 'node:path';
import { count, sql } from 'drizzle-orm';
import { ConfigError, loadConfig, type Config } from './config.ts';
import {
  BackupError,
  inspectContentBackup,
  restoreContentBackup,
  writeContentBackup,
  type BackupSummary,
} from './db/content-backup.ts';
import { DataDirInUseError } from './db/data-dir-lock.ts';
import { openDatabase, type Db } from './db/index.ts';
import { dataKeys } from './db/schema/index.ts';
import { eraseAccount } from './features/account/erase.ts';
import { encryptedColumns } from './platform/encrypted-columns.ts';

/**
 * `npm run backup` and `npm run restore` for the embedded database (PGlite in DATA_DIR/pglite):
 * content-only backups without the key store (decision 0013). PGlite has no lock of its own and
 * cannot be opened by two processes, so both refuse while the server (or another backup) has it
 * open; on PostgreSQL, pg_dump does this job (README "Keys and backups").
 */
function embeddedFolder(config: Config): string {
  if (config.DATABASE_URL) {
    throw new BackupError(
      'DATABASE_URL is set: this is for the embedded database. On PostgreSQL use pg_dump --exclude-schema=keystore (README, "Keys and backups").',
    );
  }
  const folder = path.join(config.DATA_DIR, 'pglite');
  if (!fs.existsSync(path.join(folder, 'PG_VERSION'))) {
    throw new BackupError(`There is no embedded database in ${folder} (check DATA_DIR).`);
  }
  return folder;
}

async function v1Values(db: Db): Promise<number> {
  let total = 0;
  for (const c of encryptedColumns) {
    const [row] = await db
      .select({ n: count() })
      .from(c.table)
      .where(sql`${c.column} LIKE 'v1.%'`);
    total += row?.n ?? 0;
  }
  return total;
}

/** Writes a content backup of the embedded database to `file`. */
export async function backupEmbedded(config: Config, file: string): Promise<BackupSummary> {
  const database = await openDatabase(embeddedFolder(config), { purpose: 'a backup (npm run backup)' });
  try {
    return await writeContentBackup(database.db, path.resolve(file), v1Values);
  } finally {
    await database.close();
  }
}

export interface EmbeddedRestoreSummary {
  tables: number;
  rows: number;
  /** Accounts deleted since the backup was taken, erased again after the restore. */
  erased: number;
  /** Data keys in the live key store (none: nothing restored can be read). */
  keys: number;
}

/** Replaces the embedded database's content with a backup's, keeping its key store. */
export async function restoreEmbedded(config: Config, file: string): Promise<EmbeddedRestoreSummary> {
  const folder = embeddedFolder(config);
  // A damaged file is refused before the database is opened, let alone changed.
  await inspectContentBackup(path.resolve(file));
  const database = await openDatabase(folder, { purpose: 'a restore (npm run restore)' });
  try {
    const restored = await restoreContentBackup(database.db, path.resolve(file));
    // Their keys are gone, so their restored rows could not be read; they are not kept either.
    for (const id of restored.deletedSince) await eraseAccount(database.db, id);
    const [keys] = await database.db.select({ n: count() }).from(dataKeys);
    return { tables: restored.tables, rows: restored.rows, erased: restored.deletedSince.length, keys: keys?.n ?? 0 };
  } finally {
    await database.close();
  }
}

const USAGE = {
  backup: 'npm run backup [-- <file>]   (default: solace-content-<date>.jsonl.gz here)',
  restore: 'npm run restore -- <file> --replace',
};

const say = (line: string) => process.stdout.write(`${line}\n`);

/** The command line: prints what happened and returns the exit code. */
export async function runCli(command: 'backup' | 'restore', args: string[]): Promise<number> {
  process.umask(0o077);
  try {
    const config = loadConfig();
    const files = args.filter((a) => !a.startsWith('--'));
    const unknown = args.filter((a) => a.startsWith('--') && !(command === 'restore' && a === '--replace'));
    if (unknown.length || files.length > 1) throw new BackupError(`Usage: ${USAGE[command]}`);
    if (command === 'backup') {
      const stamp = new Date().toISOString().replace(/:/g, '').replace(/\..*/, '');
      const summary = await backupEmbedded(config, files[0] ?? `solace-content-${stamp}.jsonl.gz`);
      say(`Content backup written to ${summary.file}: ${summary.tables} tables, ${summary.rows} rows.`);
      say('It holds no data keys and not the master key: keep those apart (README, "Keys and backups").');
      if (summary.v1Values) {
        console.warn(
          `${summary.v1Values} values are still sealed by the master key alone (v1), so deleting their owners does not ` +
            'reach them in this backup. Start the server once and let it re-encrypt them (it logs when done), then back up again.',
        );
      }
      return 0;
    }
    if (!files[0]) throw new BackupError(`Usage: ${USAGE.restore}`);
    if (!args.includes('--replace')) {
      throw new BackupError(
        `Restoring replaces everything in ${path.join(config.DATA_DIR, 'pglite')} but its key store with the backup's content. ` +
          'Run again with --replace to go ahead.',
      );
    }
    const summary = await restoreEmbedded(config, files[0]);
    say(`Restored ${summary.rows} rows in ${summary.tables} tables; the key store was kept as it was.`);
    say('Everyone is signed out (sign-ins and reset links are not restored).');
    if (summary.erased) say(`${summary.erased} accounts deleted since the backup was taken were erased again.`);
    if (!summary.keys) {
      console.warn('The key store is empty: no one can read the restored content without their data keys.');
    }
    return 0;
  } catch (error) {
    if (error instanceof BackupError || error instanceof DataDirInUseError || error instanceof ConfigError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
}
