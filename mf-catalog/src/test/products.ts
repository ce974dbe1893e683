import type { ProductDetail, ProductVariant } from '@store/contracts';

const variant = (
  id: number,
  color: string,
  hex: string,
  size: string | null,
  stock: number,
): ProductVariant => ({
  id,
  sku: `SKU-${id}`,
  color: { name: color, hex },
  size,
  stock,
  image: `/img/${id}.svg`,
});

const technique = {
  id: 7,
  code: 'serigrafia',
  name: 'Serigrafía',
  minUnitsForPrinting: 50,
  customizationUnderMinimumExtraCost: 33750,
  setupCost: 24300,
  unitCost: 472.5,
  costPer: 'color' as const,
  maxColors: 4,
  rules: {
    maxColors: 4,
    minTextHeightMm: 2,
    minLineWidthMm: 0.3,
    rasterAllowed: true,
    maxImprintWidthMm: 300,
    maxImprintHeightMm: 400,
    palette: 'ink' as const,
  },
  printAreas: [
    {
      id: 1,
      view: 'Frente',
      name: 'Frente',
      widthMm: 80,
      heightMm: 60,
      xMm: 40,
      yMm: 58,
      bleedMm: 2,
      safetyMm: 3,
    },
  ],
};

/** A mug as the catalogue API answers it (prices as the buyer sees them). */
export function mug(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return {
    id: 1,
    externalId: 'PS-0101',
    slug: 'taza-ceramica',
    kind: 'simple',
    productType: null,
    name: 'Taza cerámica',
    description: 'Taza de cerámica.',
    category: { slug: 'tazas-y-jarros', title: 'Tazas y jarros' },
    brand: null,
    featuredImg: '/img/1.svg',
    priceFrom: 4195.8,
    colors: [],
    totalStock: 160,
    techniques: [technique],
    isCustomizable: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    images: ['/img/1.svg', '/img/2.svg'],
    videoUrl: null,
    complementaryInformation: null,
    weightGrams: 350,
    sizeCm: { width: 12, height: 10, depth: 9 },
    variants: [
      variant(1, 'Blanco', '#ffffff', null, 150),
      variant(2, 'Rojo', '#c62828', null, 10),
      variant(3, 'Negro', '#1f1f1f', null, 0),
    ],
    priceTiers: [
      { minQuantity: 1, unitPrice: 5670 },
      { minQuantity: 50, unitPrice: 5216.4 },
    ],
    views: [{ name: 'Frente', image: '/img/1.svg', widthMm: 160, heightMm: 176 }],
    ...overrides,
  };
}

/** A t-shirt: two colours by three sizes, one cell sold out. */
export function tee(): ProductDetail {
  return mug({
    id: 2,
    slug: 'remera',
    kind: 'curva',
    name: 'Remera',
    productType: 'textil',
    variants: [
      variant(11, 'Blanco', '#ffffff', 'S', 20),
      variant(12, 'Blanco', '#ffffff', 'M', 0),
      variant(13, 'Blanco', '#ffffff', 'L', 5),
      variant(21, 'Negro', '#1f1f1f', 'S', 8),
      variant(22, 'Negro', '#1f1f1f', 'M', 30),
      variant(23, 'Negro', '#1f1f1f', 'L', 2),
    ],
  });
}
