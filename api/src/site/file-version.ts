import { stat } from 'node:fs/promises';
import { sharedPerTurn } from '../lib/shared-per-turn.js';

/**
 * Which file is at a path now, as `inode:mtime:size` (null when there is none): a deploy renames
 * a new file in, and a build in place writes another mtime or size. A page asks for the same few
 * files several times, and at a few thousand cached pages a second each `stat` went through
 * libuv's four threads: the calls of one turn of the event loop share one `stat` a file.
 */
export const fileVersion = sharedPerTurn(async (path): Promise<string | null> => {
  try {
    const info = await stat(path);
    return `${info.ino}:${info.mtimeMs}:${info.size}`;
  } catch {
    return null;
  }
});
