import type { StoreShipping } from '@store/contracts';
import { REST_ZONE } from '@store/contracts/store-rules';

/**
 * The shipping form's fields, each by its path in the API's value where it has one
 * (`carriers.0.rates.1.bands.2.price`, `origin.street`), so the rules' problems land on their
 * field. What the value repeats the form asks once: a carrier's weight bands are one column
 * (`carriers.0.bands.2.upToGrams`) shared by its zones; the zone of «resto» is the column
 * `rates.resto`, so adding a zone moves no column; `zones.1` names a zone and `zoneOf.<id>` is
 * the zone (its index, '' for «resto») of a province or region.
 */
export type ShippingTexts = Record<string, string | boolean>;
type Carrier = StoreShipping['carriers'][number];

export const text = (texts: ShippingTexts, key: string) => String(texts[key] ?? '');
/** The indexes a list at `prefix` holds (`carriers` -> 0, 1, 2), in order. */
export function indexesOf(texts: ShippingTexts, prefix: string): number[] {
  const found = new Set<number>();
  for (const key of Object.keys(texts)) {
    const match = key.startsWith(`${prefix}.`) && /^(\d+)(\.|$)/.exec(key.slice(prefix.length + 1));
    if (match) found.add(Number(match[1]));
  }
  return [...found].sort((a, b) => a - b);
}

/** Spanish amounts: `5.200,50`, `5200,5`, `5200.50` or `-10` -> a number; anything else NaN. */
export function amountOf(typed: string): number {
  const plain = typed.trim().replace(/^\$\s*/, '');
  const match = /^(-?)(\d{1,3}(?:\.\d{3})+|\d+)(?:[,.](\d+))?$/.exec(plain);
  if (!match) return Number.NaN;
  return Number(`${match[1]}${match[2]!.replace(/\./g, '')}.${match[3] ?? '0'}`);
}
/** A whole number typed (`1.000` or `1000` grams, `3` days), else NaN for the rules to refuse. */
export const wholeOf = (typed: string) =>
  /^-?\d{1,3}(\.\d{3})*$|^-?\d+$/.test(typed.trim())
    ? Number(typed.trim().replace(/\./g, ''))
    : Number.NaN;
/** An amount as staff type it: 5200,5 -> `5200,50`; whole pesos without decimals. */
export const shownAmount = (amount: number) =>
  Number.isInteger(amount) ? String(amount) : amount.toFixed(2).replace('.', ',');

/** The field saying whether a carrier delivers in a zone's column (`0`, `1`, ..., `resto`). */
export const servedField = (c: number, column: string) => `carriers.${c}.rates.${column}.served`;

/**
 * The columns of a carrier's table it delivers in, «resto» last: its rates in the API's value,
 * in that order (a zone it skips has no rate, and the checkout offers it no option there).
 */
function servedColumns(texts: ShippingTexts, c: number): string[] {
  return [...indexesOf(texts, 'zones').map(String), REST_ZONE].filter(
    (column) => texts[servedField(c, column)] === true,
  );
}

/** The form's fields opened on what the store has. */
export function textsOf(value: StoreShipping): ShippingTexts {
  const zones = Object.keys(value.shippingZones);
  const texts: ShippingTexts = {
    storePickup: value.storePickup,
    'origin.street': value.origin.street,
    'origin.locality': value.origin.locality,
    'origin.provinceId': value.origin.provinceId,
    'origin.zipCode': value.origin.zipCode ?? '',
  };
  zones.forEach((zone, z) => {
    texts[`zones.${z}`] = zone;
    for (const id of value.shippingZones[zone] ?? []) texts[`zoneOf.${id}`] = String(z);
  });
  value.carriers.forEach((carrier, c) => {
    const at = `carriers.${c}`;
    Object.assign(texts, {
      [`${at}.id`]: carrier.id,
      [`${at}.logo`]: carrier.logo ?? '',
      [`${at}.name`]: carrier.name,
      [`${at}.serviceType`]: carrier.serviceType,
      [`${at}.serviceName`]: carrier.serviceName,
    });
    // One row per weight any zone has: a zone without it shows an empty price to fill.
    const grams = [...new Set(carrier.rates.flatMap((r) => r.bands.map((b) => b.upToGrams)))];
    grams.sort((a, b) => a - b);
    grams.forEach((upTo, b) => {
      texts[`${at}.bands.${b}.upToGrams`] = String(upTo);
    });
    [...zones, REST_ZONE].forEach((zone, z) => {
      const column = `${at}.rates.${zone === REST_ZONE ? REST_ZONE : z}`;
      const rate = carrier.rates.find((r) => r.zone === zone);
      texts[`${column}.served`] = rate !== undefined;
      texts[`${column}.days.min`] = rate ? String(rate.days.min) : '';
      texts[`${column}.days.max`] = rate ? String(rate.days.max) : '';
      grams.forEach((upTo, b) => {
        const band = rate?.bands.find((x) => x.upToGrams === upTo);
        texts[`${column}.bands.${b}.price`] = band ? shownAmount(band.price) : '';
      });
    });
    (carrier.points ?? []).forEach((point, p) => {
      for (const field of ['id', 'name', 'address', 'provinceId'] as const)
        texts[`${at}.points.${p}.${field}`] = point[field];
    });
  });
  return texts;
}

