import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { bootWarnings } from '../boot-warnings.ts';
import { recordAccess } from '../platform/audit.ts';
import { createThrowawayAppRole, createThrowawayPgDatabase, testConfig } from '../test/harness.ts';
import { openDatabase, type Database } from './index.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
const entry = {
  actorId: 'usr_a',
  action: 'read' as const,
  resourceType: 'messages',
  resourceId: 'm1',
  ownerId: 'usr_a',
};

async function failure(p: Promise<unknown>): Promise<string> {
  const error = await p.then(
    () => null,
    (e: unknown) => e as Error & { cause?: Error },
  );
  expect(error).not.toBeNull();
  return `${error!.message} ${error!.cause?.message ?? ''}`;
}

// The app's PostgreSQL role owns nothing, so it cannot switch the audit log's trigger off and erase it.
describe.skipIf(!adminUrl)('the app role on PostgreSQL', () => {
  let throwaway: Awaited<ReturnType<typeof createThrowawayPgDatabase>>;
  let role: Awaited<ReturnType<typeof createThrowawayAppRole>>;
  let app: Database;
  let owner: pg.Client;

  beforeAll(async () => {
    throwaway = await createThrowawayPgDatabase(adminUrl!);
    role = await createThrowawayAppRole(adminUrl!);
    app = await openDatabase(role.urlFor(throwaway.url), { migrationUrl: throwaway.url });
    owner = new pg.Client({ connectionString: throwaway.url });
    await owner.connect();
  });
  afterAll(async () => {
    await owner?.end();
    await app?.close();
    await throwaway?.drop();
    await role?.drop();
  });

  it('appends to and reads the audit log, and nothing more', async () => {
    await recordAccess(app.db, entry);
    expect(await app.db.execute(sql`select resource_id from audit_log`)).toMatchObject({
      rows: [{ resource_id: 'm1' }],
    });
    expect(await failure(app.db.execute(sql`ALTER TABLE audit_log DISABLE TRIGGER ALL`))).toMatch(
      /must be owner of table audit_log/,
    );
    expect(await failure(app.db.execute(sql`UPDATE audit_log SET actor_id = 'usr_mallory'`))).toMatch(
      /permission denied for table audit_log/,
    );
    expect(await failure(app.db.execute(sql`DELETE FROM audit_log`))).toMatch(/permission denied for table audit_log/);
    expect(await failure(app.db.execute(sql`TRUNCATE audit_log`))).toMatch(/permission denied for table audit_log/);
    expect(await failure(app.db.execute(sql`DROP TABLE audit_log`))).toMatch(/must be owner of table audit_log/);
    expect((await owner.query('select actor_id from audit_log')).rows).toEqual([{ actor_id: 'usr_a' }]);
  });

  it("still has the trigger refuse the owner's own edits", async () => {
    await expect(owner.query("UPDATE audit_log SET actor_id = 'usr_mallory'")).rejects.toThrow(
      /audit_log is append-only/,
    );
  });

  it('reads and writes a table a later migration adds, and gets back rights an owner took away at the next start', async () => {
    await owner.query('CREATE TABLE later_feature (id text PRIMARY KEY)');
    await app.db.execute(sql`INSERT INTO later_feature VALUES ('x')`);
    expect(await app.db.execute(sql`select id from later_feature`)).toMatchObject({ rows: [{ id: 'x' }] });

    await owner.query(`REVOKE ALL ON users FROM ${role.name}`);
    expect(await failure(app.db.execute(sql`select count(*) from users`))).toMatch(/permission denied for table users/);
    const again = await openDatabase(role.urlFor(throwaway.url), { migrationUrl: throwaway.url });
    await again.close();
    expect(await app.db.execute(sql`select count(*)::int as n from users`)).toMatchObject({ rows: [{ n: 0 }] });
  });

  it('warns at boot in production when the app connects as the owner, and not as the app role', async () => {
    const production = testConfig({
      NODE_ENV: 'production',
      DATA_ENCRYPTION_KEY: `k1:${Buffer.alloc(32, 1).toString('base64')}`,
      SMTP_URL: 'smtps://mailer:secret@mail.example.com',
    });
    expect(await bootWarnings(production, app)).toEqual([]);
    const asOwner = await openDatabase(throwaway.url);
    try {
      expect(await bootWarnings(production, asOwner)).toEqual([expect.stringMatching(/DATABASE_MIGRATION_URL/)]);
      expect(await bootWarnings(testConfig(), asOwner)).toEqual([]);
    } finally {
      await asOwner.close();
    }
  });
});
