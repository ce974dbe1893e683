import { PRINT_AREA_LIMITS } from '@store/contracts/print-area-rules';
import { createFieldReader, isRaw, type Raw } from './field-reader.js';
import type { ImportProduct, ImportVariant } from './import-types.js';
import { MAX_PRICE_TIERS, tierProblems } from '../price-tier-rules.js';
import { CODE_PATTERN, HEX_COLOR, isSafeUrl, SLUG_PATTERN } from './text-keys.js';
import { areaOf, checkAreasFit, viewsOf } from './validate-layout.js';

const MAX_VARIANTS = 500;

type Reader = ReturnType<typeof createFieldReader>;

function code(read: Reader, problems: string[], name: string, required = true) {
  const value = read.text(name, { max: 80, required });
  if (value !== null && !CODE_PATTERN.test(value))
    problems.push(
      `el campo "${name}" solo admite letras, números, puntos, guiones y guiones bajos`,
    );
  return value;
}

function url(read: Reader, problems: string[], name: string, value: string | null) {
  if (value !== null && !isSafeUrl(value))
    problems.push(`el campo "${name}" debe ser una ruta del sitio (/...) o una dirección https`);
  return value !== null && isSafeUrl(value) ? value : null;
}

function tiersOf(read: Reader, problems: string[]) {
  const tiers = read.list('priceTiers', MAX_PRICE_TIERS).flatMap((entry, index) => {
    if (!isRaw(entry)) return [];
    const tier = createFieldReader(entry, problems, `priceTiers[${index}].`);
    const minQuantity = tier.number('minQuantity', { min: 1, max: 99_999, integer: true });
    const unitPriceCents = tier.money('unitPrice');
    return minQuantity !== null && unitPriceCents !== null ? [{ minQuantity, unitPriceCents }] : [];
  });
  // A file may list its tiers in any order; each rule is said once per product.
  tiers.sort((a, b) => a.minQuantity - b.minQuantity);
  problems.push(...new Set(tierProblems(tiers).map((problem) => problem.message)));
  return tiers;
}

function techniquesOf(read: Reader, problems: string[]) {
  return read.list('techniques', PRINT_AREA_LIMITS.techniques).flatMap((entry, index) => {
    if (!isRaw(entry)) return [];
    const prefix = `techniques[${index}].`;
    const technique = createFieldReader(entry, problems, prefix);
    const techniqueCode = technique.text('code', { max: 80, required: true });
    const printAreas = technique
      .list('printAreas', PRINT_AREA_LIMITS.areasPerTechnique)
      .flatMap((area, i) => areaOf(area, problems, `${prefix}printAreas[${i}].`));
    return techniqueCode ? [{ code: techniqueCode, printAreas }] : [];
  });
}

function variantOf(entry: Raw, problems: string[], prefix: string): ImportVariant | null {
  const read = createFieldReader(entry, problems, prefix);
  const sku = read.text('sku', { max: 80, required: true });
  if (sku !== null && !CODE_PATTERN.test(sku))
    problems.push(`el SKU "${sku}" solo admite letras, números, puntos, guiones y guiones bajos`);
  const colorName = read.text('color', { max: 40 });
  const hex = read.text('colorHex', { max: 7 });
  if (colorName && (!hex || !HEX_COLOR.test(hex)))
    problems.push(`el color "${colorName}" necesita su código "colorHex" en formato #rrggbb`);
  const size = read.text('size', { max: 20 });
  const stock = read.number('stock', { min: 0, max: 10_000_000, integer: true });
  const image = url(read, problems, `${prefix}image`, read.text('image', { max: 500 }));
  if (sku === null || stock === null) return null;
  return {
    sku,
    color: colorName && hex ? { name: colorName, hex: hex.toLowerCase() } : null,
    size,
    stock,
    image,
  };
}

function variantsOf(read: Reader, problems: string[], kind: 'simple' | 'curva') {
  const entries = read.list('variants', MAX_VARIANTS);
  if (entries.length === 0) problems.push('necesita al menos una variante con su SKU y stock');
  const variants = entries
    .flatMap((entry, index) =>
      isRaw(entry) ? [variantOf(entry, problems, `variants[${index}].`)] : [],
    )
    .filter((variant): variant is ImportVariant => variant !== null);
  const skus = variants.map((v) => v.sku);
  const repeated = skus.find((sku, index) => skus.indexOf(sku) !== index);
  if (repeated) problems.push(`el SKU "${repeated}" está repetido`);
  if (kind === 'curva') {
    if (variants.some((v) => !v.size))
      problems.push('un producto curva necesita el talle de cada variante');
    const cells = variants.map((v) => `${v.color?.name ?? ''}/${v.size ?? ''}`);
    if (new Set(cells).size !== cells.length)
      problems.push('hay dos variantes con el mismo color y talle');
  }
  return variants;
}

/** One product entry of a file, checked whole: the product, or everything wrong with it. */
export function validateProduct(raw: Raw, line: number): ImportProduct | { problems: string[] } {
  const problems: string[] = [];
  const read = createFieldReader(raw, problems);
  const externalId = code(read, problems, 'externalId');
  const slug = read.text('slug', { max: 80 });
  if (slug !== null && !SLUG_PATTERN.test(slug))
    problems.push('el campo "slug" debe ser minúsculas, números y guiones');
  const kindText = read.text('kind', { max: 10 }) ?? 'simple';
  if (kindText !== 'simple' && kindText !== 'curva')
    problems.push('el campo "kind" debe ser "simple" o "curva"');
  const kind = kindText === 'curva' ? 'curva' : 'simple';
  const category = read.text('category', { max: 80, required: true });
  if (category !== null && !SLUG_PATTERN.test(category))
    problems.push(
      'el campo "category" debe ser el identificador de la categoría (minúsculas y guiones)',
    );
  const size = isRaw(raw.sizeCm) ? raw.sizeCm : {};
  const dimension = createFieldReader(size, problems, 'sizeCm.');
  const product = {
    line,
    externalId,
    slug,
    kind,
    productType: read.text('productType', { max: 40 }),
    name: read.text('name', { max: 150, required: true }),
    description: read.text('description', { max: 2000 }) ?? '',
    category,
    categoryTitle: read.text('categoryTitle', { max: 80 }),
    brand: read.text('brand', { max: 60 }),
    images: read.list('images', 20).flatMap((image, i) => {
      const value = typeof image === 'string' ? image.trim() : null;
      return url(read, problems, `images[${i}]`, value) ?? [];
    }),
    videoUrl: url(read, problems, 'videoUrl', read.text('videoUrl', { max: 500 })),
    complementaryInformation: read.text('complementaryInformation', { max: 4000 }),
    weightGrams: read.number('weightGrams', { min: 1, max: 1_000_000, integer: true }),
    sizeCm: {
      width: dimension.number('width', { min: 0.1, max: 1000 }),
      height: dimension.number('height', { min: 0.1, max: 1000 }),
      depth: dimension.number('depth', { min: 0.1, max: 1000 }),
    },
    productionDays: read.number('productionDays', { min: 0, max: 120, integer: true, fallback: 7 }),
    featured: read.flag('featured', false),
    popularity: read.number('popularity', {
      min: 0,
      max: 1_000_000_000,
      integer: true,
      fallback: 0,
    }),
    isCustomizable: read.flag('isCustomizable', true),
    priceTiers: tiersOf(read, problems),
    techniques: techniquesOf(read, problems),
    views: viewsOf(read, problems),
    variants: variantsOf(read, problems, kind),
  };
  checkAreasFit(product.views, product.techniques, problems);
  if (problems.length > 0) return { problems };
  return product as ImportProduct;
}
