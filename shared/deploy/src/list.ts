import {
  REMOTE_NAMES,
  type DeployHistoryEntry,
  type RemoteName,
} from '../../contracts/src/deploy.js';
import { readManifest } from './manifest-file.js';
import { originLayout, resolveOriginDir } from './paths.js';
import { publishedVersions, type PublishedVersion } from './published.js';

export interface RemoteStatus {
  remote: RemoteName;
  live: { version: string; entry: string; since: string | null } | null;
  /** Newest first. */
  history: DeployHistoryEntry[];
  /** Published versions that are not live, newest first. */
  otherVersions: PublishedVersion[];
}

export interface ListResult {
  origin: string;
  manifestExists: boolean;
  updatedAt: string | null;
  remotes: RemoteStatus[];
}

export async function listRemotes(options: { origin?: string } = {}): Promise<ListResult> {
  const origin = resolveOriginDir(options.origin);
  const layout = originLayout(origin);
  const manifest = await readManifest(layout.manifestFile);
  const remotes: RemoteStatus[] = [];
  for (const remote of REMOTE_NAMES) {
    const live = manifest?.remotes[remote];
    const history = [...(live?.history ?? [])].reverse();
    const since = history.find((h) => h.version === live?.version)?.at ?? null;
    const otherVersions = (await publishedVersions(layout.remoteDir(remote))).filter(
      (v) => v.version !== live?.version,
    );
    remotes.push({
      remote,
      live: live ? { version: live.version, entry: live.entry, since } : null,
      history,
      otherVersions,
    });
  }
  return {
    origin,
    manifestExists: manifest !== null,
    updatedAt: manifest?.updatedAt ?? null,
    remotes,
  };
}

/** Plain text for a terminal. */
export function formatList(result: ListResult): string {
  const lines = [
    `Origin ${result.origin}${result.manifestExists ? `, manifest updated ${result.updatedAt}` : ' (no deploy manifest yet)'}`,
  ];
  for (const r of result.remotes) {
    lines.push('');
    lines.push(
      r.live
        ? `${r.remote}: ${r.live.version} live since ${r.live.since ?? 'unknown'} (${r.live.entry})`
        : `${r.remote}: not deployed`,
    );
    for (const h of r.history) lines.push(`  ${h.at}  ${h.action.padEnd(8)}  ${h.version}`);
    if (r.otherVersions.length > 0) {
      lines.push(`  published, not live: ${r.otherVersions.map((v) => v.version).join(', ')}`);
    }
  }
  return lines.join('\n');
}
