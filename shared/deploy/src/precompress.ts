import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

const COMPRESSIBLE = new Set(['.js', '.json', '.css', '.html', '.svg']);
/** Below this, compression saves less than the headers it needs. */
export const PRECOMPRESS_MIN_BYTES = 1024;

export function isCompressible(file: string, size: number): boolean {
  return size > PRECOMPRESS_MIN_BYTES && COMPRESSIBLE.has(path.extname(file).toLowerCase());
}

/**
 * The `.gz` and `.br` siblings that precompression adds for `files`. A sibling the build already
 * ships is left alone (the build's own file wins), so it is not listed.
 */
export function derivedSiblings(
  files: readonly string[],
  sizes: ReadonlyMap<string, number>,
): string[] {
  const present = new Set(files);
  const out: string[] = [];
  for (const file of files) {
    if (!isCompressible(file, sizes.get(file) ?? 0)) continue;
    for (const ext of ['.gz', '.br']) if (!present.has(file + ext)) out.push(file + ext);
  }
  return out;
}

/** Writes the siblings listed by derivedSiblings, so the server can send them as they are. */
export async function precompress(
  dir: string,
  files: readonly string[],
  sizes: ReadonlyMap<string, number>,
): Promise<number> {
  const todo = new Set(derivedSiblings(files, sizes));
  for (const file of files) {
    const wantGz = todo.has(`${file}.gz`);
    const wantBr = todo.has(`${file}.br`);
    if (!wantGz && !wantBr) continue;
    const bytes = await readFile(path.join(dir, file));
    if (wantGz) await writeFile(path.join(dir, `${file}.gz`), await gzip(bytes, { level: 9 }));
    if (wantBr) {
      const params = {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      };
      await writeFile(path.join(dir, `${file}.br`), await brotli(bytes, { params }));
    }
  }
  return todo.size;
}
