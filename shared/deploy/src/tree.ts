import { createHash } from 'node:crypto';
import { lstat, mkdir, readdir, readFile, copyFile } from 'node:fs/promises';
import path from 'node:path';
import { DeployError } from './errors.js';

/** Every regular file under `dir`, as sorted POSIX paths relative to it. */
export async function listFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  async function walk(rel: string): Promise<void> {
    const entries = await readdir(path.join(dir, rel), { withFileTypes: true });
    for (const entry of entries) {
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) await walk(child);
      else if (entry.isFile()) out.push(child);
      else
        throw new DeployError(
          `${path.join(dir, child)} is not a regular file (a link or device); a build must contain only files and folders.`,
        );
    }
  }
  await walk('');
  // Code-unit order, not locale order: the content hash must not depend on the machine's locale.
  return out.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** sha256 over the sorted paths and their contents; lengths are mixed in so boundaries are unambiguous. */
export async function hashFiles(dir: string, files: readonly string[]): Promise<string> {
  const hash = createHash('sha256');
  for (const file of files) {
    const bytes = await readFile(path.join(dir, file));
    hash.update(`${file}\0${bytes.length}\0`);
    hash.update(bytes);
  }
  return hash.digest('hex');
}

/** Copies the listed files of `from` into `to` (which must not exist yet). */
export async function copyFiles(from: string, to: string, files: readonly string[]): Promise<void> {
  await mkdir(to, { recursive: false });
  for (const file of files) {
    const target = path.join(to, file);
    await mkdir(path.dirname(target), { recursive: true });
    await copyFile(path.join(from, file), target);
  }
}

/** True when both files have the same bytes. */
export async function sameBytes(a: string, b: string): Promise<boolean> {
  const [sa, sb] = await Promise.all([lstat(a), lstat(b)]);
  if (sa.size !== sb.size) return false;
  const [ba, bb] = await Promise.all([readFile(a), readFile(b)]);
  return ba.equals(bb);
}

export async function exists(p: string): Promise<boolean> {
  try {
    await lstat(p);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw err;
  }
}
