/**
 * The characters a Spanish store's text uses, the one list both font loaders read: the subset
 * of each template font that every page downloads (`font-subset-loader.cjs`) and the
 * `unicode-range` its @font-face rule announces (`font-face-split-loader.cjs`). A character
 * outside it still gets the template's font, from the whole Latin file, which the browser
 * downloads only for a page that holds such a character (a tenant's «Ça va», say).
 */

/** [first, last] code points. */
const SPANISH_RANGES = [
  // Basic Latin, the control characters (a text's line breaks and tabs must never ask for the
  // other file), and Latin-1's signs: the no-break space of Intl's money and percentages, ¡ ¿ ª º
  // « » ° © ·.
  [0x00, 0xbf],
  [0xc1, 0xc1], // Á
  [0xc9, 0xc9], // É
  [0xcd, 0xcd], // Í
  [0xd1, 0xd1], // Ñ
  [0xd3, 0xd3], // Ó
  [0xd7, 0xd7], // ×
  [0xda, 0xda], // Ú
  [0xdc, 0xdc], // Ü
  [0xe1, 0xe1], // á
  [0xe9, 0xe9], // é
  [0xed, 0xed], // í
  [0xf1, 0xf1], // ñ
  [0xf3, 0xf3], // ó
  [0xfa, 0xfa], // ú
  [0xfc, 0xfc], // ü
  [0x2013, 0x2014], // – —
  [0x2018, 0x2019], // ‘ ’
  [0x201c, 0x201d], // “ ”
  [0x2022, 0x2022], // •
  [0x2026, 0x2026], // …
  [0x202f, 0x202f], // narrow no-break space (Intl)
  [0x2039, 0x203a], // ‹ ›
  [0x20ac, 0x20ac], // €
  [0x2122, 0x2122], // ™
  [0x2212, 0x2212], // −
];

/**
 * What @fontsource's `*-latin-*.woff2` files hold: the `latin` entry of every @fontsource
 * package's unicode.json (the same in all; `spanish-subset.test.mjs` checks the installed ones).
 */
const FONTSOURCE_LATIN =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,' +
  'U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';

const hex = (codePoint) => codePoint.toString(16).toUpperCase().padStart(4, '0');

/** 'U+0020-007E,U+00A0' -> [[0x20, 0x7e], [0xa0, 0xa0]] */
function parseUnicodeRange(text) {
  return text.split(',').map((part) => {
    const [first, last = first] = part.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(first, 16), parseInt(last, 16)];
  });
}

/** [[0x20, 0x7e], [0xa0, 0xa0]] -> 'U+0020-007E,U+00A0' */
function formatUnicodeRange(ranges) {
  return ranges
    .map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`))
    .join(',');
}

/** The ranges of `ranges` with every code point of `removed` taken out. */
function subtractRanges(ranges, removed) {
  const isRemoved = (codePoint) =>
    removed.some(([first, last]) => codePoint >= first && codePoint <= last);
  const left = [];
  for (const [first, last] of ranges)
    for (let codePoint = first; codePoint <= last; codePoint += 1) {
      if (isRemoved(codePoint)) continue;
      const open = left.at(-1);
      if (open && open[1] === codePoint - 1) open[1] = codePoint;
      else left.push([codePoint, codePoint]);
    }
  return left;
}

const SPANISH_TEXT = SPANISH_RANGES.flatMap(([first, last]) =>
  Array.from({ length: last - first + 1 }, (_, i) => String.fromCodePoint(first + i)),
).join('');

/**
 * The weights the store's stylesheets ask of a template font (400 to 900: `spanish-subset.test.mjs`
 * reads every `font-weight`). The Spanish subsets of some fonts keep only these of their weight
 * axis (`font-subset-loader.cjs`), so a lighter weight would paint at 400.
 */
const STORE_WEIGHTS = { min: 400, max: 900 };

/**
 * The OpenType features a Spanish subset keeps: the ones a browser applies to Latin text unless a
 * stylesheet says otherwise (HarfBuzz's default shaping: composed characters, localised forms,
 * marks, kerning, standard and contextual ligatures, variation substitutions), and `tnum`, which
 * `font-variant-numeric: tabular-nums` asks for on prices. subset-font keeps every feature unless
 * told: the alternates, fractions, ordinals and superiors no stylesheet asks for, and the glyphs
 * only they reach, cost 1 to 5 kB a font. `spanish-subset.test.mjs` fails on a stylesheet that
 * asks for another feature.
 */
const STORE_FEATURES = [
  'ccmp',
  'locl',
  'mark',
  'mkmk',
  'rlig',
  'calt',
  'clig',
  'curs',
  'kern',
  'liga',
  'rclt',
  'rvrn',
  'tnum',
];

module.exports = {
  /** The Spanish subset's characters, as subset-font takes them. */
  SPANISH_TEXT,
  STORE_WEIGHTS,
  STORE_FEATURES,
  /** The Spanish subset's `unicode-range`. */
  SPANISH_UNICODE_RANGE: formatUnicodeRange(SPANISH_RANGES),
  /** The rest of a Latin file: the `unicode-range` of its whole-file @font-face rule. */
  LATIN_REST_UNICODE_RANGE: formatUnicodeRange(
    subtractRanges(parseUnicodeRange(FONTSOURCE_LATIN), SPANISH_RANGES),
  ),
  FONTSOURCE_LATIN,
  parseUnicodeRange,
};
