/**
 * Where uploads and print files live, by a name the server made up (`<uuid>.<ext>`): a folder of
 * `<STORE_DATA_DIR>/uploads/` (the default), or a bucket of an S3-compatible store, which every
 * instance of the store reaches (S3_BUCKET). Callers keep the name in the database and never
 * touch the bytes any other way.
 */
export interface FileStore {
  /** Stores new bytes; a name is written once (names are random UUIDs). */
  put(name: string, body: Buffer, contentType: string): Promise<void>;
  /** The bytes, or null when there is no such file. */
  get(name: string): Promise<Buffer | null>;
  /** Deletes the file; a missing one is not an error. */
  remove(name: string): Promise<void>;
}

export type FileStores = (folder: 'cart' | 'designs' | 'proofs') => FileStore;
