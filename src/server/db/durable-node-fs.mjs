// PGlite's NodeFS as it ships runs Postgres with `-F` (fsync off), and its Emscripten layer turns
// every fsync into a no-op: an acknowledged commit sat in the page cache until the kernel chose to
// write it, so an OS crash or power cut could lose it. Here fsync reaches the disk, Postgres syncs
// the WAL on every commit (and data files at checkpoints) as it does natively, and everything it
// creates is private to the owner. Plain JavaScript: it runs in the database's worker thread.
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

// A worker thread may not set the process umask, and Emscripten chmods a new file to the mode
// Postgres asked for after creating it, so the mask is applied to every mode that reaches disk.
const PRIVATE = ~0o077;

/** Start parameters: PGlite's defaults with fsync on; `fsync` because Emscripten's fdatasync is a no-op. */
export const durableStartParams = [...PGlite.defaultStartParams.filter((p) => p !== '-F'), '-c', 'wal_sync_method=fsync'];

export class DurableNodeFS extends NodeFS {
  /** Flushes reached the disk, for tests that prove commits are durable. */
  syncs = 0;

  async init(pg, emscriptenOptions) {
    const patch = (mod) => this.#patch(mod.NODEFS, mod.FS);
    return super.init(pg, { ...emscriptenOptions, preRun: [patch, ...(emscriptenOptions.preRun ?? [])] });
  }

  #patch(nodefs, emscriptenFs) {
    const { node_ops: nodeOps, stream_ops: streamOps } = nodefs;
    const { mknod, setattr } = nodeOps;
    const streamSetattr = streamOps.setattr;
    const masked = (attr) => (attr.mode === undefined ? attr : { ...attr, mode: attr.mode & PRIVATE });
    nodeOps.mknod = (parent, name, mode, dev) => mknod(parent, name, mode & PRIVATE, dev);
    nodeOps.setattr = (node, attr) => setattr(node, masked(attr));
    streamOps.setattr = (stream, attr) => streamSetattr(stream, masked(attr));
    // fdatasync flushes a file's data and the size needed to read it back, which is what Postgres's
    // own default (wal_sync_method=fdatasync) relies on; a directory (new WAL segments) needs fsync.
    streamOps.fsync = (stream) =>
      nodefs.tryFSOperation(() => {
        if (emscriptenFs.isDir(stream.node.mode)) fs.fsyncSync(stream.nfd);
        else fs.fdatasyncSync(stream.nfd);
        this.syncs++;
        return 0;
      });
  }

  /**
   * Flushes every file and folder under the data folder once. A new database is unpacked from an
   * archive, and an older version of the app never synced, so neither is on disk for certain
   * until this runs; afterwards Postgres's own syncs keep it so.
   */
  syncAll(dir = this.rootDir) {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) this.syncAll(file);
      else if (entry.isFile()) flush(file, fs.fdatasyncSync);
    }
    flush(dir, fs.fsyncSync);
  }
}

function flush(file, how) {
  const fd = fs.openSync(file, 'r');
  try {
    how(fd);
  } finally {
    fs.closeSync(fd);
  }
}
