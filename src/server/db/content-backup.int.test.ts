import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { eq, getTableName } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { backupEmbedded, restoreEmbedded } from '../backup.ts';
import { cipherFor } from '../platform/data-keys.ts';
import { DecryptionError, FieldCipher, generateKeyring } from '../platform/crypto.ts';
import { encryptedColumns } from '../platform/encrypted-columns.ts';
import { testConfig, TestClient } from '../test/harness.ts';
import { PASSWORD, person } from '../test/sealed-content.ts';
import { BackupError } from './content-backup.ts';
import { DataDirInUseError, lockFileOf } from './data-dir-lock.ts';
import { openDatabase } from './index.ts';
import { dataKeys, users } from './schema/index.ts';

const root = path.resolve(import.meta.dirname, '../../..');

/** The backup's lines: the header and control lines, and each table's rows. */
function readBackup(file: string): { lines: string[]; rows: Map<string, Record<string, unknown>[]> } {
  const lines = zlib.gunzipSync(fs.readFileSync(file)).toString('utf8').split('\n').filter(Boolean);
  const rows = new Map<string, Record<string, unknown>[]>();
  let table = '';
  for (const line of lines) {
    if (line.startsWith('{')) rows.get(table)!.push(JSON.parse(line) as Record<string, unknown>);
    else {
      const control = JSON.parse(line) as unknown[];
      if (control[0] === 'table') rows.set((table = control[1] as string), []);
    }
  }
  return { lines, rows };
}

/** Every sealed value the backup holds for one owner, with the record binding it. */
function sealedOf(backup: ReturnType<typeof readBackup>, ownerId: string) {
  return encryptedColumns.flatMap((c) =>
    (backup.rows.get(`public.${getTableName(c.table)}`) ?? [])
      .filter((r) => r[c.owner.name] === ownerId && typeof r[c.column.name] === 'string')
      .map((r) => ({ value: r[c.column.name] as string, aad: c.aad(r[c.bound.name] as string) })),
  );
}

