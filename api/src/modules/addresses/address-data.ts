import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

/** `api/data/addresses`, the same from `src/` (tsx) and `dist/` (the build mirrors the depth). */
export const ADDRESS_DATA_DIR = fileURLToPath(new URL('../../../data/addresses/', import.meta.url));

/** `[id, name]` rows of Argentina's provinces. */
export type NamedRow = [string, string];

/** One Argentine province: cities `[id, name]`, locations `[id, name, cityId, postalCode]`. */
export interface ArProvinceData {
  cities: NamedRow[];
  locations: [string, string, string, string | null][];
}

/** Chile: regions `[id, name]`, provinces and communes `[id, name, parentId]`. */
export interface ClData {
  regions: NamedRow[];
  provinces: [string, string, string][];
  communes: [string, string, string][];
}

export async function readAddressFile<T>(name: string): Promise<T | null> {
  const text = await readFile(`${ADDRESS_DATA_DIR}${name}`, 'utf8').catch(() => null);
  return text === null ? null : (JSON.parse(text) as T);
}
