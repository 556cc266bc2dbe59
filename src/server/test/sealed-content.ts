import { getTableName, sql } from 'drizzle-orm';
import { expect, vi } from 'vitest';
import { uniqueEmail } from '../features/auth/test-helpers.ts';
import { encryptedColumns, type EncryptedColumn } from '../platform/encrypted-columns.ts';
import { TestClient, type TestApp } from './harness.ts';

/** Fixtures for tests of sealed content (the v1 rewrap, content backups): every encrypted column filled. */
type Running = Pick<TestApp, 'app' | 'database'>;

export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export const PASSWORD = 'correct horse battery';

export interface Stored {
  column: EncryptedColumn;
  bound: string;
  owner: string;
  value: string;
}

export const label = (c: EncryptedColumn) => `${getTableName(c.table)}.${c.column.name}`;

/** Every sealed value in the database, by column (one owner's, or everyone's). */
export async function storedValues(t: Running, ownerId?: string): Promise<Stored[]> {
  const out: Stored[] = [];
  for (const column of encryptedColumns) {
    const rows = rowsOf<{ bound: string; owner: string; value: string | null }>(
      await t.database.db
        .execute(sql`SELECT ${sql.identifier(column.bound.name)} AS bound, ${sql.identifier(column.owner.name)} AS owner,
          ${sql.identifier(column.column.name)} AS value FROM ${sql.identifier(getTableName(column.table))}
          WHERE ${ownerId ? sql`${sql.identifier(column.owner.name)} = ${ownerId}` : sql`true`}`),
    );
    for (const r of rows) if (r.value !== null) out.push({ column, bound: r.bound, owner: r.owner, value: r.value });
  }
  return out;
}

/** A person with a session (messages, state, summary, topics, a document, memory), moods, a check-in and a safety plan. */
export async function person(t: Running, words: string): Promise<{ client: TestClient; id: string; email: string }> {
  const client = new TestClient(t.app);
  const email = uniqueEmail('sealed');
  const res = await client.post('/api/auth/signup', { email, password: PASSWORD, firstName: 'Ren' });
  expect(res.statusCode).toBe(201);
  expect((await client.post('/api/terms/accept', { trialType: 'voice' })).statusCode).toBeLessThan(300);
  const sessionId = (await client.post('/api/sessions', {})).json().id as string;
  const mood = (moment: string, value: number) =>
    client.request({ method: 'PUT', url: `/api/sessions/${sessionId}/mood`, payload: { moment, mood: value } });
  expect((await mood('before', 3)).statusCode).toBe(200);
  expect((await client.post('/api/chat', { sessionId, message: words })).statusCode).toBe(200);
  expect((await mood('after', 6)).statusCode).toBe(200);
  expect((await client.post(`/api/sessions/${sessionId}/end`, {})).statusCode).toBeLessThan(300);
  expect((await client.post('/api/check-ins', { instrument: 'gad7', answers: [1, 1, 2, 0, 1, 1, 0] })).statusCode).toBe(
    201,
  );
  const plan = {
    warningSigns: [`when ${words}`],
    copingStrategies: ['walk the dog'],
    distractions: [],
    supportPeople: [],
    professionals: [],
    safeEnvironment: [],
    reasonsForLiving: ['the dog'],
  };
  expect((await client.request({ method: 'PUT', url: '/api/safety-plan', payload: plan })).statusCode).toBe(200);
  const id = res.json().id as string;
  // The session's memory is written after its end: wait until every registered column holds a value.
  await vi.waitFor(
    async () => {
      const columns = new Set((await storedValues(t, id)).map((s) => label(s.column)));
      expect(columns.size).toBe(encryptedColumns.length);
    },
    { timeout: 15_000, interval: 100 },
  );
  return { client, id, email };
}
