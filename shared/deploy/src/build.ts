import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { REMOTE_NAMES, containerName, type RemoteName } from '../../contracts/src/deploy.js';
import type { SharedEntry } from './compat.js';
import { DeployError } from './errors.js';
import { exists, hashFiles, listFiles } from './tree.js';

export const VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z._-]{0,63}$/;

/** The part of mf-manifest.json this tool reads. */
export interface FederationManifest {
  name?: string;
  metaData?: { buildInfo?: { buildVersion?: string } };
  shared?: SharedEntry[];
}

export interface RemoteBuild {
  remote: RemoteName;
  dir: string;
  files: string[];
  sizes: Map<string, number>;
  manifest: FederationManifest;
  /** sha256 of the sorted paths and contents, hex. */
  contentHash: string;
}

export function assertRemoteName(remote: string): asserts remote is RemoteName {
  if (!(REMOTE_NAMES as readonly string[]).includes(remote)) {
    throw new DeployError(
      `"${remote}" is not a remote of this store; the remotes are ${REMOTE_NAMES.join(', ')}.`,
    );
  }
}

export function assertVersion(version: string): void {
  if (!VERSION_PATTERN.test(version)) {
    throw new DeployError(
      `"${version}" is not a valid version: use 1 to 64 letters, digits, dots, dashes or underscores, starting with a letter or digit (for example 0.2.0-hotfix1).`,
    );
  }
}

/** Reads and parses an mf-manifest.json; a missing or broken file is a refusal naming it. */
export async function readFederationManifest(
  file: string,
  what: string,
): Promise<FederationManifest> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT')
      throw new DeployError(`${what} has no mf-manifest.json (looked for ${file}).`);
    throw err;
  }
  try {
    const parsed = JSON.parse(text) as FederationManifest;
    if (!parsed || typeof parsed !== 'object') throw new Error('not an object');
    return parsed;
  } catch (err) {
    throw new DeployError(
      `${file} is not valid JSON (${(err as Error).message}), so ${what} cannot be checked.`,
    );
  }
}

/**
 * Checks that `dir` is a build of `remote` (remoteEntry.js, and mf-manifest.json naming the
 * remote's container) and reads what deploying it needs.
 */
export async function readRemoteBuild(remote: RemoteName, dir: string): Promise<RemoteBuild> {
  const what = `The build of ${remote} in ${dir}`;
  if (!(await exists(dir))) {
    throw new DeployError(
      `${what} does not exist; build the remote first (pnpm --filter @store/${remote} run build) or pass --from <dir>.`,
    );
  }
  const absent: string[] = [];
  for (const f of ['remoteEntry.js', 'mf-manifest.json'])
    if (!(await exists(path.join(dir, f)))) absent.push(f);
  if (absent.length > 0) {
    throw new DeployError(
      `${what} is incomplete: it has no ${absent.join(' and no ')}. A remote build must contain remoteEntry.js and mf-manifest.json; rebuild it.`,
    );
  }
  const manifest = await readFederationManifest(path.join(dir, 'mf-manifest.json'), what);
  const expected = containerName(remote);
  if (manifest.name !== expected) {
    throw new DeployError(
      `${what} is not a build of ${remote}: its mf-manifest.json names the container "${manifest.name ?? '(none)'}", but ${remote}'s container is "${expected}". Check --from.`,
    );
  }
  const files = await listFiles(dir);
  const sizes = new Map<string, number>();
  for (const f of files) sizes.set(f, (await stat(path.join(dir, f))).size);
  const contentHash = await hashFiles(dir, files);
  return { remote, dir, files, sizes, manifest, contentHash };
}

/** `<package version>-<first 8 hex of the content hash>`: the same build always gets the same version. */
export async function defaultVersion(build: RemoteBuild, repoRoot: string): Promise<string> {
  let base: string | undefined;
  try {
    const pkg = JSON.parse(
      await readFile(path.join(repoRoot, build.remote, 'package.json'), 'utf8'),
    ) as { version?: string };
    base = pkg.version;
  } catch {
    base = build.manifest.metaData?.buildInfo?.buildVersion;
  }
  const safe =
    (base ?? '0.0.0')
      .replace(/[^0-9A-Za-z._-]/g, '-')
      .replace(/^[^0-9A-Za-z]+/, '')
      .slice(0, 55) || '0.0.0';
  return `${safe}-${build.contentHash.slice(0, 8)}`;
}
