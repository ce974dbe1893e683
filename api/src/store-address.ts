import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AppConfig } from './config.js';

/**
 * Where the store of a data folder serves, for the command-line tools run beside it: an
 * operator who started the store with `PORT=9000 npm start` runs `npm run tenant -- create` in
 * another terminal, without that PORT, and must be told the store's real address.
 */
const FILE = 'store-address.json';

/** Written by the store once it listens. */
export async function recordStoreAddress(config: AppConfig): Promise<void> {
  await writeFile(
    join(config.dataDir, FILE),
    `${JSON.stringify({ publicUrl: config.publicUrl })}\n`,
  );
}

/**
 * A tool's idea of the store's address: its own PUBLIC_URL or PORT when it was given one, else
 * the address the store of its data folder recorded, else the default.
 */
export function storeAddressFor(config: AppConfig, env: NodeJS.ProcessEnv = process.env): string {
  if (env.PUBLIC_URL?.trim() || env.PORT?.trim()) return config.publicUrl;
  try {
    const recorded = JSON.parse(readFileSync(join(config.dataDir, FILE), 'utf8')) as {
      publicUrl?: unknown;
    };
    if (typeof recorded.publicUrl === 'string' && /^https?:\/\/[^\s/]+$/.test(recorded.publicUrl))
      return recorded.publicUrl;
  } catch {
    // No store has served from this folder yet.
  }
  return config.publicUrl;
}
