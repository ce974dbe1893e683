import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FilesConfig } from '../config.js';
import type { FileStore, FileStores } from './file-store.js';
import { createS3FileStore } from './s3-file-store.js';

/** A folder of `<STORE_DATA_DIR>/uploads/`: one machine's disk (the default). */
function localFileStore(dir: string): FileStore {
  return {
    async put(name, body) {
      await mkdir(dir, { recursive: true });
      await writeFile(join(dir, name), body, { flag: 'wx' });
    },
    get: (name) => readFile(join(dir, name)).catch(() => null),
    remove: (name) => rm(join(dir, name), { force: true }),
  };
}

/** The store's file stores, as configured: the local folders, or the S3 bucket (S3_BUCKET). */
export function createFileStores(config: FilesConfig, dataDir: string): FileStores {
  if (config.kind === 's3') return createS3FileStore(config);
  return (folder) => localFileStore(join(dataDir, 'uploads', folder));
}
