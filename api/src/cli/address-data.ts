import { copyFile, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ADDRESS_DATA_DIR } from '../modules/addresses/index.js';

/**
 * `npm run addresses:data -- [--from <shared/data>]`: rebuilds `api/data/addresses` from the
 * geographic sources (see its ATTRIBUTION.md). Argentina: GeoRef's provinces and departments (names
 * with accents) joined on normalised names with Correo Argentino's localities and postal codes, one
 * file per province; CABA from GeoRef's comunas and barrios (the buyer types the postal code).
 * Chile: regions, provinces and comunas in one file.
 */
interface GeoRefEntry {
  id?: string;
  nombre: string;
  iso_id?: string;
  provincia?: { id?: string };
  departamento?: { id?: string; nombre: string };
}
interface PostalLocality {
  id: number;
  nombre: string;
  partido: string | null;
  cp: number | null;
}

const CABA = '02';
const SMALL_WORDS = new Set(['de', 'del', 'la', 'las', 'los', 'el', 'y', 'e']);

/** NFD without accents, upper-case, letters and digits only: `Río Grande` = `RIO GRANDE`. */
export const normalise = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim();

/** `VILLA DE MERLO` -> `Villa de Merlo`, for localities GeoRef does not name. */
const titleCase = (name: string) =>
  name
    .toLowerCase()
    .split(/\s+/)
    .map((word, i) =>
      i > 0 && SMALL_WORDS.has(word) ? word : word.charAt(0).toUpperCase() + word.slice(1),
    )
    .join(' ');

const readJson = async <T>(file: string): Promise<T> =>
  JSON.parse(await readFile(file, 'utf8')) as T;
const byName = (a: [string, string], b: [string, string]) => a[1].localeCompare(b[1], 'es');

/** The department a postal file's partido is, by name, else by its words (`GRAL` -> `GENERAL`). */
function departmentOf(partido: string, departments: Map<string, string>): string | undefined {
  const key = normalise(partido);
  const exact = departments.get(key);
  if (exact) return exact;
  const wordsOf = (name: string) =>
    name
      .replace(/\bGRAL\b/g, 'GENERAL')
      .split(' ')
      .filter((word) => word.length > 1);
  const within = (some: string[], all: string[]) =>
    some.every((word) => all.some((other) => other.startsWith(word)));
  const words = wordsOf(key);
  for (const [name, id] of departments) {
    const theirs = wordsOf(name);
    if (within(words, theirs) || within(theirs, words)) return id;
  }
  return undefined;
}

async function buildArgentina(from: string, out: string) {
  const georef = join(from, 'ar/georef');
  const { provincias } = await readJson<{ provincias: GeoRefEntry[] }>(
    join(georef, 'provincias.json'),
  );
  const { departamentos } = await readJson<{ departamentos: GeoRefEntry[] }>(
    join(georef, 'departamentos.json'),
  );
  const { localidades } = await readJson<{ localidades: GeoRefEntry[] }>(
    join(georef, 'localidades.json'),
  );
  const provinces = provincias.map((p) => [p.id!, p.nombre] as [string, string]).sort(byName);
  await writeFile(join(out, 'ar/provinces.json'), JSON.stringify(provinces));

  const postalFiles = (await readdir(join(from, 'ar/postal-codes'))).filter((f) =>
    f.endsWith('.json'),
  );
  const postalByIso = new Map<string, PostalLocality[]>();
  for (const file of postalFiles) {
    const data = await readJson<{ iso_31662: string; localidades: PostalLocality[] }>(
      join(from, 'ar/postal-codes', file),
    );
    postalByIso.set(data.iso_31662, data.localidades);
  }

  for (const province of provincias) {
    const pid = province.id!;
    const departments = departamentos.filter((d) => d.provincia?.id === pid);
    const cities = departments.map((d) => [d.id!, d.nombre] as [string, string]);
    const georefLocalities = localidades.filter((l) => l.provincia?.id === pid && l.id);
    let locations: [string, string, string, string | null][];
    if (pid === CABA) {
      locations = georefLocalities.map((l) => [
        `${pid}-${l.id}`,
        l.nombre,
        l.departamento!.id!,
        null,
      ]);
    } else {
      const departmentIds = new Map(departments.map((d) => [normalise(d.nombre), d.id!]));
      const accented = new Map(
        georefLocalities.map((l) => [`${l.departamento?.id}|${normalise(l.nombre)}`, l.nombre]),
      );
      const extraCities = new Map<string, string>();
      locations = (postalByIso.get(province.iso_id!) ?? []).map((locality) => {
        const partido = locality.partido ?? locality.nombre;
        let cityId = departmentOf(partido, departmentIds);
        if (!cityId) {
          // A partido GeoRef does not know (e.g. Antártida Argentina): its own city.
          cityId = extraCities.get(partido) ?? `${pid}-p${extraCities.size + 1}`;
          if (!extraCities.has(partido)) {
            extraCities.set(partido, cityId);
            cities.push([cityId, titleCase(partido)]);
          }
        }
        const name =
          accented.get(`${cityId}|${normalise(locality.nombre)}`) ?? titleCase(locality.nombre);
        const cp = locality.cp ? String(locality.cp).padStart(4, '0') : null;
        return [`${pid}-${locality.id}`, name, cityId, cp];
      });
    }
    // A department without any locality would be a dead end in the form.
    const used = new Set(locations.map((location) => location[2]));
    const reachable = cities.filter(([id]) => used.has(id)).sort(byName);
    locations.sort((a, b) => a[1].localeCompare(b[1], 'es'));
    await writeFile(join(out, `ar/${pid}.json`), JSON.stringify({ cities: reachable, locations }));
  }
}

async function buildChile(from: string, out: string) {
  const cl = join(from, 'cl');
  const regions = await readJson<{ id: string; name: string }[]>(join(cl, 'regions.json'));
  const provinces = await readJson<{ id: string; name: string; regionId: string }[]>(
    join(cl, 'provinces.json'),
  );
  const communes = await readJson<{ id: string; name: string; provinceId: string }[]>(
    join(cl, 'communes.json'),
  );
  await writeFile(
    join(out, 'cl.json'),
    JSON.stringify({
      regions: regions.map((r) => [r.id, r.name]),
      provinces: provinces
        .map((p) => [p.id, p.name, p.regionId])
        .sort((a, b) => a[1]!.localeCompare(b[1]!, 'es')),
      communes: communes
        .map((c) => [c.id, c.name, c.provinceId])
        .sort((a, b) => a[1]!.localeCompare(b[1]!, 'es')),
    }),
  );
  await copyFile(join(cl, 'LICENSE'), join(out, 'LICENSE-clregions'));
}

async function main() {
  const { values } = parseArgs({
    args: process.argv.slice(2).filter((arg) => arg !== '--'),
    options: { from: { type: 'string' } },
  });
  const from = resolve(values.from ?? join(process.cwd(), '../../shared/data'));
  const out = ADDRESS_DATA_DIR;
  await rm(join(out, 'ar'), { recursive: true, force: true });
  await mkdir(join(out, 'ar'), { recursive: true });
  await buildArgentina(from, out);
  await buildChile(from, out);
  await copyFile(join(from, 'ar/postal-codes/LICENSE'), join(out, 'LICENSE-localidades-cpa'));
  process.stdout.write(`Datos de direcciones generados en ${out}\n`);
}

await main();
