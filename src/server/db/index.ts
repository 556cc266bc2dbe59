import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { ensurePrivateDir } from '../platform/private-files.ts';
import { grantAppRole } from './app-role.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { PGliteThread } from './pglite-thread.ts';
import * as schema from './schema/index.ts';

export { schema };
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A database or a transaction on it: repositories take either. */
export type DbOrTx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface OpenOptions {
  /** PostgreSQL only: the tables' owner, which runs migrations and grants the `url` role what it needs. */
  migrationUrl?: string;
  /** A persistent PGlite only: who holds its folder's lock, named to a second process that is refused. */
  purpose?: string;
}

/**
 * `url` is a postgres:// URL, `memory://` for an in-memory PGlite, or a folder for a persistent
 * PGlite (made private to the owner, and synced to disk on every commit).
 */
export async function openDatabase(url: string, options: OpenOptions = {}): Promise<Database> {
  if (/^postgres(ql)?:\/\//.test(url)) return openPostgres(url, options.migrationUrl);
  if (url !== 'memory://') ensurePrivateDir(url);
  // PGlite does not lock its folder: one process at a time (data-dir-lock.ts).
  const unlock = url === 'memory://' ? async () => {} : await lockDataDir(url, options.purpose ?? 'the Solace server');
  try {
    // The database runs on its own thread so its WebAssembly never blocks the event loop.
    const client = await PGliteThread.start(url === 'memory://' ? undefined : url);
    const close = () => client.close().finally(unlock);
    const db = drizzlePglite(client as unknown as PGlite, { schema }) as unknown as Db;
    await migratePglite(db as never, { migrationsFolder }).catch(async (error: unknown) => {
      await close();
      throw error;
    });
    return { db, kind: 'pglite', close };
  } catch (error) {
    await unlock();
    throw error;
  }
}

async function openPostgres(url: string, migrationUrl: string | undefined): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client's connection can drop (server restart, failover, a closing test database);
  // without a listener that error would crash the process. The pool replaces the client.
  pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  try {
    if (migrationUrl) await migrateAsOwner(migrationUrl, pool);
    else await migratePg(db as never, { migrationsFolder });
  } catch (error) {
    await pool.end();
    throw error;
  }
  return { db, kind: 'postgres', close: () => pool.end() };
}

async function migrateAsOwner(migrationUrl: string, app: pg.Pool) {
  const owner = new pg.Client({ connectionString: migrationUrl });
  await owner.connect();
  try {
    await migratePg(drizzlePg(owner, { schema }) as never, { migrationsFolder });
    const [appRole, ownerRole] = await Promise.all([currentRole(app), currentRole(owner)]);
    if (appRole !== ownerRole) await grantAppRole(owner, appRole);
  } finally {
    await owner.end();
  }
}

async function currentRole(connection: pg.Pool | pg.Client): Promise<string> {
  return (await connection.query<{ role: string }>('select current_user as role')).rows[0]!.role;
}
