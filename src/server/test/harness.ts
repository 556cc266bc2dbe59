import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { openDatabase, type Database } from '../db/index.ts';
import { FieldCipher, generateKeyring } from '../platform/crypto.ts';

export type DbKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL points at a server. */
export const dbKinds: DbKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export type LimitStore = 'memory' | 'redis';

/** Rate limits count in process always; in Redis too when TEST_REDIS_URL points at a server. */
export const limitStores: LimitStore[] = process.env.TEST_REDIS_URL ? ['memory', 'redis'] : ['memory'];

/** Config for counting limits in `store`; each call gets its own Redis key prefix, so tests never share counts. */
export function limitStoreEnv(store: LimitStore): Record<string, string> {
  if (store === 'memory') return {};
  return { REDIS_URL: process.env.TEST_REDIS_URL!, REDIS_KEY_PREFIX: `solace-test:${randomBytes(6).toString('hex')}:` };
}

/** A new, empty database on the PostgreSQL server at `adminUrl`, and a way to drop it. */
export async function createThrowawayPgDatabase(adminUrl: string, prefix = 'solace_test') {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/**
 * A login role on the PostgreSQL server at `adminUrl` that owns nothing, as the app runs in
 * production (README, "Two PostgreSQL roles"), and a way to drop it. Roles are cluster-wide:
 * drop the databases it was granted rights in first.
 */
export async function createThrowawayAppRole(adminUrl: string, prefix = 'solace_app') {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const password = randomBytes(18).toString('base64url');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE ROLE ${name} LOGIN PASSWORD '${password}'`);
  await admin.end();
  return {
    name,
    /** `databaseUrl` with this role as its user. */
    urlFor(databaseUrl: string) {
      const url = new URL(databaseUrl);
      url.username = name;
      url.password = password;
      return url.toString();
    },
    async drop() {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP ROLE IF EXISTS ${name}`);
      await dropper.end();
    },
  };
}

/**
 * A fresh, migrated database: in-memory PGlite, or a new throwaway database on the PostgreSQL
 * server, owned by the admin (who runs the migrations) and used through a throwaway app role, so
 * every integration test proves the app role's grants are enough.
 */
export async function createTestDatabase(kind: DbKind): Promise<Database> {
  if (kind === 'pglite') return openDatabase('memory://');
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const throwaway = await createThrowawayPgDatabase(adminUrl);
  const role = await createThrowawayAppRole(adminUrl);
  const dropBoth = async () => {
    await throwaway.drop();
    await role.drop();
  };
  const database = await openDatabase(role.urlFor(throwaway.url), { migrationUrl: throwaway.url }).catch(
    async (error: unknown) => {
      await dropBoth();
      throw error;
    },
  );
  const testDatabase: Database = {
    ...database,
    async close() {
      await database.close();
      await dropBoth();
    },
  };
  ownerUrls.set(testDatabase, throwaway.url);
  return testDatabase;
}

const ownerUrls = new WeakMap<Database, string>();

/**
 * Runs SQL as the tables' owner, for tests that change the schema itself (triggers that make
 * writes fail); the app role a test database is used through may not.
 */
export async function executeAsOwner(database: Database, statement: string): Promise<void> {
  const ownerUrl = ownerUrls.get(database);
  if (!ownerUrl) {
    await database.db.execute(sql.raw(statement));
    return;
  }
  const owner = new pg.Client({ connectionString: ownerUrl });
  await owner.connect();
  try {
    await owner.query(statement);
  } finally {
    await owner.end();
  }
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: path.join(os.tmpdir(), `solace-test-${randomBytes(4).toString('hex')}`),
    LOG_LEVEL: 'silent',
    DEV_TOOLS: '1',
    ...overrides,
  });
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  cipher: FieldCipher;
  close(): Promise<void>;
}

export async function buildTestApp(kind: DbKind, env: Record<string, string> = {}): Promise<TestApp> {
  const database = await createTestDatabase(kind);
  const config = testConfig(env);
  const cipher = new FieldCipher(generateKeyring());
  const app = await buildApp({ config, database, cipher, logger: false });
  await app.ready();
  return {
    app,
    database,
    config,
    cipher,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

let clients = 0;

/**
 * A browser-like client: keeps cookies between requests and sends a same-origin Origin on writes.
 * Each client is a different person on a different address (rate limits are on in tests, sized for
 * people; a test of a limit names its own `remoteAddress`).
 */
export class TestClient {
  private cookies = new Map<string, string>();
  readonly address: string;

  constructor(private readonly app: FastifyInstance) {
    clients += 1;
    this.address = `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`;
  }

  async request(options: InjectOptions & { method: string; url: string }) {
    const headers: Record<string, string> = { ...(options.headers as Record<string, string>) };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (!['GET', 'HEAD'].includes(options.method) && !headers.origin) headers.origin = 'http://localhost';
    const res = await this.app.inject({
      remoteAddress: this.address,
      ...options,
      headers: { host: 'localhost', ...headers },
    });
    for (const c of res.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      if (c.value === '' || c.maxAge === 0 || (c.expires && c.expires.getTime() < Date.now()))
        this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    return res;
  }

  get(url: string, headers?: Record<string, string>) {
    return this.request({ method: 'GET', url, headers });
  }

  post(url: string, payload?: unknown, headers?: Record<string, string>) {
    return this.request({ method: 'POST', url, payload: payload as InjectOptions['payload'], headers });
  }

  delete(url: string, headers?: Record<string, string>) {
    return this.request({ method: 'DELETE', url, headers });
  }

  cookie(name: string) {
    return this.cookies.get(name);
  }
}
