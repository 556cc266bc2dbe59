import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { openDatabase } from './index.ts';
import { PGliteThread } from './pglite-thread.ts';
import { auditLog, therapySessions } from './schema/index.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const dirs: string[] = [];
const freshDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'solace-durable-'));
  dirs.push(dir);
  return path.join(dir, 'pglite');
};

// An acknowledged write must survive an OS crash or power cut, not only the process dying: the
// embedded database flushes to disk before it acknowledges a commit, as PostgreSQL does.
describe('PGlite in a folder', () => {
  afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

  it('syncs to disk at least once for every committed write it acknowledges one by one, and never for a read', async () => {
    const client = await PGliteThread.start(freshDir());
    try {
      await client.exec('create table durable_probe (id int primary key, note text)');
      const before = await client.syncCount();
      for (let i = 0; i < 20; i++)
        await client.query('insert into durable_probe values ($1, $2)', [i, 'one statement']);
      for (let i = 20; i < 30; i++) {
        await client.transaction(async (tx) => {
          await tx.query('insert into durable_probe values ($1, $2)', [i, 'first of two']);
          await tx.query('update durable_probe set note = $2 where id = $1', [i, 'second of two']);
        });
      }
      const afterWrites = await client.syncCount();
      expect(afterWrites - before).toBeGreaterThanOrEqual(30);
      for (let i = 0; i < 20; i++) await client.query('select count(*) from durable_probe');
      await client.transaction((tx) => tx.query('select note from durable_probe where id = 25'));
      expect(await client.syncCount()).toBe(afterWrites);
      // Commits that finish while the thread is busy share a sync (group commit), and none is
      // acknowledged before it.
      await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          client.query('insert into durable_probe values ($1, $2)', [100 + i, 'together']),
        ),
      );
      const together = (await client.syncCount()) - afterWrites;
      expect(together).toBeGreaterThanOrEqual(1);
      expect(together).toBeLessThanOrEqual(50);
    } finally {
      await client.close();
    }
  }, 90_000);

  it('keeps every acknowledged write when the process is killed with SIGKILL', async () => {
    const dir = freshDir();
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/test/ack-writer.ts', dir], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const acked: string[] = [];
    let errors = '';
    child.stderr.on('data', (c: Buffer) => (errors += c.toString()));
    let partial = '';
    await new Promise<void>((resolve, reject) => {
      child.on('exit', (code) => reject(new Error(`the writer stopped by itself (${code}): ${errors}`)));
      child.stdout.on('data', (chunk: Buffer) => {
        const lines = (partial + chunk.toString()).split('\n');
        partial = lines.pop()!;
        for (const line of lines) if (line.startsWith('ack ')) acked.push(line.slice(4));
        if (acked.length >= 40) resolve();
      });
    });
    child.removeAllListeners('exit');
    child.kill('SIGKILL');
    await once(child, 'exit');

    const database = await openDatabase(dir);
    try {
      const sessions = await database.db
        .select({ id: therapySessions.id })
        .from(therapySessions)
        .where(inArray(therapySessions.id, acked));
      const audited = await database.db
        .select({ id: auditLog.resourceId })
        .from(auditLog)
        .where(inArray(auditLog.resourceId, acked));
      expect(sessions.map((r) => r.id).sort()).toEqual([...acked].sort());
      expect(audited).toHaveLength(acked.length);
    } finally {
      await database.close();
    }
  }, 90_000);
});
