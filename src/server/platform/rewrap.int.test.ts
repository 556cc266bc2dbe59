import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, getTableName, sql } from 'drizzle-orm';
import { dataKeys } from '../db/schema/index.ts';
import { buildApp } from '../app.ts';
import { createTestDatabase, dbKinds, testConfig, type TestApp } from '../test/harness.ts';
import { label, person, rowsOf, storedValues, type Stored } from '../test/sealed-content.ts';
import { DecryptionError, FieldCipher, generateKeyring } from './crypto.ts';
import { cipherFor } from './data-keys.ts';
import { encryptedColumns } from './encrypted-columns.ts';
import { rewrapV1, startRewrap } from './rewrap.ts';

async function setValue(t: TestApp, s: Stored, value: string) {
  await t.database.db.execute(
    sql`UPDATE ${sql.identifier(getTableName(s.column.table))} SET ${sql.identifier(s.column.column.name)} = ${value}
        WHERE ${sql.identifier(s.column.bound.name)} = ${s.bound}`,
  );
}

/** Turns each value back into what the app wrote before data keys: v1 under the master keyring. Returns the plaintexts. */
async function makeLegacy(t: TestApp, values: Stored[]): Promise<Map<string, string>> {
  const plain = new Map<string, string>();
  for (const s of values) {
    const aad = s.column.aad(s.bound);
    // The registry's binding is the app's: the value the app wrote opens with it.
    const text = (await cipherFor(t.database.db, t.cipher, s.owner, { create: false })).decrypt(s.value, aad);
    plain.set(`${label(s.column)}:${s.bound}`, text);
    await setValue(t, s, t.cipher.encrypt(text, aad));
  }
  return plain;
}

