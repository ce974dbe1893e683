import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { REMOTE_NAMES, containerName } from '../../contracts/src/deploy.js';
import { readFederationManifest, type FederationManifest } from './build.js';
import { checkSharedSingletons, describeIncompatibilities } from './compat.js';
import { DeployError } from './errors.js';
import { withLock, type LockOptions } from './lock.js';
import { readManifest, syncDir } from './manifest-file.js';
import { findRepoRoot, originLayout, resolveOriginDir } from './paths.js';
import { precompress } from './precompress.js';
import { copyFiles, exists, listFiles } from './tree.js';

/** The live shell's mf-manifest.json; deploys and rollbacks are checked against it. */
export async function readLiveShell(origin: string): Promise<FederationManifest> {
  const { shellDir } = originLayout(origin);
  const file = path.join(shellDir, 'mf-manifest.json');
  if (!(await exists(file))) {
    throw new DeployError(
      `There is no live shell in ${shellDir} (no mf-manifest.json there), so a remote's shared singletons cannot be checked against it. ` +
        'Publish the shell first: build it (pnpm --filter @store/shell run build) and run `tsx shared/deploy/src/cli.ts publish-shell`.',
    );
  }
  return readFederationManifest(file, 'The live shell');
}

export interface PublishShellOptions {
  from?: string;
  origin?: string;
  lock?: LockOptions;
}

export interface PublishShellResult {
  origin: string;
  files: number;
  precompressed: number;
  /** Live remotes whose shared singletons the new shell does not satisfy. */
  warnings: string[];
  message: string;
}

/**
 * Replaces `<origin>/shell` with a shell build: copied to a temp sibling, then, holding the deploy
 * lock, the old folder is renamed away, the new one renamed in, and the old one deleted. The
 * folder is absent only between two renames; a half-copied shell is never live.
 */
export async function publishShell(options: PublishShellOptions = {}): Promise<PublishShellResult> {
  const origin = resolveOriginDir(options.origin);
  const from = path.resolve(options.from ?? path.join(findRepoRoot(), 'shell', 'dist'));
  const what = `The shell build in ${from}`;
  if (!(await exists(from)))
    throw new DeployError(
      `${what} does not exist; build the shell first (pnpm --filter @store/shell run build) or pass --from <dir>.`,
    );
  const absent: string[] = [];
  for (const f of ['index.html', 'mf-manifest.json'])
    if (!(await exists(path.join(from, f)))) absent.push(f);
  if (absent.length > 0)
    throw new DeployError(
      `${what} is incomplete: it has no ${absent.join(' and no ')}; rebuild the shell.`,
    );
  const manifest = await readFederationManifest(path.join(from, 'mf-manifest.json'), what);
  if (REMOTE_NAMES.some((r) => containerName(r) === manifest.name)) {
    throw new DeployError(
      `${what} is a remote's build (container "${manifest.name}"), not the shell's; deploy remotes with \`deploy <remote>\`.`,
    );
  }

  const { shellDir, manifestFile, lockFile } = originLayout(origin);
  await mkdir(origin, { recursive: true });
  const suffix = `${process.pid}-${randomBytes(4).toString('hex')}`;
  const staging = path.join(origin, `.shell-staging-${suffix}`);
  const old = path.join(origin, `.shell-old-${suffix}`);
  const files = await listFiles(from);
  const sizes = new Map<string, number>();
  for (const f of files) sizes.set(f, (await stat(path.join(from, f))).size);
  try {
    await copyFiles(from, staging, files);
    const precompressed = await precompress(staging, files, sizes);
    await withLock(
      lockFile,
      async () => {
        const hadShell = await exists(shellDir);
        if (hadShell) await rename(shellDir, old);
        try {
          await rename(staging, shellDir);
        } catch (err) {
          if (hadShell) await rename(old, shellDir);
          throw err;
        }
        await syncDir(origin);
      },
      { ...options.lock, purpose: 'publish-shell' },
    );
    const warnings = await liveRemoteWarnings(origin, manifestFile, manifest);
    return {
      origin,
      files: files.length,
      precompressed,
      warnings,
      message: `The shell is live from ${from} (${files.length} files, ${precompressed} precompressed siblings).`,
    };
  } finally {
    await rm(staging, { recursive: true, force: true });
    await rm(old, { recursive: true, force: true });
  }
}

/** The shell is published regardless (start scripts need it); clashes with live remotes are reported. */
async function liveRemoteWarnings(
  origin: string,
  manifestFile: string,
  shell: FederationManifest,
): Promise<string[]> {
  const deployed = await readManifest(manifestFile).catch(() => null);
  const warnings: string[] = [];
  for (const [remote, live] of Object.entries(deployed?.remotes ?? {})) {
    if (!live) continue;
    const file = path.join(
      originLayout(origin).versionDir(remote, live.version),
      'mf-manifest.json',
    );
    const candidate = await readFederationManifest(file, `${remote} ${live.version}`).catch(
      () => null,
    );
    if (!candidate) continue;
    const found = checkSharedSingletons(shell.shared ?? [], candidate.shared ?? []);
    if (found.length > 0) {
      warnings.push(
        `Warning: the new shell does not fit the live remote. ${describeIncompatibilities(`${remote} ${live.version}`, found)}`,
      );
    }
  }
  return warnings;
}
