import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** One hash of every file under a folder (paths and bytes): equal hashes, identical trees. */
export async function treeHash(dir: string): Promise<string> {
  const hash = createHash('sha256');
  const entries = (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  for (const file of entries) {
    hash.update(path.relative(dir, file));
    hash.update(await readFile(file));
  }
  return hash.digest('hex');
}
