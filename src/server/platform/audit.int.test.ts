import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/index.ts';
import { auditLog } from '../db/schema/index.ts';
import { createTestDatabase, dbKinds } from '../test/harness.ts';
import { recordAccess } from './audit.ts';

/**
 * The trigger's own refusal or, on PostgreSQL where the app's role holds no UPDATE, DELETE or
 * TRUNCATE right on the table, the server's; not some unrelated failure (drizzle wraps the driver
 * error as `cause`).
 */
async function refusedAsAppendOnly(p: Promise<unknown>) {
  const error = await p.then(
    () => null,
    (e: unknown) => e as Error & { cause?: Error },
  );
  expect(error).not.toBeNull();
  expect(`${error!.message} ${error!.cause?.message ?? ''}`).toMatch(
    /audit_log is append-only|permission denied for table audit_log/,
  );
}

const entry = (resourceId: string) => ({
  actorId: 'usr_a',
  action: 'read' as const,
  resourceType: 'messages',
  resourceId,
  ownerId: 'usr_a',
});

describe.each(dbKinds)('audit log on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.close());

  const rows = () => database.db.select().from(auditLog).orderBy(auditLog.id);

  it('recordAccess appends one row per entry, in order, and nothing for none', async () => {
    await recordAccess(database.db, entry('m1'), entry('m2'));
    await recordAccess(database.db);
    await recordAccess(database.db, entry('m3'));
    const all = await rows();
    expect(all.map((r) => r.resourceId)).toEqual(['m1', 'm2', 'm3']);
    expect(all[0]).toMatchObject({ actorId: 'usr_a', action: 'read', resourceType: 'messages', ownerId: 'usr_a' });
    expect(all[0]!.at).toBeInstanceOf(Date);
  });

  it('refuses UPDATE', async () => {
    await refusedAsAppendOnly(
      database.db.update(auditLog).set({ actorId: 'usr_mallory' }).where(eq(auditLog.resourceId, 'm1')),
    );
    expect((await rows()).every((r) => r.actorId === 'usr_a')).toBe(true);
  });

  it('refuses DELETE', async () => {
    await refusedAsAppendOnly(database.db.delete(auditLog).where(eq(auditLog.resourceId, 'm1')));
    expect(await rows()).toHaveLength(3);
  });

  it('refuses TRUNCATE', async () => {
    await refusedAsAppendOnly(database.db.execute(sql`TRUNCATE audit_log`));
    expect(await rows()).toHaveLength(3);
  });

  it('still refuses inside a transaction, and the rest of that transaction rolls back', async () => {
    await refusedAsAppendOnly(
      database.db.transaction(async (tx) => {
        await recordAccess(tx, entry('m4'));
        await tx.delete(auditLog).where(eq(auditLog.resourceId, 'm2'));
      }),
    );
    expect((await rows()).map((r) => r.resourceId)).toEqual(['m1', 'm2', 'm3']);
  });
});
