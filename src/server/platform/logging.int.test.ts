import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createTestDatabase, dbKinds, executeAsOwner, testConfig, TestClient } from '../test/harness.ts';
import type { Database } from '../db/index.ts';
import { FieldCipher, generateKeyring } from './crypto.ts';
import type { FastifyInstance } from 'fastify';

/** Makes every insert into `table` fail inside the database, as a broken disk or constraint would. */
async function failInserts(database: Database, table: string) {
  await executeAsOwner(
    database,
    `CREATE OR REPLACE FUNCTION refuse_insert() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused for the test'; END $$`,
  );
  await executeAsOwner(
    database,
    `CREATE TRIGGER refuse_${table} BEFORE INSERT ON ${table} FOR EACH ROW EXECUTE FUNCTION refuse_insert()`,
  );
}

describe.each(dbKinds)('what reaches the log on %s', (kind) => {
  let database: Database;
  let app: FastifyInstance;
  const lines: string[] = [];
  const logged = () => lines.join('');

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await buildApp({
      config: testConfig({ LOG_LEVEL: 'info' }),
      database,
      cipher: new FieldCipher(generateKeyring()),
      logStream: { write: (line: string) => void lines.push(line) },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('logs a sign-up the database refused without its values: no hash, password, email or params', async () => {
    await failInserts(database, 'users');
    const email = `secret.${randomBytes(4).toString('hex')}@example.com`;
    const password = `unguessable ${randomBytes(6).toString('hex')} words`;
    lines.length = 0;
    const res = await new TestClient(app).post('/api/auth/signup', {
      email,
      password,
      firstName: 'Privatename',
      lastName: 'Hidden',
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Something went wrong on our side. Please try again.' });
    const log = logged();
    expect(log).toMatch(/"level":50.*unexpected error/);
    expect(log).toMatch(/Failed query: insert into \\"users\\"/);
    expect(log).toMatch(/refused for the test/);
    for (const secret of ['$argon2', password, email, 'Privatename', 'params']) expect(log).not.toContain(secret);
  });

  it('logs a failed chat turn without what the person wrote', async () => {
    const client = new TestClient(app);
    await executeAsOwner(database, 'DROP TRIGGER refuse_users ON users');
    expect(
      (
        await client.post('/api/auth/signup', {
          email: `chat.${randomBytes(4).toString('hex')}@example.com`,
          password: 'correct horse battery',
          firstName: 'Chat',
        })
      ).statusCode,
    ).toBe(201);
    expect((await client.post('/api/terms/accept', { trialType: 'voice' })).statusCode).toBe(200);
    const sessionId = (await client.post('/api/sessions', {})).json().id;
    await failInserts(database, 'messages');
    lines.length = 0;
    const words = `my private worry ${randomBytes(4).toString('hex')}`;
    const res = await client.post('/api/chat', { sessionId, message: words });
    expect(res.statusCode).toBe(500);
    const log = logged();
    expect(log).toMatch(/refused for the test/);
    expect(log).not.toContain(words);
    expect(log).not.toContain('params');
  });

  it('logs requests without their query string or cookies', async () => {
    const client = new TestClient(app);
    lines.length = 0;
    await client.get('/api/login?next=%2Fsecret-place');
    await client.get('/api/auth/user', { cookie: 'solace_session=cookie-value-123' });
    const log = logged();
    expect(log).toContain('"url":"/api/login"');
    expect(log).not.toContain('secret-place');
    expect(log).not.toContain('cookie-value-123');
  });
});
