/**
 * The API's test files run in a few node processes instead of one each: every process imports
 * the whole app (about 1,600 ES modules, 2 to 4 s of CPU on these machines) before its first
 * test, which was more than half of the suite's time with 108 files. Each group is a module that
 * imports its files in turn; `node --test` runs the groups two at a time, and a group runs its
 * files one after the other, as one file runs its suites. Each file still makes its own app and
 * database (`createTestApp`), and none has top-level hooks or leaves the process changed (the
 * few that mock the clock, `fetch` or the environment restore them), so a file passes or fails
 * alone as in a group. Files are dealt largest first to the lightest group, by source size.
 */
import { stat, mkdir, writeFile } from 'node:fs/promises';
import { relative, resolve } from 'node:path';

/** Enough groups that two lanes finish close together; few enough that loading stays cheap. */
const GROUPS = 8;

/** Writes the group modules into `dir` (compiled test files in, group files out). */
export async function writeTestGroups(
  files: { compiled: string; source: string }[],
  dir: string,
): Promise<string[]> {
  const sized = await Promise.all(
    files.map(async (file) => ({ ...file, size: (await stat(file.source)).size })),
  );
  const groups = Array.from({ length: Math.min(GROUPS, files.length) }, () => ({
    size: 0,
    files: [] as string[],
  }));
  for (const file of sized.sort((a, b) => b.size - a.size)) {
    const lightest = groups.reduce((min, group) => (group.size < min.size ? group : min));
    lightest.size += file.size;
    lightest.files.push(file.compiled);
  }
  await mkdir(dir, { recursive: true });
  return Promise.all(
    groups.map(async (group, index) => {
      const path = resolve(dir, `group-${index + 1}.js`);
      const imports = group.files
        .sort()
        .map((file) => `import ${JSON.stringify(`./${relative(dir, file)}`)};`);
      await writeFile(path, `${imports.join('\n')}\n`);
      return path;
    }),
  );
}
