import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, rmdir } from 'node:fs/promises';
import path from 'node:path';
import type { DeployManifest, RemoteName } from '../../contracts/src/deploy.js';
import {
  assertRemoteName,
  assertVersion,
  defaultVersion,
  readRemoteBuild,
  type FederationManifest,
} from './build.js';
import { checkSharedSingletons, describeIncompatibilities } from './compat.js';
import { DeployError } from './errors.js';
import { withLock, type LockOptions } from './lock.js';
import { emptyManifest, readManifest, syncDir, writeManifest } from './manifest-file.js';
import { findRepoRoot, originLayout, resolveOriginDir } from './paths.js';
import { precompress } from './precompress.js';
import { matchesPublished } from './published.js';
import { readLiveShell } from './shell.js';
import { copyFiles, exists } from './tree.js';

export interface DeployOptions {
  /** Defaults to `<package version>-<content hash>`. */
  version?: string;
  /** The build folder; defaults to `<repo root>/<remote>/dist`. */
  from?: string;
  origin?: string;
  /** Where `<remote>/package.json` is read for the default version; defaults to this workspace. */
  repoRoot?: string;
  lock?: LockOptions;
  now?: () => Date;
}

export interface ChangeResult {
  remote: RemoteName;
  version: string;
  /** The version that was live before, or null for a first deploy. */
  previous: string | null;
  entry: string;
  /** False when the version was already live and nothing was written. */
  changed: boolean;
  message: string;
}

export interface DeployResult extends ChangeResult {
  /** True when this deploy created the version folder (false: it was already published). */
  published: boolean;
}

export function entryUrl(remote: string, version: string): string {
  return `/remotes/${remote}/${version}/remoteEntry.js`;
}

/** The server container of a build, beside its browser build (`webpack --env server`). */
export const SERVER_ENTRY_FILE = 'server/remoteEntry.js';

export function serverEntryUrl(remote: string, version: string): string {
  return `/remotes/${remote}/${version}/${SERVER_ENTRY_FILE}`;
}

/** Refuses when `candidate`'s singletons clash with the live shell's. */
export async function assertFitsLiveShell(
  origin: string,
  subject: string,
  candidate: FederationManifest,
  action: string,
): Promise<void> {
  const shell = await readLiveShell(origin);
  const found = checkSharedSingletons(shell.shared ?? [], candidate.shared ?? []);
  if (found.length > 0)
    throw new DeployError(
      `Refusing to ${action} ${subject}: ${describeIncompatibilities(subject, found)}`,
    );
}

/**
 * Points `remote` at `version` in the manifest and appends the history entry (holding the lock).
 * The browser and server entries change in the same write: they are always of one version.
 */
export function repoint(
  manifest: DeployManifest,
  remote: RemoteName,
  version: string,
  action: 'deploy' | 'rollback',
  at: string,
  hasServerBuild = false,
): void {
  const history = manifest.remotes[remote]?.history ?? [];
  manifest.remotes[remote] = {
    version,
    entry: entryUrl(remote, version),
    ...(hasServerBuild ? { serverEntry: serverEntryUrl(remote, version) } : {}),
    history: [...history, { version, action, at }],
  };
  manifest.updatedAt = at;
}

/**
 * Publishes a remote build as `remotes/<remote>/<version>/` (never overwriting a version) and
 * makes it live. Touches nothing but that folder and the deploy manifest.
 */
export async function deployRemote(
  remote: string,
  options: DeployOptions = {},
): Promise<DeployResult> {
  assertRemoteName(remote);
  if (options.version !== undefined) assertVersion(options.version);
  const origin = resolveOriginDir(options.origin);
  const repoRoot = options.repoRoot ?? findRepoRoot();
  const build = await readRemoteBuild(
    remote,
    path.resolve(options.from ?? path.join(repoRoot, remote, 'dist')),
  );
  const version = options.version ?? (await defaultVersion(build, repoRoot));
  const subject = `${remote} ${version}`;
  const layout = originLayout(origin);
  const versionDir = layout.versionDir(remote, version);
  const different = () =>
    new DeployError(
      `Version ${version} of ${remote} already exists with different content; pick another --version (published versions are never overwritten).`,
    );

  // Cheap refusals first, so a refused deploy writes nothing at all.
  await assertFitsLiveShell(origin, subject, build.manifest, 'deploy');
  await readManifest(layout.manifestFile); // a broken manifest is refused before any copying
  const alreadyPublished = await exists(versionDir);
  if (alreadyPublished && !(await matchesPublished(build, versionDir))) throw different();

  let staging: string | null = null;
  let createdDir: string | undefined;
  let published = false;
  try {
    if (!alreadyPublished) {
      // Copied and compressed beside its final place, then renamed in: a version folder is complete or absent.
      createdDir = await mkdir(layout.remoteDir(remote), { recursive: true });
      staging = path.join(
        layout.remoteDir(remote),
        `.staging-${version}-${process.pid}-${randomBytes(4).toString('hex')}`,
      );
      await copyFiles(build.dir, staging, build.files);
      await precompress(staging, build.files, build.sizes);
    }
    const now = (options.now ?? (() => new Date()))().toISOString();
    return await withLock(
      layout.lockFile,
      async () => {
        // Checked again under the lock (the shell may have been republished meanwhile), and
        // before the version folder appears, so a refusal here still leaves nothing behind.
        await assertFitsLiveShell(origin, subject, build.manifest, 'deploy');
        const manifest = (await readManifest(layout.manifestFile)) ?? emptyManifest();
        if (staging) {
          if (await exists(versionDir)) {
            if (!(await matchesPublished(build, versionDir))) throw different();
          } else {
            await rename(staging, versionDir);
            staging = null;
            published = true;
            await syncDir(layout.remoteDir(remote));
          }
        }
        const previous = manifest.remotes[remote]?.version ?? null;
        const entry = entryUrl(remote, version);
        if (previous === version) {
          return {
            remote,
            version,
            previous,
            entry,
            changed: false,
            published,
            message: `${subject} is already live; nothing changed.`,
          };
        }
        repoint(manifest, remote, version, 'deploy', now, build.files.includes(SERVER_ENTRY_FILE));
        await writeManifest(layout.manifestFile, manifest);
        const was = previous ? `was ${previous}` : 'first deploy';
        const how = published
          ? `published to ${path.dirname(entry)}/`
          : 'already published with identical content';
        return {
          remote,
          version,
          previous,
          entry,
          changed: true,
          published,
          message: `${subject} is live (${was}); ${how}.`,
        };
      },
      { ...options.lock, purpose: `deploy ${subject}` },
    );
  } finally {
    if (staging) await rm(staging, { recursive: true, force: true });
    // A refused first deploy of a remote leaves no empty folders behind.
    if (createdDir && !published) await removeEmptyUpTo(layout.remoteDir(remote), createdDir);
  }
}

async function removeEmptyUpTo(dir: string, top: string): Promise<void> {
  for (let d = dir; ; d = path.dirname(d)) {
    try {
      await rmdir(d);
    } catch {
      return; // not empty (another deploy uses it) or already gone
    }
    if (d === top) return;
  }
}
