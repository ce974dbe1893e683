import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { VERSION_PATTERN, type RemoteBuild } from './build.js';
import { derivedSiblings } from './precompress.js';
import { exists, listFiles, sameBytes } from './tree.js';

export interface PublishedVersion {
  version: string;
  /** When the version folder was published (the folder's modification time). */
  publishedAt: string;
}

/** The version folders of a remote, newest first; temp folders (dot-prefixed) are not versions. */
export async function publishedVersions(remoteDir: string): Promise<PublishedVersion[]> {
  if (!(await exists(remoteDir))) return [];
  const entries = await readdir(remoteDir, { withFileTypes: true });
  const out: { version: string; mtime: number }[] = [];
  for (const e of entries) {
    if (!e.isDirectory() || !VERSION_PATTERN.test(e.name)) continue;
    out.push({ version: e.name, mtime: (await stat(path.join(remoteDir, e.name))).mtimeMs });
  }
  out.sort((a, b) => b.mtime - a.mtime || (a.version < b.version ? 1 : -1));
  return out.map((v) => ({ version: v.version, publishedAt: new Date(v.mtime).toISOString() }));
}

/**
 * True when `versionDir` holds exactly this build: the same files with the same bytes, plus the
 * precompressed siblings that publishing adds.
 */
export async function matchesPublished(build: RemoteBuild, versionDir: string): Promise<boolean> {
  const published = await listFiles(versionDir);
  const expected = new Set([...build.files, ...derivedSiblings(build.files, build.sizes)]);
  if (published.length !== expected.size || published.some((f) => !expected.has(f))) return false;
  for (const file of build.files) {
    if (!(await sameBytes(path.join(build.dir, file), path.join(versionDir, file)))) return false;
  }
  return true;
}