/** A test app whose boot-time rewrap is off, so each test runs it itself (and counts are its own). */
async function appWithoutRewrap(kind: (typeof dbKinds)[number]): Promise<TestApp> {
  const database = await createTestDatabase(kind);
  const config = testConfig();
  const cipher = new FieldCipher(generateKeyring());
  const app = await buildApp({ config, database, cipher, logger: false, backgroundRewrap: false });
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

describe.each(dbKinds)('re-encrypting v1 values under data keys on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appWithoutRewrap(kind);
  });
  afterAll(() => t.close());

  it('finds every sealed value the app writes in a registered column', async () => {
    await person(t, 'my sister Matilda knows about the overdraft');
    const registered = new Set(encryptedColumns.map(label));
    const textColumns = rowsOf<{ table_name: string; column_name: string }>(
      await t.database.db.execute(sql`SELECT table_name, column_name FROM information_schema.columns
          WHERE table_schema = 'public' AND data_type = 'text'`),
    );
    const sealedIn: string[] = [];
    for (const { table_name: table, column_name: column } of textColumns) {
      const rows = rowsOf<{ n: number }>(
        await t.database.db.execute(
          sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE ${sql.identifier(column)} ~ '^v[12]\\.[A-Za-z0-9_-]+\\.'`,
        ),
      );
      if (rows[0]!.n > 0) sealedIn.push(`${table}.${column}`);
    }
    // Each registered column was written by the flows above, and nothing sealed sits elsewhere.
    expect(sealedIn.sort()).toEqual([...registered].sort());
  });

  it('turns every v1 value into v2 under its owner’s key, same plaintext, idempotently; deletion then shreds it', async () => {
    const ann = await person(t, 'ann worries about her exams');
    // Words the safety reader reads calm, so the session fills every column (candidate 6 reads the bare
    // 'ben’s brother' as a possible question about safety at home, and nothing of it is remembered).
    const ben = await person(t, 'ben’s brother is coming over for the footy');
    const annValues = await storedValues(t, ann.id);
    const benValues = await storedValues(t, ben.id);
    expect(new Set(annValues.map((s) => label(s.column))).size).toBe(encryptedColumns.length);
    const plain = await makeLegacy(t, [...annValues, ...benValues]);
    const legacy = await storedValues(t, ann.id);
    expect(legacy.every((s) => s.value.startsWith('v1.'))).toBe(true);

    const counts = await rewrapV1(t.database.db, t.cipher, { batchSize: 3 });
    expect(counts.rewrapped).toBeGreaterThanOrEqual(plain.size);
    expect(counts.unreadable).toBe(0);

    for (const id of [ann.id, ben.id]) {
      const cipher = await cipherFor(t.database.db, t.cipher, id, { create: false });
      const keyIds = (await t.database.db.select().from(dataKeys).where(eq(dataKeys.ownerId, id))).map((k) => k.id);
      for (const s of await storedValues(t, id)) {
        expect(s.value.startsWith('v2.'), label(s.column)).toBe(true);
        expect(keyIds).toContain(s.value.split('.')[1]);
        expect(cipher.decrypt(s.value, s.column.aad(s.bound))).toBe(plain.get(`${label(s.column)}:${s.bound}`));
      }
    }
    // The app reads it as before.
    expect((await ann.client.get('/api/safety-plan')).json().plan.warningSigns).toEqual([
      'when ann worries about her exams',
    ]);
    expect(await rewrapV1(t.database.db, t.cipher)).toEqual({ rewrapped: 0, unreadable: 0 });

    // The rewrapped copy a content backup would hold opens for no one after Ann deletes her account.
    const backup = await storedValues(t, ann.id);
    expect(
      (await ann.client.request({ method: 'DELETE', url: '/api/account', payload: { confirm: true } })).statusCode,
    ).toBe(204);
    const after = await cipherFor(t.database.db, t.cipher, ann.id, { create: false });
    for (const s of backup) {
      expect(() => after.decrypt(s.value, s.column.aad(s.bound))).toThrow(DecryptionError);
      expect(() => t.cipher.decrypt(s.value, s.column.aad(s.bound))).toThrow(DecryptionError);
    }
    expect((await ben.client.get('/api/safety-plan')).json().plan.warningSigns).toEqual([
      'when ben’s brother is coming over for the footy',
    ]);
  });

  it('is safe with two instances at once and leaves a value it cannot open untouched', async () => {
    const cat = await person(t, 'cat and the night shifts');
    const values = await storedValues(t, cat.id);
    const plain = await makeLegacy(t, values);
    // A v1 value under a master key this keyring no longer has: counted, never overwritten.
    const lost = values.find(
      (s) => s.column.column.name === 'content_enc' && getTableName(s.column.table) === 'messages',
    )!;
    const foreign = `v1.gone.${lost.value.split('.').slice(2).join('.')}`;
    await setValue(t, lost, foreign);

    const [a, b] = await Promise.all([
      rewrapV1(t.database.db, t.cipher, { batchSize: 2 }),
      rewrapV1(t.database.db, t.cipher, { batchSize: 2 }),
    ]);
    expect(a.rewrapped + b.rewrapped).toBe(plain.size - 1);
    expect(a.unreadable + b.unreadable).toBeGreaterThanOrEqual(1);
    const cipher = await cipherFor(t.database.db, t.cipher, cat.id, { create: false });
    for (const s of await storedValues(t, cat.id)) {
      if (s.bound === lost.bound && s.column === lost.column) {
        expect(s.value).toBe(foreign);
        continue;
      }
      expect(s.value.startsWith('v2.')).toBe(true);
      expect(cipher.decrypt(s.value, s.column.aad(s.bound))).toBe(plain.get(`${label(s.column)}:${s.bound}`));
    }
  });

  it('runs in the background without holding up its caller, logs counts only, and stops when asked', async () => {
    const dee = await person(t, 'dee worries about her secret exams');
    const plain = await makeLegacy(t, await storedValues(t, dee.id));
    const lines: { obj: object; msg: string }[] = [];
    const log = { info: (obj: object, msg: string) => lines.push({ obj, msg }), warn: log0 };
    function log0(obj: object, msg: string) {
      lines.push({ obj, msg });
    }
    const run = startRewrap(t.database.db, t.cipher, log, { delayMs: 0, pauseMs: 0 });
    const counts = await run.done;
    expect(counts?.rewrapped).toBeGreaterThanOrEqual(plain.size);
    expect(lines).toHaveLength(1);
    expect(Object.keys(lines[0]!.obj).sort()).toEqual(['finished', 'rewrapped', 'unreadable']);
    expect(JSON.stringify(lines)).not.toContain('secret');
    expect(JSON.stringify(lines)).not.toContain(dee.id);
    await run.stop();

    const idle = startRewrap(t.database.db, t.cipher, log, { delayMs: 60_000 });
    await idle.stop();
    expect(await idle.done).toBeNull();
  });

  it('starts at boot by default: an app started over v1 values re-encrypts them without being asked', async () => {
    const eve = await person(t, 'eve worries about her job at boot');
    const plain = await makeLegacy(t, await storedValues(t, eve.id));
    expect(plain.size).toBeGreaterThan(5);
    const booted = await buildApp({ config: t.config, database: t.database, cipher: t.cipher, logger: false });
    await booted.ready();
    try {
      await vi.waitFor(
        async () => {
          const values = await storedValues(t, eve.id);
          expect(values.every((s) => s.value.startsWith('v2.'))).toBe(true);
        },
        { timeout: 30_000, interval: 200 },
      );
    } finally {
      await booted.close();
    }
  });
});
