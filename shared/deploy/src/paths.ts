import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEPLOY_MANIFEST_PATH } from '../../contracts/src/deploy.js';

/** The workspace root: the nearest folder above this package holding pnpm-workspace.yaml. */
export function findRepoRoot(start = path.dirname(fileURLToPath(import.meta.url))): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'pnpm-workspace.yaml'))) return dir;
    if (path.dirname(dir) === dir) return path.resolve(start, '../../..');
  }
}

/**
 * Where the static origin lives: an explicit folder (the `--origin` flag) first, then
 * STORE_ORIGIN_DIR, then STORE_DATA_DIR/origin, then `<repo root>/.store/origin`.
 */
export function resolveOriginDir(explicit?: string, env: NodeJS.ProcessEnv = process.env): string {
  if (explicit) return path.resolve(explicit);
  if (env.STORE_ORIGIN_DIR) return path.resolve(env.STORE_ORIGIN_DIR);
  if (env.STORE_DATA_DIR) return path.resolve(env.STORE_DATA_DIR, 'origin');
  return path.join(findRepoRoot(), '.store', 'origin');
}

/** The folders and files of an origin. */
export function originLayout(origin: string) {
  return {
    shellDir: path.join(origin, 'shell'),
    remotesDir: path.join(origin, 'remotes'),
    deployDir: path.join(origin, 'deploy'),
    manifestFile: path.join(origin, ...DEPLOY_MANIFEST_PATH.split('/')),
    lockFile: path.join(origin, 'deploy', '.lock'),
    remoteDir: (remote: string) => path.join(origin, 'remotes', remote),
    versionDir: (remote: string, version: string) => path.join(origin, 'remotes', remote, version),
  };
}
