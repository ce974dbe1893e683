/**
 * A node:test reporter that writes one JSON line per test file: `{"file": ..., "ms": ...}`.
 * Node 20 reports each file run in its own process as a test named by its path (its whole time,
 * the process's start included); later Node versions do not, so a file without that event gets
 * the sum of its top-level tests. Used beside the spec reporter:
 *   --test-reporter=spec --test-reporter-destination=stdout
 *   --test-reporter=<this file> --test-reporter-destination=<file.jsonl>
 */
import path from 'node:path';

// The API's tests run compiled (api/.test-build mirrors api/src): each is named by its source.
const sourceOf = (file) => file.replace(/^\.test-build\/(.*)\.js$/, 'src/$1.ts');

export default async function* fileTimings(source) {
  const wholeFile = new Map();
  const topLevel = new Map();
  for await (const event of source) {
    if (event.type !== 'test:complete') continue;
    const { file, name, nesting, details } = event.data;
    if (!file || nesting !== 0) continue;
    const ms = details?.duration_ms ?? 0;
    // A compiled file's own event names the .js; its tests, source-mapped, name the .ts.
    const key = sourceOf(path.relative(process.cwd(), file));
    // The API's groups (api/src/test/test-groups.ts) run several files in one process: their
    // files are counted by their own tests, the group's whole time by none.
    if (name === file) {
      if (/\.test\.[cm]?[jt]s$/.test(file)) wholeFile.set(key, ms);
    } else topLevel.set(key, (topLevel.get(key) ?? 0) + ms);
  }
  for (const file of new Set([...wholeFile.keys(), ...topLevel.keys()])) {
    const ms = wholeFile.get(file) ?? topLevel.get(file);
    yield `${JSON.stringify({ file, ms: Math.round(ms) })}\n`;
  }
}
