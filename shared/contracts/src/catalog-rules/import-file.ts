// The catalogue file the back office sends to the importer (issue 32): the page checks it before
// uploading and the API again, with the same words.

export const IMPORT_FORMATS = ['csv', 'json'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** The largest file one import takes: about 20,000 CSV rows. */
export const IMPORT_FILE_MAX_BYTES: number = 5 * 1024 * 1024;

/** The columns of a catalogue CSV, in the order the template lists them (one row per variant). */
export const IMPORT_CSV_COLUMNS = [
  'external_id',
  'name',
  'description',
  'category',
  'category_title',
  'kind',
  'product_type',
  'brand',
  'images',
  'video_url',
  'complementary_information',
  'weight_grams',
  'width_cm',
  'height_cm',
  'depth_cm',
  'production_days',
  'featured',
  'popularity',
  'customizable',
  'price_tiers',
  'techniques',
  'sku',
  'color',
  'color_hex',
  'size',
  'stock',
  'variant_image',
] as const;

/** The columns a CSV cannot do without. */
export const IMPORT_CSV_REQUIRED: readonly string[] = [
  'external_id',
  'name',
  'category',
  'price_tiers',
  'sku',
  'stock',
  'weight_grams',
];

/** A file's format by its name's ending, or null when it is neither. */
export function importFormatOf(name: string): ImportFormat | null {
  const ending = /\.([a-z]+)$/i.exec(name.trim())?.[1]?.toLowerCase();
  return ending === 'csv' || ending === 'json' ? ending : null;
}

/** What is wrong with a file before it is read (its name and size), or null. */
export function importFileProblem(file: { name: string; size: number }): string | null {
  if (importFormatOf(file.name) === null)
    return `«${file.name}» no es un archivo CSV ni JSON: el importador lee archivos .csv y .json.`;
  if (file.size === 0) return `«${file.name}» está vacío.`;
  if (file.size > IMPORT_FILE_MAX_BYTES)
    return `«${file.name}» pesa más de ${IMPORT_FILE_MAX_BYTES / 1024 / 1024} MB, el máximo de un archivo de importación.`;
  return null;
}
