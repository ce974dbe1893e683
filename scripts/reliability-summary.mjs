// Prints the figures the reliability suites kept during `npm test` (api/src/test/figures.ts) as
// one table: what was tried, and what leaked, failed, was lost or doubled, or survived, and the
// mail each suite's store sent.
import { existsSync, readFileSync } from 'node:fs';

const file = process.argv[2];
if (!file || !existsSync(file)) {
  console.log('No reliability figures were kept.');
  process.exit(0);
}
const rows = readFileSync(file, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line));
const columns = [
  ['suite', 'suite'],
  ['database', 'database'],
  ['requests', 'requests tried'],
  ['leaks', 'leaks'],
  ['serverErrors', '5xx'],
  ['lostOrDoubled', 'lost or doubled'],
  ['faultsSurvived', 'faults survived'],
  ['mail', 'mail sent / failed / waiting'],
];
// A suite's mail: what its SMTP sink received, and what its outbox still held at the end.
const mailOf = (row) =>
  'mailSent' in row ? `${row.mailSent} / ${row.mailFailed} / ${row.mailWaiting}` : undefined;
const cells = rows.map((row) => {
  const values = { ...row, mail: mailOf(row) };
  return columns.map(([key]) => (values[key] !== undefined ? String(values[key]) : '-'));
});
const widths = columns.map(([, title], i) =>
  Math.max(title.length, ...cells.map((line) => line[i].length)),
);
const line = (values) =>
  `| ${values.map((value, i) => (i < 2 ? value.padEnd(widths[i]) : value.padStart(widths[i]))).join(' | ')} |`;
console.log(line(columns.map(([, title]) => title)));
console.log(
  `|${widths.map((w, i) => (i < 2 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`,
);
for (const values of cells) console.log(line(values));
