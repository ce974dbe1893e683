// The store's shipping rate tables as the owner edits them on «Tienda» (issue 32): the form and
// the API check them with these rules and these words, each problem keyed by its path in the
// value (`carriers.0.rates.1.bands.2.price`), so the form puts it on its field.

export type ShippingServiceType = 'standard_delivery' | 'pickup_point';

/** The value the «Envíos» card edits: the tenant's `checkout` fields the rate-table provider reads. */
export interface ShippingRulesValue {
  storePickup: boolean;
  origin: { street: string; locality: string; provinceId: string; zipCode: string | null };
  shippingZones: Record<string, string[]>;
  carriers: readonly {
    id: string;
    name: string;
    serviceType: ShippingServiceType;
    serviceName: string;
    rates: readonly {
      zone: string;
      days: { min: number; max: number };
      bands: readonly { upToGrams: number; price: number }[];
    }[];
    points?: readonly { id: string; name: string; address: string; provinceId: string }[];
  }[];
}

/** The zone of every province or region no zone lists. */
export const REST_ZONE = 'resto';
export const SHIPPING_LIMITS = {
  carriers: 20,
  zones: 24,
  bands: 30,
  points: 50,
  days: 90,
  grams: 1_000_000,
  price: 100_000_000,
  text: 120,
} as const;
export const SHIPPING_SERVICE_NAMES: Readonly<Record<ShippingServiceType, string>> = {
  standard_delivery: 'Envío a domicilio',
  pickup_point: 'Retiro en sucursal',
};
const ID = /^[A-Za-z0-9_-]{1,40}$/;
const AR_ZIP = /^([A-HJ-NP-Z])?(\d{4})([A-Z]{3})?$/i;
const CL_ZIP = /^\d{7}$/;

const blank = (text: unknown) => typeof text !== 'string' || text.trim() === '';
const tooLong = (text: string) => text.trim().length > SHIPPING_LIMITS.text;

function textProblem(text: unknown, missing: string): string | null {
  if (blank(text)) return missing;
  if (tooLong(text as string)) return `Use como máximo ${SHIPPING_LIMITS.text} caracteres.`;
  return null;
}

/** A price of a weight band: IVA included, not negative; whole pesos in Chile, cents in Argentina. */
export function shippingPriceProblem(country: 'AR' | 'CL', price: number): string | null {
  if (!Number.isFinite(price)) return 'Escriba el precio con números, por ejemplo 5200 o 5.200,50.';
  if (price < 0) return 'El precio no puede ser negativo.';
  if (price > SHIPPING_LIMITS.price) return 'El precio es demasiado alto: revíselo.';
  if (country === 'CL' && !Number.isInteger(price))
    return 'En Chile el precio va en pesos enteros.';
  if (!Number.isInteger(Math.round(price * 100 * 1e6) / 1e6))
    return 'El precio lleva como máximo dos decimales.';
  return null;
}

function daysProblems(
  days: { min: number; max: number },
  at: string,
  problems: Record<string, string>,
) {
  for (const end of ['min', 'max'] as const) {
    const value = days[end];
    if (!Number.isInteger(value) || value < 0 || value > SHIPPING_LIMITS.days)
      problems[`${at}.${end}`] =
        `Los días hábiles son un número entero de 0 a ${SHIPPING_LIMITS.days}.`;
  }
  if (!problems[`${at}.min`] && !problems[`${at}.max`] && days.min > days.max)
    problems[`${at}.max`] = 'El máximo de días no puede ser menor que el mínimo.';
}

function bandsProblems(
  country: 'AR' | 'CL',
  bands: ShippingRulesValue['carriers'][number]['rates'][number]['bands'],
  at: string,
  problems: Record<string, string>,
) {
  if (bands.length === 0) problems[at] = 'Agregue al menos una franja de peso.';
  if (bands.length > SHIPPING_LIMITS.bands)
    problems[at] = `Una tabla tiene como máximo ${SHIPPING_LIMITS.bands} franjas de peso.`;
  let lighter = 0;
  bands.forEach((band, b) => {
    const grams = band.upToGrams;
    if (!Number.isInteger(grams) || grams < 1 || grams > SHIPPING_LIMITS.grams)
      problems[`${at}.${b}.upToGrams`] =
        `El peso se escribe en gramos enteros, de 1 a ${SHIPPING_LIMITS.grams.toLocaleString('de-DE')}.`;
    else if (grams <= lighter)
      // Bands are read lightest first: an overlap or a row out of order would price a parcel twice.
      problems[`${at}.${b}.upToGrams`] =
        `Las franjas van de la más liviana a la más pesada, sin repetirse: esta tiene que ser de más de ${lighter.toLocaleString('de-DE')} g.`;
    else lighter = grams;
    const price = shippingPriceProblem(country, band.price);
    if (price) problems[`${at}.${b}.price`] = price;
  });
}

