import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { openDatabase, type Database } from './index.ts';
import { therapySessions } from './schema/index.ts';

// The embedded database on its own thread must behave as PGlite in the app's thread did.
describe('PGlite on its own thread', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase('memory://');
  });
  afterAll(() => database.close());
  const session = (id: string) => ({ id, ownerId: 'usr_thread', modality: 'text' });

  it('answers many statements at once, each with its own result', async () => {
    const values = Array.from({ length: 50 }, (_, i) => i);
    const rows = await Promise.all(values.map((i) => database.db.execute(sql`select ${i}::int as n`)));
    expect(rows.map((r) => (r as unknown as { rows: { n: number }[] }).rows[0]!.n)).toEqual(values);
  });

  it('commits a transaction and gives back dates as Drizzle expects', async () => {
    const [row] = await database.db.transaction(async (tx) => {
      await tx.insert(therapySessions).values(session('ses_commit'));
      return tx.select().from(therapySessions).where(eq(therapySessions.id, 'ses_commit'));
    });
    expect(row!.createdAt).toBeInstanceOf(Date);
    expect(await database.db.select().from(therapySessions).where(eq(therapySessions.id, 'ses_commit'))).toHaveLength(
      1,
    );
  });

  it('rolls back on a thrown error and on tx.rollback(), and serves other statements after', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(therapySessions).values(session('ses_thrown'));
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(therapySessions).values(session('ses_rollback'));
        tx.rollback();
      }),
    ).rejects.toThrow();
    const left = await database.db
      .select()
      .from(therapySessions)
      .where(sql`${therapySessions.id} in ('ses_thrown', 'ses_rollback')`);
    expect(left).toEqual([]);
  });

  it("passes Postgres's error fields back (unique violation is 23505)", async () => {
    const error = await database.db
      .insert(therapySessions)
      .values(session('ses_commit'))
      .catch((e: unknown) => e);
    expect((error as { cause?: { code?: string } }).cause?.code).toBe('23505');
  });

  it('refuses statements once closed', async () => {
    const other = await openDatabase('memory://');
    await other.close();
    const error = await other.db.execute(sql`select 1`).catch((e: unknown) => e);
    expect((error as { cause?: Error }).cause?.message).toMatch(/closed/);
  });
});