describe('content backups of the embedded database', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'solace-backup-'));
  const folder = path.join(dataDir, 'pglite');
  const config = testConfig({ DATA_DIR: dataDir });
  const keyring = generateKeyring();
  const cipher = new FieldCipher(keyring);
  const file = path.join(dataDir, 'content.jsonl.gz');

  async function boot() {
    const database = await openDatabase(folder);
    const app = await buildApp({ config, database, cipher, logger: false, backgroundRewrap: false });
    await app.ready();
    return {
      app,
      database,
      async close() {
        await app.close();
        await database.close();
      },
    };
  }

  async function signIn(app: Awaited<ReturnType<typeof boot>>['app'], email: string) {
    const client = new TestClient(app);
    expect((await client.post('/api/auth/signin', { email, password: PASSWORD })).statusCode).toBe(200);
    return client;
  }

  let ann: { id: string; email: string };
  let ben: { id: string; email: string };
  let wrappedKeys: string[];

  beforeAll(async () => {
    const t = await boot();
    ann = await person(t, 'my sister Matilda knows about the overdraft');
    ben = await person(t, 'ben worries about his exams');
    wrappedKeys = (await t.database.db.select().from(dataKeys)).map((k) => k.wrappedKey);
    await t.close();
  }, 180_000);
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('backs up content without the key store or the master key; deletion then restore: B reads, A stays shredded', async () => {
    const summary = await backupEmbedded(config, file);
    expect(summary.rows).toBeGreaterThan(20);
    expect(summary.v1Values).toBe(0);
    expect(fs.statSync(file).mode & 0o077).toBe(0);
    const backup = readBackup(file);
    const text = backup.lines.join('\n');
    expect([...backup.rows.keys()].some((t) => t.startsWith('keystore.'))).toBe(false);
    expect(backup.rows.get('public.users')!.map((u) => u.id)).toEqual(expect.arrayContaining([ann.id, ben.id]));
    for (const wrapped of wrappedKeys) expect(text).not.toContain(wrapped);
    for (const key of keyring.keys.values()) expect(text).not.toContain(key.toString('base64'));
    expect(text).not.toContain('Matilda');
    const annSealed = sealedOf(backup, ann.id);
    expect(annSealed.length).toBeGreaterThan(8);

    // Ann deletes her account after the backup was taken.
    let t = await boot();
    const annClient = await signIn(t.app, ann.email);
    expect(
      (await annClient.request({ method: 'DELETE', url: '/api/account', payload: { confirm: true } })).statusCode,
    ).toBe(204);
    await t.close();

    const restored = await restoreEmbedded(config, file);
    expect(restored.erased).toBe(1);
    expect(restored.keys).toBeGreaterThan(0);

    t = await boot();
    try {
      // Ben reads everything he had.
      const benClient = await signIn(t.app, ben.email);
      expect((await benClient.get('/api/safety-plan')).json().plan.warningSigns).toEqual([
        'when ben worries about his exams',
      ]);
      const exported = (await benClient.get('/api/account/export')).json();
      const said = exported.sessions.flatMap((s: { messages: { content: string }[] }) =>
        s.messages.map((m) => m.content),
      );
      expect(said).toContain('ben worries about his exams');
      // Ann's rows did not come back, and the copy the backup holds opens for no one.
      expect(await t.database.db.select().from(users).where(eq(users.id, ann.id))).toEqual([]);
      expect(
        (await new TestClient(t.app).post('/api/auth/signin', { email: ann.email, password: PASSWORD })).statusCode,
      ).toBe(401);
      const after = await cipherFor(t.database.db, cipher, ann.id, { create: false });
      for (const { value, aad } of annSealed) {
        expect(() => after.decrypt(value, aad)).toThrow(DecryptionError);
        expect(() => cipher.decrypt(value, aad)).toThrow(DecryptionError);
      }
    } finally {
      await t.close();
    }
  }, 180_000);

  it('refuses a file cut short or not a backup, and changes nothing', async () => {
    const cut = path.join(dataDir, 'cut.jsonl.gz');
    const whole = zlib.gunzipSync(fs.readFileSync(file)).toString('utf8').split('\n');
    fs.writeFileSync(cut, zlib.gzipSync(whole.slice(0, Math.floor(whole.length / 2)).join('\n')));
    await expect(restoreEmbedded(config, cut)).rejects.toThrow(/cut short/);
    const junk = path.join(dataDir, 'junk.gz');
    fs.writeFileSync(junk, 'not a backup at all');
    await expect(restoreEmbedded(config, junk)).rejects.toThrow(BackupError);
    await expect(backupEmbedded(config, file)).rejects.toThrow(/already exists/);

    const t = await boot();
    try {
      const benClient = await signIn(t.app, ben.email);
      expect((await benClient.get('/api/safety-plan')).json().plan.warningSigns).toEqual([
        'when ben worries about his exams',
      ]);
    } finally {
      await t.close();
    }
  }, 120_000);

  it('refuses while the server has the database open, and `npm run backup`/`restore` work once it stops', async () => {
    const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      cwd: root,
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    server.stdout.on('data', (c: Buffer) => (output += c.toString()));
    server.stderr.on('data', (c: Buffer) => (output += c.toString()));
    const run = async (script: string, ...args: string[]) => {
      const child = spawn(process.execPath, [`scripts/${script}.mjs`, ...args], {
        cwd: root,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'test' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let said = '';
      child.stdout.on('data', (c: Buffer) => (said += c.toString()));
      child.stderr.on('data', (c: Buffer) => (said += c.toString()));
      const [code] = await once(child, 'exit');
      return { code: code as number, said };
    };
    try {
      await new Promise<void>((resolve, reject) => {
        server.stdout.on('data', () => /running at/.test(output) && resolve());
        server.on('exit', (code) => reject(new Error(`server exited ${code}: ${output}`)));
      });
      const refused = await run('backup', path.join(dataDir, 'while-running.jsonl.gz'));
      expect(refused.code).toBe(1);
      expect(refused.said).toContain('Stop it first');
      expect(fs.existsSync(path.join(dataDir, 'while-running.jsonl.gz'))).toBe(false);
      // In this process too (the server is another one).
      await expect(backupEmbedded(config, path.join(dataDir, 'x.gz'))).rejects.toThrow(DataDirInUseError);
    } finally {
      server.kill('SIGTERM');
      await once(server, 'exit');
    }
    expect(fs.existsSync(lockFileOf(folder))).toBe(false);
    // A lock left by a process that died without closing (SIGKILL) does not hold anyone up.
    const killed = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `const { lockDataDir } = await import(${JSON.stringify(path.join(root, 'src/server/db/data-dir-lock.ts'))});
        await lockDataDir(${JSON.stringify(folder)}, 'a process about to be killed');
        console.log('locked');
        setInterval(() => {}, 1000);`,
      ],
      { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await once(killed.stdout, 'data');
    await expect(backupEmbedded(config, path.join(dataDir, 'x.gz'))).rejects.toThrow(/a process about to be killed/);
    killed.kill('SIGKILL');
    await once(killed, 'exit');
    expect(fs.existsSync(lockFileOf(folder))).toBe(true);

    const second = path.join(dataDir, 'second.jsonl.gz');
    const made = await run('backup', second);
    expect(made.code).toBe(0);
    expect(made.said).toContain('Content backup written');
    // The server made the embedded default's key file: the backup never holds it.
    const keyFile = fs.readFileSync(path.join(dataDir, 'encryption.key'), 'utf8').trim();
    expect(readBackup(second).lines.join('\n')).not.toContain(keyFile.split(':')[1]);
    const unconfirmed = await run('restore', second);
    expect(unconfirmed.code).toBe(1);
    expect(unconfirmed.said).toContain('--replace');
    const done = await run('restore', second, '--replace');
    expect(done.said).toContain('Restored');
    expect(done.code).toBe(0);
  }, 300_000);
});