/**
 * The rate tables' problems for a store of `country` whose provinces (Argentina) or regions
 * (Chile) are `provinces` (id -> name, the address book's): each in Spanish by its path; empty
 * when the value can be saved.
 */
export function shippingProblems(
  country: 'AR' | 'CL',
  value: ShippingRulesValue,
  provinces: Readonly<Record<string, string>>,
): Record<string, string> {
  const problems: Record<string, string> = {};
  const place = country === 'AR' ? 'provincia' : 'región';
  const unknown = (id: string) =>
    id === ''
      ? `Elija la ${place}.`
      : `La ${place} «${id}» no existe en ${country === 'AR' ? 'Argentina' : 'Chile'}.`;
  const { origin } = value;
  if (value.storePickup) {
    const street = textProblem(origin.street, 'Escriba la calle y el número donde se retira.');
    if (street) problems['origin.street'] = street;
    const locality = textProblem(origin.locality, 'Escriba la localidad donde se retira.');
    if (locality) problems['origin.locality'] = locality;
  }
  if (!(origin.provinceId in provinces)) problems['origin.provinceId'] = unknown(origin.provinceId);
  const zip = origin.zipCode?.trim() ?? '';
  if (zip !== '' && !(country === 'AR' ? AR_ZIP : CL_ZIP).test(zip))
    problems['origin.zipCode'] =
      country === 'AR'
        ? 'El código postal es de 4 dígitos (1425) o de 8 caracteres (C1425DKF).'
        : 'El código postal de Chile tiene 7 dígitos.';

  const zones = Object.keys(value.shippingZones);
  if (zones.length > SHIPPING_LIMITS.zones)
    problems.shippingZones = `Use como máximo ${SHIPPING_LIMITS.zones} zonas.`;
  const zoneOfProvince = new Map<string, string>();
  for (const zone of zones) {
    const at = `shippingZones.${zone}`;
    const name = textProblem(zone, 'Escriba el nombre de la zona.');
    if (name) problems[at] = name;
    else if (zone.trim().toLowerCase() === REST_ZONE)
      problems[at] = `«${REST_ZONE}» es la zona de todo lo que no está en otra: elija otro nombre.`;
    for (const id of value.shippingZones[zone] ?? []) {
      if (!(id in provinces)) problems[at] ??= unknown(id);
      else if (zoneOfProvince.has(id))
        problems[at] ??= `${provinces[id]} ya está en la zona «${zoneOfProvince.get(id)}».`;
      else zoneOfProvince.set(id, zone);
    }
  }

  if (value.carriers.length > SHIPPING_LIMITS.carriers)
    problems.carriers = `Use como máximo ${SHIPPING_LIMITS.carriers} transportistas.`;
  const ids = new Set<string>();
  value.carriers.forEach((carrier, c) => {
    const at = `carriers.${c}`;
    const name = textProblem(carrier.name, 'Escriba el nombre del transportista.');
    if (name) problems[`${at}.name`] = name;
    const service = textProblem(carrier.serviceName, 'Escriba cómo ve el comprador este servicio.');
    if (service) problems[`${at}.serviceName`] = service;
    if (!ID.test(carrier.id) || ids.has(carrier.id))
      problems[`${at}.name`] ??= 'Ya hay otro transportista con ese nombre y ese servicio.';
    ids.add(carrier.id);
    if (carrier.rates.length === 0)
      problems[`${at}.rates`] = 'Ponga el precio de al menos una zona.';
    const rated = new Set<string>();
    carrier.rates.forEach((rate, r) => {
      if (rate.zone !== REST_ZONE && !zones.includes(rate.zone))
        problems[`${at}.rates.${r}.zone`] = `La zona «${rate.zone}» no existe.`;
      else if (rated.has(rate.zone))
        problems[`${at}.rates.${r}.zone`] = `La zona «${rate.zone}» tiene dos tablas.`;
      rated.add(rate.zone);
      daysProblems(rate.days, `${at}.rates.${r}.days`, problems);
      bandsProblems(country, rate.bands, `${at}.rates.${r}.bands`, problems);
    });
    if (carrier.serviceType !== 'pickup_point') return;
    const points = carrier.points ?? [];
    if (points.length === 0)
      problems[`${at}.points`] = 'Un retiro en sucursal necesita al menos una sucursal.';
    if (points.length > SHIPPING_LIMITS.points)
      problems[`${at}.points`] = `Use como máximo ${SHIPPING_LIMITS.points} sucursales.`;
    points.forEach((point, p) => {
      const name = textProblem(point.name, 'Escriba el nombre de la sucursal.');
      if (name) problems[`${at}.points.${p}.name`] = name;
      const address = textProblem(point.address, 'Escriba la dirección de la sucursal.');
      if (address) problems[`${at}.points.${p}.address`] = address;
      if (!(point.provinceId in provinces))
        problems[`${at}.points.${p}.provinceId`] = unknown(point.provinceId);
    });
  });
  return problems;
}
