import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.js';
import { createCatalogImportRepository } from './catalog-import.repository.js';
import type { WritableProduct } from './product-rows.js';
import { readCsvCatalog } from './csv-reader.js';
import type { ImportDocument, ImportIssue, ImportProduct, ImportReport } from './import-types.js';
import { readJsonCatalog } from './json-reader.js';
import { isUnchanged } from './product-changes.js';
import { slugify } from './text-keys.js';

const BATCH = 200;

const titleOf = (slug: string) => {
  const words = slug.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** Reads a catalogue file by its format: `json` or `csv`. */
export function readCatalog(text: string, format: 'json' | 'csv'): ImportDocument {
  return format === 'json' ? readJsonCatalog(text) : readCsvCatalog(text);
}

/** How the back office runs an import; the command line gives none of these. */
export interface ImportOptions {
  /**
   * All or nothing: every write in one transaction, kept only when no line was refused, so a
   * file with a bad line changes nothing and reports every bad line (its checks against the
   * catalogue included: a SKU of another product, an unknown technique).
   */
  whole?: boolean;
  /** Products checked and written so far, of those the file holds; after each batch. */
  onProgress?: (done: number, total: number) => void;
  /** Called in the import's transaction once it is complete (whole imports): the audit entry. */
  onWrite?: (trx: Kysely<Database>, report: ImportReport) => Promise<unknown>;
}

/** Thrown inside a whole import's transaction to roll it back with its report. */
class Refused extends Error {
  constructor(readonly report: ImportReport) {
    super('refused');
  }
}

/**
 * Loads a checked catalogue into a tenant: upserts categories and techniques by their codes,
 * products by external id and variants by SKU, so running the same file twice changes nothing.
 * Products that clash with another (repeated external id or SKU, unknown technique) are
 * reported with their line and skipped; the rest are written in batches (or, with `whole`,
 * all of them or none).
 */
export async function importCatalog(
  db: Kysely<Database>,
  tenantId: number,
  document: ImportDocument,
  options: ImportOptions = {},
): Promise<ImportReport> {
  let report: ImportReport;
  if (!options.whole) report = await loadCatalog(db, tenantId, document, options.onProgress);
  else
    try {
      report = await db.transaction().execute(async (trx) => {
        const loaded = await loadCatalog(trx, tenantId, document, options.onProgress);
        if (loaded.issues.length > 0) throw new Refused(loaded);
        await options.onWrite?.(trx, loaded);
        return loaded;
      });
    } catch (error) {
      if (error instanceof Refused) return error.report;
      throw error;
    }
  if (report.created + report.updated > 0)
    await createCatalogImportRepository(db).refreshStatistics();
  return report;
}

async function loadCatalog(
  db: Kysely<Database>,
  tenantId: number,
  document: ImportDocument,
  onProgress: ImportOptions['onProgress'],
): Promise<ImportReport> {
  const writer = createCatalogImportRepository(db);
  const issues: ImportIssue[] = [...document.issues];
  await writer.upsertCategories(tenantId, document.categories);
  await writer.upsertTechniques(tenantId, document.techniques);
  const techniques = await writer.techniqueIds(tenantId);

  const seenIds = new Map<string, number>();
  const seenSkus = new Map<string, string>();
  const accepted: ImportProduct[] = [];
  for (const product of document.products) {
    const refuse = (message: string) =>
      issues.push({ line: product.line, message: `Producto "${product.externalId}": ${message}` });
    const earlier = seenIds.get(product.externalId);
    if (earlier !== undefined) {
      refuse(`el external_id ya aparece en la línea ${earlier}.`);
      continue;
    }
    const unknown = product.techniques.find((t) => !techniques.has(t.code));
    if (unknown) {
      refuse(`la técnica "${unknown.code}" no existe en esta tienda.`);
      continue;
    }
    const clash = product.variants.find((v) => seenSkus.has(v.sku));
    if (clash) {
      refuse(`el SKU "${clash.sku}" ya es de otro producto del archivo.`);
      continue;
    }
    seenIds.set(product.externalId, product.line);
    for (const v of product.variants) seenSkus.set(v.sku, product.externalId);
    accepted.push(product);
  }

  const report: ImportReport = { created: 0, updated: 0, unchanged: 0, variants: 0, issues };
  const takenSlugs = new Map<string, string>();
  // Products refused before any batch count as done: the file's checks reached them.
  const checked = document.products.length - accepted.length;
  onProgress?.(checked, document.products.length);
  for (let start = 0; start < accepted.length; start += BATCH) {
    const batch = accepted.slice(start, start + BATCH);
    const wantedCategories = new Map(
      batch.map((p) => [p.category, p.categoryTitle ?? titleOf(p.category)]),
    );
    const categories = await writer.ensureCategories(tenantId, wantedCategories);
    const stored = await writer.storedProducts(
      tenantId,
      batch.map((p) => p.externalId),
    );
    const owners = await writer.skuOwners(
      tenantId,
      batch.flatMap((p) => p.variants.map((v) => v.sku)),
    );
    const slugs = await writer.slugOwners(
      tenantId,
      batch.map((p) => p.slug ?? slugify(p.name)),
    );

    const writable: WritableProduct[] = [];
    for (const product of batch) {
      const foreign = product.variants.find(
        (v) => (owners.get(v.sku) ?? product.externalId) !== product.externalId,
      );
      if (foreign) {
        issues.push({
          line: product.line,
          message: `Producto "${product.externalId}": el SKU "${foreign.sku}" ya es del producto "${owners.get(foreign.sku)}".`,
        });
        continue;
      }
      const kept = stored.get(product.externalId)?.row.slug;
      const slug = typeof kept === 'string' ? kept : uniqueSlug(product, slugs, takenSlugs);
      takenSlugs.set(slug, product.externalId);
      writable.push({
        product,
        slug,
        categoryId: categories.get(product.category) ?? 0,
        categoryTitle: wantedCategories.get(product.category) ?? product.category,
        techniqueIds: product.techniques.map((t) => techniques.get(t.code) ?? 0),
      });
    }
    const changed = writable.filter((w) => {
      const before = stored.get(w.product.externalId);
      const unchanged = before !== undefined && isUnchanged(before, w);
      if (!before) report.created += 1;
      else if (unchanged) report.unchanged += 1;
      else report.updated += 1;
      report.variants += w.product.variants.length;
      return !unchanged;
    });
    if (changed.length > 0) await writer.writeProducts(tenantId, changed);
    onProgress?.(checked + start + batch.length, document.products.length);
  }
  issues.sort((a, b) => a.line - b.line);
  return report;
}

/** The product's own slug, or with its external id when another product already has it. */
function uniqueSlug(
  product: ImportProduct,
  stored: Map<string, string>,
  taken: Map<string, string>,
): string {
  const base = product.slug ?? slugify(product.name);
  const owner = stored.get(base) ?? taken.get(base);
  if (base && (owner === undefined || owner === product.externalId)) return base;
  return `${base}-${slugify(product.externalId)}`.replace(/^-/, '');
}
