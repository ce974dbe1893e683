/**
 * Prints the 10 slowest test files of one runner from its timings file:
 *   node scripts/test-timings.mjs <node|jest|playwright> <file> <label>
 * node: JSON lines of scripts/test-timings/node-reporter.mjs; jest: `jest --json --outputFile`;
 * playwright: its JSON reporter (a file's time is the sum of its tests' times, on any worker).
 * A missing or unreadable file prints a line saying so and is not an error: the step's own
 * result decides.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

const [kind, file, label = kind] = process.argv.slice(2);
const root = process.cwd();

function nodeTimes(text) {
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

function jestTimes(text) {
  return JSON.parse(text).testResults.map((result) => ({
    file: path.relative(root, result.name),
    ms: (result.endTime ?? result.perfStats?.end) - (result.startTime ?? result.perfStats?.start),
  }));
}

function playwrightTimes(text) {
  const report = JSON.parse(text);
  const base = report.config?.rootDir ?? root;
  const byFile = new Map();
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      const ms = spec.tests
        .flatMap((test) => test.results)
        .reduce((sum, result) => sum + (result.duration ?? 0), 0);
      byFile.set(spec.file, (byFile.get(spec.file) ?? 0) + ms);
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return [...byFile].map(([name, ms]) => ({
    file: path.relative(root, path.resolve(base, name)),
    ms,
  }));
}

const readers = { node: nodeTimes, jest: jestTimes, playwright: playwrightTimes };

function seconds(ms) {
  return `${(ms / 1000).toFixed(1)} s`.padStart(9);
}

let times;
try {
  times = readers[kind](readFileSync(file, 'utf8'));
} catch (error) {
  console.log(`(no file times for ${label}: ${error.message.split('\n')[0]})`);
  process.exit(0);
}
const slowest = times.sort((a, b) => b.ms - a.ms).slice(0, 10);
const total = times.reduce((sum, { ms }) => sum + ms, 0);
console.log(
  `\nSlowest test files of ${label} (${slowest.length} of ${times.length}; ${seconds(total).trim()} summed over the files):`,
);
for (const { file: name, ms } of slowest) console.log(`${seconds(ms)}  ${name}`);
