import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

declare const __non_webpack_require__: (id: string) => unknown;

/**
 * Loads a remote's server container from the static origin's folder with Node's `require`, so
 * the node runtime plugin reads its chunks from beside it. Node's fetch (the runtime's default
 * for a server entry) cannot read `file://` addresses. A new version is a new path: Node's module
 * cache never answers an old version for it.
 */
export function fileEntries(): ModuleFederationRuntimePlugin {
  return {
    name: 'store-file-entries',
    loadEntry({ remoteInfo }) {
      if (!remoteInfo.entry.startsWith('file:')) return undefined;
      const file = decodeURIComponent(new URL(remoteInfo.entry).pathname);
      // A `commonjs-module` container named like the remote exports itself under that name.
      const exported = __non_webpack_require__(file) as Record<string, unknown>;
      return (exported[remoteInfo.name] ?? exported) as never;
    },
  };
}
