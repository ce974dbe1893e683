import { withLock, type LockOptions } from './lock.js';
import { emptyManifest, readManifest, writeManifest } from './manifest-file.js';
import { originLayout, resolveOriginDir } from './paths.js';

/** Creates an empty deploy manifest unless one exists; an existing one is left exactly as is. */
export async function initManifest(
  options: { origin?: string; lock?: LockOptions } = {},
): Promise<{ created: boolean; file: string; message: string }> {
  const { manifestFile, lockFile } = originLayout(resolveOriginDir(options.origin));
  return withLock(
    lockFile,
    async () => {
      if ((await readManifest(manifestFile)) !== null)
        return {
          created: false,
          file: manifestFile,
          message: `${manifestFile} already exists; left as is.`,
        };
      await writeManifest(manifestFile, emptyManifest());
      return {
        created: true,
        file: manifestFile,
        message: `Created an empty deploy manifest at ${manifestFile}.`,
      };
    },
    { ...options.lock, purpose: 'init-manifest' },
  );
}
