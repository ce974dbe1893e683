import { REST_ZONE, SHIPPING_SERVICE_NAMES } from '@store/contracts/store-rules';
import { indexesOf, servedField, text, type ShippingTexts } from './shipping-texts';

// The shipping form's rows added and removed: each answers the form's new fields (the
// later rows of a list move up one, so the fields stay keyed by the value's paths).

/** A new carrier: door to door, one empty weight band, its prices to fill. */
export function withNewCarrier(texts: ShippingTexts): ShippingTexts {
  const c = (indexesOf(texts, 'carriers').at(-1) ?? -1) + 1;
  const at = `carriers.${c}`;
  const added: ShippingTexts = {
    [`${at}.id`]: '',
    [`${at}.logo`]: '',
    [`${at}.name`]: '',
    [`${at}.serviceType`]: 'standard_delivery',
    [`${at}.serviceName`]: SHIPPING_SERVICE_NAMES.standard_delivery,
    [`${at}.bands.0.upToGrams`]: '',
  };
  for (const column of [...indexesOf(texts, 'zones').map(String), REST_ZONE]) {
    added[servedField(c, column)] = true;
    added[`${at}.rates.${column}.days.min`] = '';
    added[`${at}.rates.${column}.days.max`] = '';
    added[`${at}.rates.${column}.bands.0.price`] = '';
  }
  return { ...texts, ...added };
}

/** A new weight band (the heaviest) of a carrier, its prices to fill. */
export function withNewBand(texts: ShippingTexts, c: number): ShippingTexts {
  const at = `carriers.${c}`;
  const b = (indexesOf(texts, `${at}.bands`).at(-1) ?? -1) + 1;
  const added: ShippingTexts = { [`${at}.bands.${b}.upToGrams`]: '' };
  for (const column of [...indexesOf(texts, 'zones').map(String), REST_ZONE])
    added[`${at}.rates.${column}.bands.${b}.price`] = '';
  return { ...texts, ...added };
}

/** A new zone, before «resto»: every carrier gets its column, served and empty. */
export function withNewZone(texts: ShippingTexts): ShippingTexts {
  const z = (indexesOf(texts, 'zones').at(-1) ?? -1) + 1;
  const added: ShippingTexts = { [`zones.${z}`]: '' };
  for (const c of indexesOf(texts, 'carriers')) {
    const column = `carriers.${c}.rates.${z}`;
    added[servedField(c, String(z))] = true;
    added[`${column}.days.min`] = '';
    added[`${column}.days.max`] = '';
    for (const b of indexesOf(texts, `carriers.${c}.bands`))
      added[`${column}.bands.${b}.price`] = '';
  }
  return { ...texts, ...added };
}

/** A new branch of a pickup-point carrier. */
export function withNewPoint(texts: ShippingTexts, c: number): ShippingTexts {
  const at = `carriers.${c}.points`;
  const p = (indexesOf(texts, at).at(-1) ?? -1) + 1;
  return {
    ...texts,
    [`${at}.${p}.id`]: '',
    [`${at}.${p}.name`]: '',
    [`${at}.${p}.address`]: '',
    [`${at}.${p}.provinceId`]: '',
  };
}

/**
 * The fields without item `index` of every list `pattern` matches (its groups: what comes
 * before the index, the index, what comes after), the later items moved up one.
 */
export function without(texts: ShippingTexts, pattern: RegExp, index: number): ShippingTexts {
  const kept: ShippingTexts = {};
  for (const [key, value] of Object.entries(texts)) {
    const match = pattern.exec(key);
    const at = match ? Number(match[2]) : -1;
    if (match && at === index) continue;
    kept[match && at > index ? `${match[1]}${at - 1}${match[3]}` : key] = value;
  }
  return kept;
}

export const withoutCarrier = (texts: ShippingTexts, c: number) =>
  without(texts, /^(carriers\.)(\d+)(\..*)$/, c);
export const withoutBand = (texts: ShippingTexts, c: number, b: number) =>
  without(texts, new RegExp(`^(carriers\\.${c}\\.(?:rates\\.[^.]+\\.)?bands\\.)(\\d+)(\\..*)$`), b);
export const withoutPoint = (texts: ShippingTexts, c: number, p: number) =>
  without(texts, new RegExp(`^(carriers\\.${c}\\.points\\.)(\\d+)(\\..*)$`), p);

/** Without zone `z`: its column goes, and its provinces or regions fall into «resto». */
export function withoutZone(texts: ShippingTexts, z: number): ShippingTexts {
  const rest = without(
    without(texts, /^(zones\.)(\d+)()$/, z),
    /^(carriers\.\d+\.rates\.)(\d+)(\..*)$/,
    z,
  );
  for (const key of Object.keys(rest).filter((k) => k.startsWith('zoneOf.'))) {
    const at = Number(text(rest, key));
    if (text(rest, key) === '') continue;
    rest[key] = at === z ? '' : String(at > z ? at - 1 : at);
  }
  return rest;
}
