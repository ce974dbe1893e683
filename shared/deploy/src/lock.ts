import { mkdir, open, readFile, unlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { DeployError } from './errors.js';

export interface LockOptions {
  /** How long to wait for another deploy to finish; the lock is held for milliseconds. */
  timeoutMs?: number;
  /** What the holder is doing, written into the lock file for whoever finds it held. */
  purpose?: string;
}

interface LockInfo {
  pid: number;
  host: string;
  since: string;
  purpose: string;
}

async function readHolder(lockFile: string): Promise<LockInfo | null> {
  try {
    return JSON.parse(await readFile(lockFile, 'utf8')) as LockInfo;
  } catch {
    return null; // gone, or being written: treat as held and look again
  }
}

function isDead(holder: LockInfo | null): boolean {
  if (!holder || holder.host !== os.hostname() || !Number.isInteger(holder.pid)) return false;
  try {
    process.kill(holder.pid, 0);
    return false;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/**
 * Runs `fn` holding the origin's deploy lock: a file created with O_EXCL ('wx'), so of two
 * deploys only one reads-modifies-writes the manifest at a time and neither loses the other's
 * entry. A lock left by a process of this machine that no longer exists is taken over.
 */
export async function withLock<T>(
  lockFile: string,
  fn: () => Promise<T>,
  options: LockOptions = {},
): Promise<T> {
  const { timeoutMs = 5000, purpose = 'deploy' } = options;
  await mkdir(path.dirname(lockFile), { recursive: true });
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const handle = await open(lockFile, 'wx');
      const info: LockInfo = {
        pid: process.pid,
        host: os.hostname(),
        since: new Date().toISOString(),
        purpose,
      };
      await handle.writeFile(JSON.stringify(info));
      await handle.close();
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = await readHolder(lockFile);
      if (isDead(holder)) {
        await unlink(lockFile).catch(() => undefined);
        continue;
      }
      if (Date.now() >= deadline) {
        const who = holder
          ? `process ${holder.pid} on ${holder.host} (${holder.purpose}, since ${holder.since})`
          : 'another process';
        throw new DeployError(
          `Another deploy is in progress: the lock file ${lockFile} is held by ${who}. ` +
            `Wait for it to finish and try again; if no deploy is running (its process died), delete ${lockFile} and retry.`,
        );
      }
      await sleep(20 + Math.floor(Math.random() * 40));
    }
  }
  try {
    return await fn();
  } finally {
    await unlink(lockFile).catch(() => undefined);
  }
}
