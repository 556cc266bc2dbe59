// The embedded database's own thread. PGlite runs Postgres as WebAssembly, synchronously: on the
// app's thread every statement would stop the event loop for its whole run. Here it runs beside
// the app, which keeps serving HTTP and voice frames meanwhile. Plain JavaScript so that the worker
// needs no TypeScript loader. The protocol is in pglite-thread.ts.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { DurableNodeFS, durableStartParams } from './durable-node-fs.mjs';

const identity = (value) => value;
const files = workerData.dataDir ? new DurableNodeFS(workerData.dataDir) : undefined;
const pg = files ? await PGlite.create({ fs: files, startParams: durableStartParams }) : await PGlite.create();
files?.syncAll();
// A new 16 MB WAL segment is otherwise written full of zeros first, a pause of tens of
// milliseconds every few thousand chat turns during which no statement runs.
await pg.exec('SET wal_init_zero = off');
/** Open transactions by id: the PGlite transaction handle and how to end it. */
const open = new Map();

const ERROR_FIELDS = [
  'code',
  'detail',
  'hint',
  'severity',
  'position',
  'where',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'routine',
];
function plainError(error) {
  const out = { message: error instanceof Error ? error.message : String(error), name: error?.name ?? 'Error' };
  for (const key of ERROR_FIELDS) if (error?.[key] !== undefined) out[key] = error[key];
  return out;
}

function begin(id) {
  return new Promise((started, failedToStart) => {
    let entered = false;
    pg.transaction(
      (tx) =>
        new Promise((commit, rollback) => {
          entered = true;
          open.set(id, { tx, commit, rollback });
          started(id);
        }),
    ).then(
      () => open.get(id)?.settled?.resolve(),
      (error) => {
        const entry = open.get(id);
        if (!entered) failedToStart(error);
        else if (entry?.rolledBack) entry.settled?.resolve();
        else entry?.settled?.reject(error);
      },
    );
  });
}

function end(id, commit) {
  const entry = open.get(id);
  if (!entry) throw new Error(`no open transaction ${id}`);
  const done = new Promise((resolve, reject) => (entry.settled = { resolve, reject }));
  if (commit) entry.commit();
  else {
    entry.rolledBack = true;
    entry.rollback(new Error('rolled back'));
  }
  return done.finally(() => open.delete(id));
}

async function handle(message) {
  switch (message.op) {
    case 'query': {
      const target = message.txId ? open.get(message.txId)?.tx : pg;
      if (!target) throw new Error(`no open transaction ${message.txId}`);
      const parsers = Object.fromEntries(message.rawTypes.map((oid) => [oid, identity]));
      const result = await target.query(message.sql, message.params, { rowMode: message.rowMode, parsers });
      return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
    }
    case 'exec': {
      const target = message.txId ? open.get(message.txId)?.tx : pg;
      const results = await target.exec(message.sql);
      return results.map((r) => ({ rows: r.rows, fields: r.fields, affectedRows: r.affectedRows }));
    }
    case 'begin':
      return begin(message.id);
    case 'commit':
      return end(message.txId, true);
    case 'rollback':
      return end(message.txId, false);
    case 'syncs':
      return files?.syncs ?? 0;
    case 'close':
      if (!pg.closed) {
        await pg.exec('CHECKPOINT');
        await pg.close();
      }
      return null;
    default:
      throw new Error(`unknown operation ${message.op}`);
  }
}

// Replies wait for the WAL syncs their statements' commits held back (durable-node-fs.mjs), so
// nothing is acknowledged before it is on disk. Statements that finish while the thread is busy
// reply together after one sync. A failed sync throws here and stops the thread, as Postgres
// stops rather than carry on after one.
const outbox = [];
function reply(message) {
  if (outbox.push(message) === 1) setImmediate(deliver);
}
function deliver() {
  files?.flush();
  for (const message of outbox.splice(0)) parentPort.postMessage(message);
}

parentPort.on('message', (message) => {
  handle(message).then(
    (result) => reply({ id: message.id, result }),
    (error) => reply({ id: message.id, error: plainError(error) }),
  );
});
parentPort.postMessage({ ready: true });
