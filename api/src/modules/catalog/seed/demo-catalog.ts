import { slugify } from '../import/text-keys.js';
import { DEMO_TECHNIQUES, PALETTE, type ColorName } from './demo-palette.js';
import { DEMO_CATEGORIES, type DemoCategory, type DemoProduct } from './demo-products.js';
import { productSvg, productVideoSvg } from './product-art.js';

/** How a demo reseller prices and names things: ARS as written, CLP converted and rounded. */
export interface DemoMarket {
  tenant: string;
  prefix: string;
  locale: 'arg' | 'cl';
  /** Currency units per ARS of the catalogue, and the step prices round to. */
  rate: number;
  step: number;
}

export const DEMO_MARKETS: DemoMarket[] = [
  { tenant: 'demo-ar', prefix: 'PS', locale: 'arg', rate: 1, step: 1 },
  { tenant: 'demo-cl', prefix: 'AM', locale: 'cl', rate: 0.62, step: 10 },
];

/** Quantity discounts every demo product gets, as a share of the unit price. */
const TIERS: [number, number][] = [
  [1, 1],
  [50, 0.92],
  [100, 0.86],
  [250, 0.8],
  [500, 0.74],
];

/** A stable pseudo-random number per text, so stock and popularity are the same on every seed. */
function hash(text: string): number {
  let h = 2166136261;
  for (const char of text) h = Math.imul(h ^ char.charCodeAt(0), 16777619) >>> 0;
  return h;
}

const STOCK_LEVELS = [0, 40, 150, 480, 1200, 3500, 8000];

export interface DemoFile {
  path: string;
  content: string;
}

function productEntry(
  market: DemoMarket,
  category: DemoCategory,
  product: DemoProduct,
  code: string,
  files: DemoFile[],
) {
  const name = market.locale === 'cl' && product.cl ? product.cl : product.name;
  const slug = slugify(name);
  const price = (share: number) =>
    Math.max(
      market.step,
      Math.round((product.price * market.rate * share) / market.step) * market.step,
    );
  const imageOf = (color: ColorName) =>
    `/tenant-assets/${market.tenant}/catalog/${slug}-${slugify(color)}.svg`;
  for (const color of product.colors)
    files.push({
      path: `catalog/${slug}-${slugify(color)}.svg`,
      content: productSvg(product.art, PALETTE[color], `${name} ${color}`),
    });
  const withVideo = hash(code) % 4 === 0;
  if (withVideo)
    files.push({
      path: `catalog/video/${slug}.svg`,
      content: productVideoSvg(product.art, PALETTE[product.colors[0] ?? 'Blanco'], name),
    });
  const soldOut = hash(`${code}-agotado`) % 19 === 0;
  const sizes = product.sizes ?? [null];
  const variants = product.colors.flatMap((color) =>
    sizes.map((size) => {
      const sku = [code, slugify(color).toUpperCase(), size].filter(Boolean).join('-');
      return {
        sku,
        color,
        colorHex: PALETTE[color],
        size,
        stock: soldOut ? 0 : (STOCK_LEVELS[hash(sku) % STOCK_LEVELS.length] ?? 0),
        image: imageOf(color),
      };
    }),
  );
  const [width, height, depth] = category.sizeCm;
  return {
    externalId: code,
    kind: product.sizes ? 'curva' : 'simple',
    productType: product.sizes ? 'textil' : null,
    name,
    description: `${name}, ${category.material}. Personalizalo con el logo de tu empresa: ideal para regalos corporativos, eventos y kits de bienvenida.`,
    category: category.slug,
    categoryTitle: category.title,
    brand: product.brand ?? null,
    images: product.colors.map(imageOf),
    videoUrl: withVideo ? `/tenant-assets/${market.tenant}/catalog/video/${slug}.svg` : null,
    complementaryInformation: `Material y terminación: ${category.material}.\nMedidas aproximadas: ${width} x ${height} x ${depth} cm. Peso: ${category.weightGrams} g.\nEmpaque: individual en bolsa o caja.\nProducción: 7 a 10 días hábiles desde la aprobación del diseño.`,
    weightGrams: category.weightGrams,
    sizeCm: { width, height, depth },
    productionDays: product.sizes ? 10 : 7,
    featured: hash(`${code}-destacado`) % 6 === 0,
    popularity: hash(`${code}-ventas`) % 1000,
    priceTiers: TIERS.map(([minQuantity, share]) => ({ minQuantity, unitPrice: price(share) })),
    techniques: category.techniques.map(([techniqueCode, areas]) => ({
      code: techniqueCode,
      printAreas: areas.map((area) => {
        const [view = '', measures = ''] = area.split(':');
        const [widthMm, heightMm] = measures.split('x').map(Number);
        return { view, name: view, widthMm, heightMm };
      }),
    })),
    variants,
  };
}

/** The demo catalogue of one market as an import document, and the pictures it refers to. */
export function demoCatalog(market: DemoMarket): { document: unknown; files: DemoFile[] } {
  const files: DemoFile[] = [];
  const money = (ars: number) => Math.round((ars * market.rate) / market.step) * market.step;
  const document = {
    categories: DEMO_CATEGORIES.map((category, position) => ({
      slug: category.slug,
      title: category.title,
      featured: category.featured,
      position,
    })),
    techniques: DEMO_TECHNIQUES.map((t) => ({
      ...t,
      customizationUnderMinimumExtraCost: money(t.customizationUnderMinimumExtraCost),
      setupCost: money(t.setupCost),
      unitCost: money(t.unitCost),
    })),
    products: DEMO_CATEGORIES.flatMap((category, c) =>
      category.products.map((product, i) =>
        productEntry(
          market,
          category,
          product,
          `${market.prefix}-${String(c + 1).padStart(2, '0')}${String(i + 1).padStart(2, '0')}`,
          files,
        ),
      ),
    ),
  };
  return { document, files };
}
