import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { run } from '../support/run.ts';
import type { RunningStore } from '../support/store-server.ts';

/** How many products the catalogue benchmark loads (issue 5: list and detail stay fast at 20,000). */
export const LARGE_CATALOGUE = 20_000;

const CATEGORIES = [
  'tazas-y-jarros',
  'botellas-y-termos',
  'boligrafos',
  'cuadernos-y-libretas',
  'bolsas-y-mochilas',
  'gorras',
  'indumentaria',
  'tecnologia',
  'paraguas',
  'llaveros',
  'oficina',
  'hogar-y-cocina',
  'deportes-y-aire-libre',
];
const COLORS = [
  ['Rojo', '#c62828'],
  ['Azul', '#1e4fa3'],
  ['Negro', '#1f1f1f'],
  ['Blanco', '#ffffff'],
  ['Verde', '#2e7d32'],
] as const;
const WORDS = [
  'taza',
  'botella',
  'gorra',
  'mochila',
  'cuaderno',
  'termo',
  'remera',
  'llavero',
  'paraguas',
  'lapicera',
];

/** A reseller's file of `count` products, three colours each, as the importer reads it. */
function largeCatalogue(count: number) {
  return Array.from({ length: count }, (_, i) => {
    const id = `BENCH-${String(i).padStart(5, '0')}`;
    return {
      externalId: id,
      name: `${WORDS[i % WORDS.length]} modelo ${i}`,
      description: `Producto de prueba ${i} para medir el catálogo con muchos productos.`,
      category: CATEGORIES[i % CATEGORIES.length],
      brand: i % 7 === 0 ? 'Outlander' : null,
      weightGrams: 200,
      sizeCm: { width: 10, height: 10, depth: 10 },
      popularity: (i * 7919) % 1000,
      priceTiers: [
        { minQuantity: 1, unitPrice: 1000 + (i % 500) * 10 },
        { minQuantity: 100, unitPrice: 900 + (i % 500) * 9 },
      ],
      techniques: [
        {
          code: i % 2 ? 'serigrafia' : 'laser',
          printAreas: [{ view: 'Frente', name: 'Frente', widthMm: 50, heightMm: 40 }],
        },
      ],
      variants: [0, 1, 2].map((k) => {
        const [color, hex] = COLORS[(i + k) % COLORS.length]!;
        return { sku: `${id}-${k}`, color, colorHex: hex, stock: (i + k) % 9 === 0 ? 0 : 100 };
      }),
    };
  });
}

/** Loads the large catalogue into demo-ar through the importer CLI, as a reseller would. */
export async function loadLargeCatalogue(store: RunningStore): Promise<number> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-catalogue-'));
  try {
    const file = path.join(dir, 'catalogo.json');
    await writeFile(file, JSON.stringify(largeCatalogue(LARGE_CATALOGUE)));
    const started = Date.now();
    await run('node', ['api/dist/cli/catalog-import.js', file, '--tenant', 'demo-ar'], {
      STORE_DATA_DIR: store.dataDir,
      LOG_LEVEL: 'warn',
      ...(store.databaseUrl ? { DATABASE_URL: store.databaseUrl } : {}),
    });
    return Date.now() - started;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const API = '/api/services/app/Catalog';

/** Product pages of the large catalogue that the detail calls are spread over. */
export const LARGE_CATALOGUE_SLUGS = Array.from(
  { length: 20 },
  (_, i) => `${WORDS[(i * 997) % WORDS.length]}-modelo-${i * 997}`,
);

/** The whole catalogue as a PDF: how soon its first bytes arrive, and how long the whole takes. */
export async function measureCataloguePdf(
  url: string,
): Promise<{ firstByteMs: number; totalMs: number; bytes: number }> {
  const link = await fetch(`${url}${API}/GetCatalogDownloadLink`, {
    headers: { 'X-Tenant': 'demo-ar' },
  });
  const { result } = (await link.json()) as { result: { url: string } };
  const started = performance.now();
  const response = await fetch(`${url}${result.url}`);
  const reader = response.body!.getReader();
  let firstByteMs = 0;
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (bytes === 0) firstByteMs = performance.now() - started;
    bytes += value.length;
  }
  return {
    firstByteMs: Math.round(firstByteMs),
    totalMs: Math.round(performance.now() - started),
    bytes,
  };
}
