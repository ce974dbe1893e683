import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';

const require = createRequire(import.meta.url);
const {
  FONTSOURCE_LATIN,
  LATIN_REST_UNICODE_RANGE,
  SPANISH_TEXT,
  SPANISH_UNICODE_RANGE,
  STORE_FEATURES,
  STORE_WEIGHTS,
  parseUnicodeRange,
} = require('./spanish-subset.cjs');
const postcss = require('postcss');

/** Every code point a `unicode-range` value names. */
const codePoints = (range) =>
  new Set(
    parseUnicodeRange(range).flatMap(([first, last]) =>
      Array.from({ length: last - first + 1 }, (_, i) => first + i),
    ),
  );

test('the Latin range is the one of every @fontsource package the templates use', () => {
  const shell = path.dirname(require.resolve('../package.json'));
  const packages = Object.keys(require('../package.json').dependencies).filter((name) =>
    name.startsWith('@fontsource-variable/'),
  );
  assert.ok(packages.length >= 10);
  for (const name of packages) {
    const dir = path.dirname(require.resolve(`${name}/LICENSE`, { paths: [shell] }));
    const unicode = JSON.parse(readFileSync(path.join(dir, 'unicode.json'), 'utf8'));
    assert.equal(unicode.latin, FONTSOURCE_LATIN, name);
    assert.ok(readdirSync(path.join(dir, 'files')).some((file) => /-latin-.*\.woff2$/.test(file)));
  }
});

test('the Spanish subset and the rest split the Latin file: no character in both, none lost', () => {
  const spanish = codePoints(SPANISH_UNICODE_RANGE);
  const rest = codePoints(LATIN_REST_UNICODE_RANGE);
  assert.deepEqual(
    [...spanish].filter((c) => rest.has(c)),
    [],
  );
  const latin = codePoints(FONTSOURCE_LATIN);
  assert.deepEqual(
    [...latin].filter((c) => !spanish.has(c) && !rest.has(c)),
    [],
  );
  assert.deepEqual(
    [...spanish].filter((c) => !latin.has(c)),
    [],
  );
});

test('the subset holds every letter and sign a Spanish store writes', () => {
  const spanish = codePoints(SPANISH_UNICODE_RANGE);
  const text =
    '¿Cuánto cuesta? ¡Pedí ya! Ñandú, pingüino, «comillas», “citas” – 1.500 € 21 % 3×2 …';
  for (const char of text) assert.ok(spanish.has(char.codePointAt(0)), `${char} is in the subset`);
  assert.ok([...text].every((char) => SPANISH_TEXT.includes(char)));
  for (const char of 'çàöøÇ') assert.ok(!spanish.has(char.codePointAt(0)), `${char} is not`);
});

/** The stylesheets of the shell, the shared packages and the remotes (not the fonts' own). */
function storeStylesheets() {
  const root = path.resolve(path.dirname(require.resolve('../package.json')), '..');
  const packages = readdirSync(root)
    .filter((dir) => dir === 'shell' || dir.startsWith('mf-'))
    .concat(readdirSync(path.join(root, 'shared')).map((dir) => path.join('shared', dir)));
  return packages
    .map((dir) => path.join(root, dir, 'src'))
    .filter((src) => existsSync(src))
    .flatMap((src) => readdirSync(src, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && entry.name.endsWith('.css'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !file.includes(path.join('templates', 'styles', 'fonts')));
}

test('the store asks its template fonts for no weight the Spanish subset leaves out', () => {
  const files = storeStylesheets();
  assert.ok(files.length >= 20, `${files.length} stylesheets found`);
  const weights = [];
  for (const file of files)
    postcss.parse(readFileSync(file, 'utf8')).walkDecls((decl) => {
      if (decl.prop === 'font-weight' || /^--[\w-]*weight$/.test(decl.prop))
        weights.push({ where: `${path.basename(file)}: ${decl.toString()}`, value: decl.value });
    });
  assert.ok(weights.length >= 20, `${weights.length} weights found`);
  const named = { normal: 400, bold: 700, bolder: 900 };
  for (const { where, value } of weights) {
    if (/^var\(/.test(value) || value === 'inherit') continue;
    const weight = named[value] ?? Number(value);
    assert.ok(weight >= STORE_WEIGHTS.min && weight <= STORE_WEIGHTS.max, where);
  }
});

/** What each `font-variant-*` keyword asks of a font (CSS Fonts 4, section 6). */
const VARIANT_FEATURES = {
  'tabular-nums': 'tnum',
  'proportional-nums': 'pnum',
  'lining-nums': 'lnum',
  'oldstyle-nums': 'onum',
  'diagonal-fractions': 'frac',
  'stacked-fractions': 'afrc',
  ordinal: 'ordn',
  'slashed-zero': 'zero',
  'small-caps': 'smcp',
  'all-small-caps': 'c2sc',
  'petite-caps': 'pcap',
  'all-petite-caps': 'c2pc',
  unicase: 'unic',
  'titling-caps': 'titl',
  sub: 'subs',
  super: 'sups',
  'discretionary-ligatures': 'dlig',
  'historical-ligatures': 'hlig',
};

test('the store asks its template fonts for no OpenType feature the Spanish subset leaves out', () => {
  const asked = [];
  for (const file of storeStylesheets())
    postcss.parse(readFileSync(file, 'utf8')).walkDecls((decl) => {
      const where = `${path.basename(file)}: ${decl.toString()}`;
      if (decl.prop === 'font-feature-settings')
        for (const [, tag] of decl.value.matchAll(/["']([\w ]{4})["']/g))
          asked.push({ where, tag });
      else if (/^font-variant/.test(decl.prop))
        for (const keyword of decl.value.split(/\s+/)) {
          if (['normal', 'none', 'inherit'].includes(keyword)) continue;
          asked.push({ where, tag: VARIANT_FEATURES[keyword] ?? keyword });
        }
    });
  assert.ok(
    asked.some(({ tag }) => tag === 'tnum'),
    'the prices ask for tabular figures',
  );
  for (const { where, tag } of asked) assert.ok(STORE_FEATURES.includes(tag), where);
});
