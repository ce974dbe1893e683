import path from 'node:path';
import type { LiveRemote } from '../../contracts/src/deploy.js';
import { assertRemoteName, assertVersion, readFederationManifest } from './build.js';
import {
  assertFitsLiveShell,
  entryUrl,
  repoint,
  SERVER_ENTRY_FILE,
  type ChangeResult,
} from './deploy.js';
import { DeployError } from './errors.js';
import { withLock, type LockOptions } from './lock.js';
import { readManifest, writeManifest } from './manifest-file.js';
import { originLayout, resolveOriginDir } from './paths.js';
import { publishedVersions } from './published.js';
import { exists } from './tree.js';

export interface RollbackOptions {
  /** A published version; defaults to the version that was live before the current one. */
  to?: string;
  origin?: string;
  lock?: LockOptions;
  now?: () => Date;
}

/** The newest version in the history that differs from the live one. */
export function previousVersion(live: LiveRemote): string | null {
  for (let i = live.history.length - 1; i >= 0; i--) {
    const v = live.history[i]?.version;
    if (v && v !== live.version) return v;
  }
  return null;
}

/** Repoints `remote` at an earlier published version. Touches nothing but the deploy manifest. */
export async function rollbackRemote(
  remote: string,
  options: RollbackOptions = {},
): Promise<ChangeResult> {
  assertRemoteName(remote);
  if (options.to !== undefined) assertVersion(options.to);
  const origin = resolveOriginDir(options.origin);
  const layout = originLayout(origin);
  return withLock(
    layout.lockFile,
    async () => {
      const manifest = await readManifest(layout.manifestFile);
      const live = manifest?.remotes[remote];
      if (!manifest || !live) {
        throw new DeployError(
          `${remote} has never been deployed to ${origin} (it is not in the deploy manifest), so there is nothing to roll back.`,
        );
      }
      const target = options.to ?? previousVersion(live);
      if (!target) {
        throw new DeployError(
          `There is nothing to roll back to: ${live.version} is the only version of ${remote} that has been live. To go to another published version, deploy it or use --to <version>.`,
        );
      }
      const dir = layout.versionDir(remote, target);
      if (!(await exists(path.join(dir, 'remoteEntry.js')))) {
        const known = (await publishedVersions(layout.remoteDir(remote))).map((v) => v.version);
        throw new DeployError(
          `Version ${target} of ${remote} is not published (no ${path.join(dir, 'remoteEntry.js')}), so it cannot go live. Published versions: ${known.join(', ') || 'none'}.`,
        );
      }
      const subject = `${remote} ${target}`;
      const entry = entryUrl(remote, target);
      if (target === live.version) {
        return {
          remote,
          version: target,
          previous: live.version,
          entry,
          changed: false,
          message: `${subject} is already live; nothing changed.`,
        };
      }
      const candidate = await readFederationManifest(
        path.join(dir, 'mf-manifest.json'),
        `The published ${subject}`,
      );
      await assertFitsLiveShell(origin, subject, candidate, 'roll back to');
      const previous = live.version;
      repoint(
        manifest,
        remote,
        target,
        'rollback',
        (options.now ?? (() => new Date()))().toISOString(),
        await exists(path.join(dir, SERVER_ENTRY_FILE)),
      );
      await writeManifest(layout.manifestFile, manifest);
      return {
        remote,
        version: target,
        previous,
        entry,
        changed: true,
        message: `${remote} rolled back to ${target} (was ${previous}).`,
      };
    },
    { ...options.lock, purpose: `rollback ${remote}` },
  );
}
