// PGlite's NodeFS as it ships runs Postgres with `-F` (fsync off), and its Emscripten layer turns
// every fsync into a no-op: an acknowledged commit sat in the page cache until the kernel chose to
// write it, so an OS crash or power cut could lose it. Here Postgres syncs as it does natively (the
// WAL at every commit, data files at checkpoints), the syncs reach the disk, and everything it
// creates is private to the owner. Plain JavaScript: it runs in the database's worker thread.
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

// A worker thread may not set the process umask, and Emscripten chmods a new file to the mode
// Postgres asked for after creating it, so the mask is applied to every mode that reaches disk.
const PRIVATE = ~0o077;

/** Start parameters: PGlite's defaults with fsync on; `fsync` because Emscripten's fdatasync is a no-op. */
export const durableStartParams = [
  ...PGlite.defaultStartParams.filter((p) => p !== '-F'),
  '-c',
  'wal_sync_method=fsync',
];

/**
 * Group commit: a commit's WAL sync is held back until the worker is about to reply (`flush()`),
 * so commits that finish while the thread is busy share one sync. Nothing may reach the disk
 * ahead of WAL that Postgres believes synced, so any other write, sync, rename, truncation or
 * close first syncs what is held back: the order Postgres relies on is the order on disk.
 */
export class DurableNodeFS extends NodeFS {
  /** Syncs that reached the disk, for tests that prove commits are durable. */
  syncs = 0;
  #heldWal = new Set();

  async init(pg, emscriptenOptions) {
    const patch = (mod) => this.#patch(mod.NODEFS, mod.FS);
    return super.init(pg, { ...emscriptenOptions, preRun: [patch, ...(emscriptenOptions.preRun ?? [])] });
  }

  /** Syncs the WAL held back since the last call. Call before acknowledging anything. */
  flush() {
    for (const fd of this.#heldWal) {
      fs.fdatasyncSync(fd);
      this.syncs++;
    }
    this.#heldWal.clear();
  }

  #patch(nodefs, emscriptenFs) {
    const { node_ops: nodeOps, stream_ops: streamOps } = nodefs;
    const isWal = (stream) =>
      (stream.walFile ??= emscriptenFs.isFile(stream.node.mode) && stream.node.parent?.name === 'pg_wal');
    const flushFirst =
      (op) =>
      (...args) => {
        if (this.#heldWal.size) nodefs.tryFSOperation(() => this.flush());
        return op(...args);
      };
    const masked = (attr) => (attr.mode === undefined ? attr : { ...attr, mode: attr.mode & PRIVATE });
    const { mknod, setattr, rename, unlink, rmdir } = nodeOps;
    nodeOps.mknod = flushFirst((parent, name, mode, dev) => mknod(parent, name, mode & PRIVATE, dev));
    nodeOps.setattr = flushFirst((node, attr) => setattr(node, masked(attr)));
    nodeOps.rename = flushFirst(rename);
    nodeOps.unlink = flushFirst(unlink);
    nodeOps.rmdir = flushFirst(rmdir);
    const { setattr: streamSetattr, write, close } = streamOps;
    streamOps.setattr = flushFirst((stream, attr) => streamSetattr(stream, masked(attr)));
    streamOps.close = flushFirst(close);
    const otherWrite = flushFirst(write);
    streamOps.write = (stream, ...args) => (isWal(stream) ? write(stream, ...args) : otherWrite(stream, ...args));
    // fdatasync flushes a file's data and the size needed to read it back, which is what Postgres's
    // own default (wal_sync_method=fdatasync) relies on; a directory (new WAL segments) needs fsync.
    const sync = flushFirst((stream) =>
      nodefs.tryFSOperation(() => {
        if (emscriptenFs.isDir(stream.node.mode)) fs.fsyncSync(stream.nfd);
        else fs.fdatasyncSync(stream.nfd);
        this.syncs++;
        return 0;
      }),
    );
    streamOps.fsync = (stream) => {
      if (!isWal(stream)) return sync(stream);
      this.#heldWal.add(stream.nfd);
      return 0;
    };
  }

  /**
   * Syncs every file and folder under the data folder once. A new database is unpacked from an
   * archive, and an older version of the app never synced, so neither is on disk for certain
   * until this runs; afterwards Postgres's own syncs keep it so.
   */
  syncAll(dir = this.rootDir) {
    this.flush();
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) this.syncAll(file);
      else if (entry.isFile()) syncFile(file, fs.fdatasyncSync);
    }
    syncFile(dir, fs.fsyncSync);
  }
}

function syncFile(file, how) {
  const fd = fs.openSync(file, 'r');
  try {
    how(fd);
  } finally {
    fs.closeSync(fd);
  }
}
