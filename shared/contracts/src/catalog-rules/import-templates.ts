// The files the back office offers to download as a start: the API's tests import both.
import { IMPORT_CSV_COLUMNS } from './import-file.ts';

/** One product of two colours, as the template files show it (the importer's README says each field). */
const EXAMPLE = {
  external_id: 'TAZA-001',
  name: 'Taza cerámica 11 oz',
  description: 'Taza de cerámica blanca apta lavavajillas.',
  category: 'tazas-y-jarros',
  category_title: 'Tazas y jarros',
  kind: 'simple',
  brand: 'Marca',
  weight_grams: '350',
  width_cm: '12',
  height_cm: '10',
  depth_cm: '9',
  production_days: '7',
  featured: 'no',
  customizable: 'si',
  price_tiers: '1:4200|50:3864',
  techniques: 'serigrafia=Frente:80x60',
} as Record<string, string>;
const VARIANTS = [
  { sku: 'TAZA-001-ROJO', color: 'Rojo', color_hex: '#c62828', stock: '150' },
  { sku: 'TAZA-001-NEGRO', color: 'Negro', color_hex: '#1f1f1f', stock: '80' },
];

const cell = (text: string) => (/[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/** The CSV template: every column the importer reads, and one product with two variants. */
export const IMPORT_CSV_TEMPLATE = [
  IMPORT_CSV_COLUMNS.join(','),
  ...VARIANTS.map((variant) =>
    IMPORT_CSV_COLUMNS.map((column) =>
      cell((variant as Record<string, string>)[column] ?? EXAMPLE[column] ?? ''),
    ).join(','),
  ),
].join('\n');

/** The JSON template: the same product as the importer's JSON reads it. */
export const IMPORT_JSON_TEMPLATE = JSON.stringify(
  [
    {
      externalId: EXAMPLE.external_id,
      name: EXAMPLE.name,
      description: EXAMPLE.description,
      category: EXAMPLE.category,
      categoryTitle: EXAMPLE.category_title,
      kind: 'simple',
      brand: EXAMPLE.brand,
      weightGrams: 350,
      sizeCm: { width: 12, height: 10, depth: 9 },
      productionDays: 7,
      featured: false,
      priceTiers: [
        { minQuantity: 1, unitPrice: 4200 },
        { minQuantity: 50, unitPrice: 3864 },
      ],
      techniques: [
        {
          code: 'serigrafia',
          printAreas: [{ view: 'Frente', name: 'Frente', widthMm: 80, heightMm: 60 }],
        },
      ],
      variants: VARIANTS.map((v) => ({
        sku: v.sku,
        color: v.color,
        colorHex: v.color_hex,
        size: null,
        stock: Number(v.stock),
      })),
    },
  ],
  null,
  2,
);
