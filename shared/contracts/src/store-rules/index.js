// The back office's store-look rules (issue 32), plain ESM so the «Tienda» form and the API
// check the same things with the same words.

/**
 * WCAG 2.x AA for normal text. A pair below it is refused, not warned about: the storefront's
 * buyers read these pairs on every page, and a store that cannot be read loses them.
 */
export const MIN_CONTRAST = 4.5;

/** The seven named colours the storefront reads (ShopConfig `colors`). */
export const STORE_COLOR_NAMES = [
  'primary',
  'secondary',
  'accent',
  'link',
  'background',
  'surface',
  'text',
];

export const STORE_COLOR_LABELS = {
  primary: 'Color principal',
  secondary: 'Color secundario',
  accent: 'Color de acento',
  link: 'Color de los enlaces',
  background: 'Fondo',
  surface: 'Fondo de paneles',
  text: 'Texto',
};

/** The text the storefront writes on the principal and secondary colours (shared/ui tokens). */
export const ON_PRIMARY = '#ffffff';
export const ON_SECONDARY = '#1d2330';

/**
 * Where text sits on a store colour: the foreground (a colour name or a fixed colour), the
 * background, and which colour the refusal is written on (the one the owner should change).
 */
export const CONTRAST_PAIRS = [
  { field: 'text', fg: 'text', bg: 'background', what: 'del texto sobre el fondo' },
  { field: 'surface', fg: 'text', bg: 'surface', what: 'del texto sobre el fondo de paneles' },
  { field: 'link', fg: 'link', bg: 'background', what: 'de los enlaces sobre el fondo' },
  {
    field: 'primary',
    fg: ON_PRIMARY,
    bg: 'primary',
    what: 'del texto blanco sobre el color principal',
  },
  {
    field: 'secondary',
    fg: ON_SECONDARY,
    bg: 'secondary',
    what: 'del texto oscuro sobre el color secundario',
  },
];

const HEX = /^#[0-9a-f]{6}$/i;
export const isHexColor = (value) => typeof value === 'string' && HEX.test(value);

function luminance(hex) {
  const channel = (i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** The WCAG contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(a, b) {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (high + 0.05) / (low + 0.05);
}

/** Shown as people read it: 4,48 (rounded down, so a refused pair never reads 4,50). */
const ratioText = (ratio) => (Math.floor(ratio * 100) / 100).toFixed(2).replace('.', ',');

/** Each colour's problem in Spanish, by colour name; empty when every colour can be used. */
export function colorProblems(colors) {
  const problems = {};
  for (const name of STORE_COLOR_NAMES)
    if (!isHexColor(colors?.[name]))
      problems[name] = `${STORE_COLOR_LABELS[name]}: elija un color como #1b3a8c.`;
  if (Object.keys(problems).length > 0) return problems;
  const colorOf = (ref) => (ref.startsWith('#') ? ref : colors[ref]);
  for (const pair of CONTRAST_PAIRS) {
    const ratio = contrastRatio(colorOf(pair.fg), colorOf(pair.bg));
    if (ratio < MIN_CONTRAST && !problems[pair.field])
      problems[pair.field] =
        `El contraste ${pair.what} es ${ratioText(ratio)}:1; ` +
        `tiene que ser al menos 4,5:1 para que se pueda leer.`;
  }
  return problems;
}

/** The ten storefront templates, by id, as the owner reads them (shell/src/templates). */
export const TEMPLATE_NAMES = {
  1: 'Clásico',
  2: 'Mayorista',
  3: 'Boutique',
  4: 'Panel',
  5: 'Amable',
  6: 'Impacto',
  7: 'Mínimo',
  8: 'Editorial',
  9: 'Artesanal',
  10: 'Técnico',
};

/** Logo and favicon: what the upload takes, checked again by their bytes on the server. */
export const STORE_IMAGE_RULES = {
  logo: { types: ['png', 'svg', 'webp'], maxBytes: 1024 * 1024, label: 'El logo' },
  favicon: { types: ['png', 'svg', 'ico'], maxBytes: 256 * 1024, label: 'El ícono' },
};

/** A file's problem before sending (by its size; the type is judged by the server on its bytes). */
export function imageSizeProblem(kind, bytes) {
  const rule = STORE_IMAGE_RULES[kind];
  if (bytes === 0) return `${rule.label} está vacío.`;
  if (bytes > rule.maxBytes)
    return `${rule.label} pesa ${Math.ceil(bytes / 1024)} KB; el máximo es ${rule.maxBytes / 1024} KB.`;
  return null;
}