const slug = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 30);

/** A carrier's id: the saved one, or one made of its name and service (`andreani-sucursal`). */
function carrierIdOf(texts: ShippingTexts, at: string): string {
  const saved = text(texts, `${at}.id`);
  if (saved) return saved;
  const base = slug(text(texts, `${at}.name`)) || 'transportista';
  return text(texts, `${at}.serviceType`) === 'pickup_point' ? `${base}-sucursal` : base;
}

/** The value the API takes, from the form's fields; the rules then say what is wrong in it. */
export function valueOf(texts: ShippingTexts): StoreShipping {
  const zones = indexesOf(texts, 'zones').map((z) => text(texts, `zones.${z}`).trim());
  const shippingZones: Record<string, string[]> = Object.fromEntries(zones.map((z) => [z, []]));
  for (const key of Object.keys(texts).filter((k) => k.startsWith('zoneOf.'))) {
    const zone = zones[Number(text(texts, key))];
    if (text(texts, key) !== '' && zone !== undefined) shippingZones[zone]!.push(key.slice(7));
  }
  const carriers = indexesOf(texts, 'carriers').map((c): Carrier => {
    const at = `carriers.${c}`;
    const id = carrierIdOf(texts, at);
    const serviceType = text(texts, `${at}.serviceType`) as Carrier['serviceType'];
    const bands = indexesOf(texts, `${at}.bands`);
    const rateOf = (zone: string, column: string) => ({
      zone,
      days: {
        min: wholeOf(text(texts, `${column}.days.min`)),
        max: wholeOf(text(texts, `${column}.days.max`)),
      },
      bands: bands.map((b) => ({
        upToGrams: wholeOf(text(texts, `${at}.bands.${b}.upToGrams`)),
        price: amountOf(text(texts, `${column}.bands.${b}.price`)),
      })),
    });
    const points = indexesOf(texts, `${at}.points`).map((p) => {
      const point = (field: string) => text(texts, `${at}.points.${p}.${field}`);
      return {
        id: point('id') || `${id}-${slug(point('name')) || p + 1}`,
        name: point('name'),
        address: point('address'),
        provinceId: point('provinceId'),
      };
    });
    return {
      id,
      name: text(texts, `${at}.name`),
      logo: text(texts, `${at}.logo`) || null,
      serviceType,
      serviceName: text(texts, `${at}.serviceName`),
      rates: servedColumns(texts, c).map((column) =>
        rateOf(column === REST_ZONE ? REST_ZONE : zones[Number(column)]!, `${at}.rates.${column}`),
      ),
      ...(serviceType === 'pickup_point' ? { points } : {}),
    };
  });
  const zip = text(texts, 'origin.zipCode').trim();
  return {
    storePickup: texts.storePickup === true,
    origin: {
      street: text(texts, 'origin.street'),
      locality: text(texts, 'origin.locality'),
      provinceId: text(texts, 'origin.provinceId'),
      zipCode: zip === '' ? null : zip,
    },
    shippingZones,
    carriers,
  };
}

/**
 * The form's field of a problem the rules keyed by the value's path: a band's weight is the
 * carrier's column, a rate is the column of the zone it is for (the value has none for a zone
 * the carrier skips), a zone's problem is on its name.
 */
export function fieldOfProblem(texts: ShippingTexts, path: string): string {
  const zones = indexesOf(texts, 'zones');
  const named = (zone: string) => zones.find((z) => text(texts, `zones.${z}`).trim() === zone);
  const zoneKey = /^shippingZones\.(.+)$/.exec(path);
  if (zoneKey) return `zones.${named(zoneKey[1]!) ?? 0}`;
  const grams = /^(carriers\.\d+)\.rates\.\d+\.bands\.(\d+)\.upToGrams$/.exec(path);
  if (grams) return `${grams[1]}.bands.${grams[2]}.upToGrams`;
  const rate = /^carriers\.(\d+)\.rates\.(\d+)(.*)$/.exec(path);
  const column = rate && servedColumns(texts, Number(rate[1]))[Number(rate[2])];
  if (!rate || column === undefined) return path;
  if (rate[3] === '.zone' && column !== REST_ZONE) return `zones.${column}`;
  return `carriers.${rate[1]}.rates.${column}${rate[3]}`;
}

/** Every problem on its form field (the first one a field gets is kept). */
export function problemsOnFields(texts: ShippingTexts, problems: Record<string, string>) {
  const onFields: Record<string, string> = {};
  for (const [path, message] of Object.entries(problems))
    onFields[fieldOfProblem(texts, path)] ??= message;
  return onFields;
}
