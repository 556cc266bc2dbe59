import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * PGlite takes no lock on its folder: a second process opening it (another server, or a backup
 * or restore while the server runs) would write over the first one's files and corrupt them. So
 * whoever opens a persistent embedded database listens on a Unix socket beside it, `<folder>.lock`,
 * while it is open. A second process cannot listen there; it connects instead, is told who holds
 * the folder (process id, host, purpose) and refuses with that. The kernel closes the socket of a
 * process that dies, however it dies, so a lock is never left behind by a crash or a kill, and a
 * process id reused since cannot be mistaken for the holder. Within one process the folder may be
 * opened again (tests reopen it): the lock counts its holders.
 */
export class DataDirInUseError extends Error {}

interface Holder {
  count: number;
  server: net.Server;
}
const held = new Map<string, Holder>();

/** Where the folder's lock listens: beside it, or in the temporary folder when that path is too long for a socket. */
export function lockFileOf(dir: string): string {
  const beside = `${path.resolve(dir)}.lock`;
  if (Buffer.byteLength(beside) < 100) return beside;
  const real = fs.existsSync(dir) ? fs.realpathSync(dir) : path.resolve(dir);
  return path.join(os.tmpdir(), `solace-${createHash('sha256').update(real).digest('hex').slice(0, 24)}.lock`);
}

function listen(file: string, info: string): Promise<net.Server> {
  return new Promise((resolve, reject) => {
    const server = net.createServer((socket) => socket.end(info));
    server.once('error', reject);
    server.listen(file, () => {
      server.off('error', reject);
      server.unref();
      resolve(server);
    });
  });
}

/** Who holds the lock, or null when nothing answers there (a socket file left by a process that is gone). */
function ask(file: string): Promise<string | null> {
  return new Promise((resolve) => {
    let said = '';
    const socket = net.connect(file);
    socket.setTimeout(2_000, () => socket.destroy());
    socket.on('data', (chunk: Buffer) => (said += chunk.toString('utf8')));
    socket.on('end', () => resolve(said || 'another process'));
    socket.on('close', () => resolve(said || 'another process'));
    socket.on('error', (error: NodeJS.ErrnoException) =>
      resolve(error.code === 'ECONNREFUSED' || error.code === 'ENOENT' ? null : 'another process'),
    );
  });
}

/** Takes the folder's lock for `purpose` ("the Solace server", "a backup"…) and returns its release. */
export async function lockDataDir(dir: string, purpose: string): Promise<() => Promise<void>> {
  const file = lockFileOf(dir);
  let holder = held.get(file);
  if (holder) {
    holder.count++;
  } else {
    const info = `${purpose} (process ${process.pid} on ${os.hostname()}, since ${new Date().toISOString()})`;
    for (let attempt = 0; ; attempt++) {
      try {
        holder = { count: 1, server: await listen(file, info) };
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || attempt > 2) throw error;
      }
      const other = await ask(file);
      if (other !== null) {
        throw new DataDirInUseError(
          `The embedded database in ${dir} is open in ${other}. Stop it first: PGlite cannot be opened by two processes at once.`,
        );
      }
      fs.rmSync(file, { force: true }); // a socket file nobody listens on
    }
    held.set(file, holder);
  }
  const mine = holder;
  let released = false;
  return async () => {
    if (released) return;
    released = true;
    if (--mine.count > 0) return;
    held.delete(file);
    // Unlinked before closing, so a process that comes next finds no file rather than a dead one.
    fs.rmSync(file, { force: true });
    await new Promise<void>((resolve) => mine.server.close(() => resolve()));
  };
}
