import { Worker } from 'node:worker_threads';

/**
 * PGlite on its own thread (pglite-worker.mjs), seen by Drizzle as a PGlite client: `query`,
 * `exec` and interactive `transaction`, the parts Drizzle's PGlite driver and migrator use.
 *
 * Only data crosses the thread boundary, so the type parsers Drizzle passes (functions that keep
 * dates and intervals as the text Postgres sent) travel as the list of their type ids, and the
 * worker applies the same identity parser to them. Statement errors come back with Postgres's
 * fields (code, constraint...) on a plain Error.
 */
interface Results {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}
interface QueryOptions {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, unknown>;
}
interface Queryable {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results>;
  exec(sql: string): Promise<Results[]>;
}

type Reply = { id: number; result?: unknown; error?: Record<string, unknown> & { message: string } };

export class PGliteThread implements Queryable {
  closed = false;
  private nextId = 1;
  private readonly pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();

  private constructor(private readonly worker: Worker) {
    worker.on('message', (reply: Reply) => {
      const waiting = this.pending.get(reply.id);
      if (!waiting) return;
      this.pending.delete(reply.id);
      if (reply.error) waiting.reject(Object.assign(new Error(reply.error.message), reply.error));
      else waiting.resolve(reply.result);
    });
    worker.on('error', (error) => this.failAll(error));
    worker.on('exit', (code) => {
      this.closed = true;
      this.failAll(new Error(`the embedded database thread stopped (exit code ${code})`));
    });
  }

  /** Starts the thread and opens the database: `dataDir` is a folder, or undefined for memory. */
  static async start(dataDir: string | undefined): Promise<PGliteThread> {
    const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), { workerData: { dataDir } });
    await new Promise<void>((resolve, reject) => {
      const onMessage = (m: { ready?: boolean }) => {
        if (!m.ready) return;
        worker.off('message', onMessage);
        worker.off('error', reject);
        resolve();
      };
      worker.on('message', onMessage);
      worker.once('error', reject);
    });
    return new PGliteThread(worker);
  }

  private call<T>(message: Record<string, unknown>): Promise<T> {
    if (this.closed) return Promise.reject(new Error('the embedded database is closed'));
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      this.worker.postMessage({ ...message, id });
    });
  }

  private failAll(error: Error) {
    for (const { reject } of this.pending.values()) reject(error);
    this.pending.clear();
  }

  query(sql: string, params: unknown[] = [], options: QueryOptions = {}, txId?: number): Promise<Results> {
    const rawTypes = Object.keys(options.parsers ?? {}).map(Number);
    return this.call({ op: 'query', sql, params, rowMode: options.rowMode ?? 'object', rawTypes, txId });
  }

  exec(sql: string, txId?: number): Promise<Results[]> {
    return this.call({ op: 'exec', sql, txId });
  }

  /** Runs `fn` in one transaction on the database thread: committed if it resolves, rolled back if it throws. */
  async transaction<T>(fn: (tx: Queryable & { rollback(): Promise<void> }) => Promise<T>): Promise<T> {
    const txId = await this.call<number>({ op: 'begin' });
    let ended = false;
    const tx = {
      query: (sql: string, params?: unknown[], options?: QueryOptions) => this.query(sql, params, options, txId),
      exec: (sql: string) => this.exec(sql, txId),
      rollback: async () => {
        ended = true;
        await this.call({ op: 'rollback', txId });
      },
    };
    let result: T;
    try {
      result = await fn(tx);
    } catch (error) {
      if (!ended) await this.call({ op: 'rollback', txId });
      throw error;
    }
    if (!ended) await this.call({ op: 'commit', txId });
    return result;
  }

  /** How many flushes to disk the database has made (none in memory): proof that commits are durable. */
  syncCount(): Promise<number> {
    return this.call({ op: 'syncs' });
  }

  async close(): Promise<void> {
    if (this.closed) return;
    try {
      await this.call({ op: 'close' });
    } finally {
      this.closed = true;
      await this.worker.terminate();
    }
  }
}
