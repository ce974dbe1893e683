import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { DeployManifest } from '../../contracts/src/deploy.js';
import { DeployError } from './errors.js';

export function emptyManifest(now = new Date()): DeployManifest {
  return { updatedAt: now.toISOString(), remotes: {} };
}

/** The deploy manifest, or null when the file does not exist yet. */
export async function readManifest(file: string): Promise<DeployManifest | null> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (err) {
    throw new DeployError(
      `The deploy manifest ${file} is not valid JSON (${(err as Error).message}); fix or restore it before deploying.`,
    );
  }
  const m = parsed as Partial<DeployManifest> | null;
  if (!m || typeof m !== 'object' || typeof m.remotes !== 'object' || m.remotes === null) {
    throw new DeployError(
      `The deploy manifest ${file} has no "remotes" object; fix or restore it before deploying.`,
    );
  }
  return m as DeployManifest;
}

/**
 * Replaces the manifest atomically: a temp file in the same folder, flushed to disk, then renamed
 * over the old one. A reader (the HTML server, a browser) sees the old file or the new one, never
 * half of one, and a crash leaves at worst a stray temp file.
 */
export async function writeManifest(file: string, manifest: DeployManifest): Promise<void> {
  const dir = path.dirname(file);
  await mkdir(dir, { recursive: true });
  const tmp = path.join(
    dir,
    `.${path.basename(file)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`,
  );
  const handle = await open(tmp, 'wx');
  try {
    await handle.writeFile(`${JSON.stringify(manifest, null, 2)}\n`);
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await rename(tmp, file);
  } catch (err) {
    await unlink(tmp).catch(() => undefined);
    throw err;
  }
  await syncDir(dir);
}

/** Makes a rename durable; not every platform can open a folder, which is fine. */
export async function syncDir(dir: string): Promise<void> {
  try {
    const handle = await open(dir, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch {
    // best effort
  }
}
