import { parse } from 'csv-parse/sync';
import { IMPORT_CSV_COLUMNS, IMPORT_CSV_REQUIRED } from '@store/contracts/catalog-rules';
import type { Raw } from './field-reader.js';
import type { ImportDocument, ImportProduct } from './import-types.js';
import { validateProduct } from './validate-product.js';

type Row = Record<string, string>;

const split = (text: string | undefined, separator: string) =>
  (text ?? '')
    .split(separator)
    .map((part) => part.trim())
    .filter(Boolean);

/** `1:1500|50:1350,50` -> tiers; a malformed part is kept as is so the validator names it. */
function tiersOf(text: string | undefined, problems: string[]) {
  return split(text, '|').map((part) => {
    const [minQuantity, unitPrice, extra] = part.split(':');
    if (extra !== undefined || !unitPrice)
      problems.push(`el precio "${part}" debe escribirse cantidad:precio`);
    return { minQuantity, unitPrice };
  });
}

/** `serigrafia=Frente:80x60,Dorso:80x60|laser=Tapa:40x20`. */
function techniquesOf(text: string | undefined, problems: string[]) {
  return split(text, '|').map((part) => {
    const [code, areas] = part.split('=');
    const printAreas = split(areas, ',').map((area) => {
      const match = /^(.+):(\d+(?:[.,]\d+)?)x(\d+(?:[.,]\d+)?)$/.exec(area);
      if (!match) problems.push(`el área "${area}" debe escribirse vista:anchoxalto (en mm)`);
      return { view: match?.[1], name: match?.[1], widthMm: match?.[2], heightMm: match?.[3] };
    });
    return { code: code?.trim(), printAreas };
  });
}

function productOf(row: Row, problems: string[]): Raw {
  return {
    externalId: row.external_id,
    name: row.name,
    description: row.description,
    category: row.category,
    categoryTitle: row.category_title,
    kind: row.kind,
    productType: row.product_type,
    brand: row.brand,
    images: split(row.images, '|'),
    videoUrl: row.video_url,
    complementaryInformation: row.complementary_information,
    weightGrams: row.weight_grams,
    sizeCm: { width: row.width_cm, height: row.height_cm, depth: row.depth_cm },
    productionDays: row.production_days,
    featured: row.featured,
    popularity: row.popularity,
    isCustomizable: row.customizable,
    priceTiers: tiersOf(row.price_tiers, problems),
    techniques: techniquesOf(row.techniques, problems),
    variants: [variantOf(row)],
  };
}

const variantOf = (row: Row): Raw => ({
  sku: row.sku,
  color: row.color,
  colorHex: row.color_hex,
  size: row.size,
  stock: row.stock,
  image: row.variant_image,
});

/**
 * A CSV catalogue, `,` or `;` separated, one row per variant: rows with the same external_id
 * are one product (its fields come from its first row). Each row is checked on its own, so a
 * bad row is reported with its own line.
 */
export function readCsvCatalog(text: string): ImportDocument {
  const document: ImportDocument = { categories: [], techniques: [], products: [], issues: [] };
  const header = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  const delimiter =
    (header.match(/;/g)?.length ?? 0) > (header.match(/,/g)?.length ?? 0) ? ';' : ',';
  let records: { record: Row; info: { lines: number } }[];
  try {
    records = parse(text, {
      bom: true,
      columns: true,
      delimiter,
      skip_empty_lines: true,
      trim: true,
      info: true,
      relax_column_count: false,
    });
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 1;
    document.issues.push({
      line,
      message: `El CSV no se puede leer: revisá las comillas y la cantidad de columnas (${(error as Error).message}).`,
    });
    return { ...document, unreadable: true };
  }
  const columns = header.split(delimiter).map((column) => column.trim().replace(/^"|"$/g, ''));
  const unknown = columns.filter(
    (column) => !(IMPORT_CSV_COLUMNS as readonly string[]).includes(column),
  );
  const missing = IMPORT_CSV_REQUIRED.filter((column) => !columns.includes(column));
  if (missing.length > 0 || unknown.length > 0) {
    const parts = [
      missing.length ? `faltan las columnas ${missing.join(', ')}` : '',
      unknown.length ? `no se reconocen las columnas ${unknown.join(', ')}` : '',
    ].filter(Boolean);
    document.issues.push({ line: 1, message: `Encabezado: ${parts.join('; ')}.` });
    if (missing.length > 0) return { ...document, unreadable: true };
  }

  const groups = new Map<string, { line: number; raw: Raw; variants: Raw[] }>();
  for (const { record, info } of records) {
    const problems: string[] = [];
    const raw = productOf(record, problems);
    const checked = validateProduct(raw, info.lines);
    // A row is one variant: its fields need no "variants[0]." in front of their names.
    if ('problems' in checked)
      problems.push(...checked.problems.map((problem) => problem.replace(/variants\[0\]\./g, '')));
    if (problems.length > 0 || 'problems' in checked) {
      document.issues.push({
        line: info.lines,
        message: `Fila del SKU "${record.sku ?? ''}": ${problems.join('; ')}.`,
      });
      continue;
    }
    const group = groups.get(checked.externalId);
    if (group) group.variants.push(variantOf(record));
    else groups.set(checked.externalId, { line: info.lines, raw, variants: [variantOf(record)] });
  }
  for (const group of groups.values()) {
    const merged = validateProduct({ ...group.raw, variants: group.variants }, group.line);
    if ('problems' in merged)
      document.issues.push({
        line: group.line,
        message: `Producto "${String(group.raw.externalId)}": ${merged.problems.join('; ')}.`,
      });
    else document.products.push(merged satisfies ImportProduct);
  }
  return document;
}
