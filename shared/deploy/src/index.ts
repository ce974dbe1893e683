export { DeployError } from './errors.js';
export { findRepoRoot, originLayout, resolveOriginDir } from './paths.js';
export {
  VERSION_PATTERN,
  assertRemoteName,
  assertVersion,
  defaultVersion,
  readRemoteBuild,
} from './build.js';
export type { FederationManifest, RemoteBuild } from './build.js';
export { checkSharedSingletons, describeIncompatibilities, packageRoot } from './compat.js';
export type { Incompatibility, SharedEntry } from './compat.js';
export { deployRemote, entryUrl } from './deploy.js';
export type { ChangeResult, DeployOptions, DeployResult } from './deploy.js';
export { previousVersion, rollbackRemote } from './rollback.js';
export type { RollbackOptions } from './rollback.js';
export { formatList, listRemotes } from './list.js';
export type { ListResult, RemoteStatus } from './list.js';
export { publishShell, readLiveShell } from './shell.js';
export type { PublishShellOptions, PublishShellResult } from './shell.js';
export { initManifest } from './init-manifest.js';
export { emptyManifest, readManifest, writeManifest } from './manifest-file.js';
export { withLock } from './lock.js';
export type { LockOptions } from './lock.js';
export { PRECOMPRESS_MIN_BYTES } from './precompress.js';
