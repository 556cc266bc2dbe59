import fs from 'node:fs';
import path from 'node:path';

const GROUP_OR_OTHER = 0o077;

/**
 * Creates `dir` readable by its owner only (0700), or takes group and other access away from an
 * existing one and everything in it: the data folder holds the database and, by default, the key
 * that decrypts it. Folders earlier versions made 0755, and files 0666, are tightened at boot.
 */
export function ensurePrivateDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  tighten(dir);
}

function tighten(target: string) {
  const stat = fs.lstatSync(target);
  if (stat.isSymbolicLink()) return;
  if (stat.mode & GROUP_OR_OTHER) fs.chmodSync(target, stat.mode & 0o7777 & ~GROUP_OR_OTHER);
  if (stat.isDirectory()) for (const name of fs.readdirSync(target)) tighten(path.join(target, name));
}
