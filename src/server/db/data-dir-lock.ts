import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * PGlite takes no lock on its folder: a second process opening it (another server, or a backup
 * or restore while the server runs) would write over the first one's files and corrupt them. So
 * whoever opens a persistent embedded database holds `<folder>.lock` (this process's id, host and
 * purpose) while it is open, and a second process refuses with a message naming the holder. A lock
 * left by a process that is gone (a crash, a kill) is taken over. Within one process the folder may
 * be opened again (tests reopen it): the lock counts its holders.
 */
export class DataDirInUseError extends Error {}

interface LockInfo {
  pid: number;
  host: string;
  purpose: string;
  since: string;
}

const held = new Map<string, number>();

export function lockFileOf(dir: string): string {
  return `${path.resolve(dir)}.lock`;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function read(file: string): LockInfo | null {
  try {
    const info = JSON.parse(fs.readFileSync(file, 'utf8')) as LockInfo;
    return typeof info.pid === 'number' ? info : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    return null; // unreadable: written by a process that died mid-write, taken over below
  }
}

/** Takes the folder's lock for `purpose` ("the server", "a backup"…) and returns its release. */
export function lockDataDir(dir: string, purpose: string): () => void {
  const file = lockFileOf(dir);
  const count = held.get(file) ?? 0;
  if (count === 0) {
    for (let attempt = 0; ; attempt++) {
      const info: LockInfo = { pid: process.pid, host: os.hostname(), purpose, since: new Date().toISOString() };
      try {
        fs.writeFileSync(file, JSON.stringify(info) + '\n', { flag: 'wx', mode: 0o600 });
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 2) throw error;
      }
      const holder = read(file);
      if (holder && holder.pid !== process.pid && (holder.host !== os.hostname() || alive(holder.pid))) {
        throw new DataDirInUseError(
          `The embedded database in ${dir} is open in ${holder.purpose} (process ${holder.pid} on ${holder.host}, ` +
            `since ${holder.since}). Stop it first: PGlite cannot be opened by two processes at once. ` +
            `If that process is gone, delete ${file}.`,
        );
      }
      fs.rmSync(file, { force: true }); // left by a process that is gone
    }
  }
  held.set(file, count + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (held.get(file) ?? 1) - 1;
    if (left > 0) {
      held.set(file, left);
      return;
    }
    held.delete(file);
    if (read(file)?.pid === process.pid) fs.rmSync(file, { force: true });
  };
}
