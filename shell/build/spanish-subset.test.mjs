import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';

const require = createRequire(import.meta.url);
const {
  FONTSOURCE_LATIN,
  LATIN_REST_UNICODE_RANGE,
  SPANISH_TEXT,
  SPANISH_UNICODE_RANGE,
  parseUnicodeRange,
} = require('./spanish-subset.cjs');

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
