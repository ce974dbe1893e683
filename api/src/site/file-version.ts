import { stat } from 'node:fs/promises';

const asking = new Map<string, Promise<string | null>>();

/**
 * Which file is at `path` now, as `inode:mtime:size` (null when there is none): a deploy renames
 * a new file in, and a build in place writes another mtime or size. Calls for a path that is
 * being asked already share that answer: a page asks for the same few files several times, and
 * at a few thousand cached pages a second each `stat` went through libuv's four threads.
 */
export function fileVersion(path: string): Promise<string | null> {
  let answer = asking.get(path);
  if (!answer) {
    answer = stat(path).then(
      (info) => `${info.ino}:${info.mtimeMs}:${info.size}`,
      () => null,
    );
    asking.set(path, answer);
    void answer.finally(() => asking.delete(path));
  }
  return answer;
}
