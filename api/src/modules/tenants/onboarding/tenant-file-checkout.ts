import { TENANT_TAX_CONDITIONS } from '@store/contracts/checkout-rules';
import { bankDetailsProblems } from '@store/contracts/store-rules';
import {
  STOCK_HOLD_RANGES,
  type CheckoutSettings,
  type RateCarrier,
} from '../checkout-settings.js';
import { isRecord, type Raw, type Reader } from './problems.js';

/** The `checkout` section of a tenant file: tax condition, bank, origin and rate tables. */
const FIELDS = [
  'taxCondition',
  'timeZone',
  'bank',
  'origin',
  'shippingZones',
  'carriers',
  'storePickup',
  'zippin',
  'stockHold',
];
const BANK_FIELDS = [
  'bank',
  'accountHolder',
  'taxId',
  'accountType',
  'accountNumber',
  'cbu',
  'alias',
  'email',
];
const ID = /^[A-Za-z0-9_-]{1,40}$/;
const ID_WHY = 'usá letras, números, guiones y guiones bajos';

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('es', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

function bank(reader: Reader, raw: Raw): CheckoutSettings['bank'] | undefined {
  const value = reader.record(raw, 'bank', 'checkout.bank');
  if (!value) return undefined;
  reader.unknownFields(value, BANK_FIELDS, 'checkout.bank.');
  const text = (key: string, required = false) =>
    reader.text(value, key, `checkout.bank.${key}`, { max: 80, required }) ?? null;
  return {
    bank: text('bank', true) ?? '',
    accountHolder: text('accountHolder', true) ?? '',
    taxId: text('taxId', true) ?? '',
    accountType: text('accountType'),
    accountNumber: text('accountNumber'),
    cbu: text('cbu'),
    alias: text('alias'),
    email: text('email'),
  };
}

function carriers(reader: Reader, raw: Raw): RateCarrier[] {
  return reader.list(raw, 'carriers', 'checkout.carriers', 20).flatMap((entry, i) => {
    const field = `checkout.carriers[${i}]`;
    if (!isRecord(entry)) return (reader.add(field, 'debe ser un objeto.'), []);
    reader.unknownFields(
      entry,
      ['id', 'name', 'logo', 'serviceType', 'serviceName', 'rates', 'points'],
      `${field}.`,
    );
    const id = reader.text(entry, 'id', `${field}.id`, {
      required: true,
      max: 40,
      pattern: ID,
      why: ID_WHY,
    });
    const name = reader.text(entry, 'name', `${field}.name`, { required: true, max: 60 });
    const serviceType = entry.serviceType ?? 'standard_delivery';
    if (serviceType !== 'standard_delivery' && serviceType !== 'pickup_point')
      reader.add(`${field}.serviceType`, 'debe ser standard_delivery o pickup_point.');
    const rates = reader.list(entry, 'rates', `${field}.rates`, 30).flatMap((rate, j) => {
      const at = `${field}.rates[${j}]`;
      if (!isRecord(rate)) return (reader.add(at, 'debe ser un objeto.'), []);
      const zone = reader.text(rate, 'zone', `${at}.zone`, {
        required: true,
        max: 40,
        pattern: ID,
        why: ID_WHY,
      });
      const days = isRecord(rate.days) ? rate.days : {};
      const min = reader.number(days, 'min', `${at}.days.min`, {
        min: 0,
        max: 60,
        integer: true,
        required: true,
      });
      const max = reader.number(days, 'max', `${at}.days.max`, {
        min: 0,
        max: 60,
        integer: true,
        required: true,
      });
      const bands = reader.list(rate, 'bands', `${at}.bands`, 20).flatMap((band, k) => {
        if (!isRecord(band)) return (reader.add(`${at}.bands[${k}]`, 'debe ser un objeto.'), []);
        const upToGrams = reader.number(band, 'upToGrams', `${at}.bands[${k}].upToGrams`, {
          min: 1,
          max: 1_000_000,
          integer: true,
          required: true,
        });
        const price = reader.number(band, 'price', `${at}.bands[${k}].price`, {
          min: 0,
          max: 100_000_000,
          required: true,
        });
        return upToGrams !== undefined && price !== undefined ? [{ upToGrams, price }] : [];
      });
      if (min !== undefined && max !== undefined && min > max)
        reader.add(`${at}.days`, 'min no puede ser mayor que max.');
      return zone && min !== undefined && max !== undefined
        ? [{ zone, days: { min, max }, bands }]
        : [];
    });
    const points = reader.list(entry, 'points', `${field}.points`, 500).flatMap((point, j) => {
      const at = `${field}.points[${j}]`;
      if (!isRecord(point)) return (reader.add(at, 'debe ser un objeto.'), []);
      const pid = reader.text(point, 'id', `${at}.id`, {
        required: true,
        max: 40,
        pattern: ID,
        why: ID_WHY,
      });
      const pname = reader.text(point, 'name', `${at}.name`, { required: true, max: 80 });
      const address = reader.text(point, 'address', `${at}.address`, { required: true, max: 160 });
      const provinceId = reader.text(point, 'provinceId', `${at}.provinceId`, {
        required: true,
        max: 10,
      });
      return pid && pname && address && provinceId
        ? [{ id: pid, name: pname, address, provinceId }]
        : [];
    });
    if (!id || !name) return [];
    return [
      {
        id,
        name,
        logo: reader.text(entry, 'logo', `${field}.logo`, { max: 500 }) ?? null,
        serviceType: serviceType === 'pickup_point' ? 'pickup_point' : 'standard_delivery',
        serviceName:
          reader.text(entry, 'serviceName', `${field}.serviceName`, { max: 60 }) ??
          'Envío a domicilio',
        rates,
        ...(points.length ? { points } : {}),
      } satisfies RateCarrier,
    ];
  });
}

export function readCheckout(
  reader: Reader,
  raw: Raw,
  environment: 'ARG' | 'CL',
): Partial<CheckoutSettings> | undefined {
  const value = reader.record(raw, 'checkout', 'checkout');
  if (!value) return undefined;
  reader.unknownFields(value, FIELDS, 'checkout.');
  const out: Partial<CheckoutSettings> = {};
  const condition = value.taxCondition;
  const allowed: readonly string[] = TENANT_TAX_CONDITIONS[environment];
  if (condition !== undefined) {
    if (typeof condition === 'string' && allowed.includes(condition))
      out.taxCondition = condition as CheckoutSettings['taxCondition'];
    else reader.add('checkout.taxCondition', `debe ser ${allowed.join(' o ')}.`);
  }
  const timeZone = reader.text(value, 'timeZone', 'checkout.timeZone', { max: 60 });
  if (timeZone && isTimeZone(timeZone)) out.timeZone = timeZone;
  else if (timeZone)
    reader.add(
      'checkout.timeZone',
      'no es una zona horaria (por ejemplo America/Argentina/Buenos_Aires).',
    );
  const bankDetails = bank(reader, value);
  if (bankDetails) {
    // The back office's rules (a CBU's check digits, the CUIT or RUT): one rule for both ways in.
    const country = environment === 'CL' ? 'CL' : 'AR';
    for (const [field, message] of Object.entries(bankDetailsProblems(country, bankDetails)))
      reader.add(`checkout.bank.${field}`, message);
    out.bank = bankDetails;
  }
  const origin = reader.record(value, 'origin', 'checkout.origin');
  if (origin) {
    reader.unknownFields(
      origin,
      ['street', 'locality', 'provinceId', 'zipCode'],
      'checkout.origin.',
    );
    out.origin = {
      street:
        reader.text(origin, 'street', 'checkout.origin.street', { required: true, max: 120 }) ?? '',
      locality:
        reader.text(origin, 'locality', 'checkout.origin.locality', { required: true, max: 120 }) ??
        '',
      provinceId:
        reader.text(origin, 'provinceId', 'checkout.origin.provinceId', {
          required: true,
          max: 10,
        }) ?? '',
      zipCode: reader.text(origin, 'zipCode', 'checkout.origin.zipCode', { max: 10 }) ?? null,
    };
  }
  const zones = reader.record(value, 'shippingZones', 'checkout.shippingZones');
  if (zones) {
    out.shippingZones = Object.fromEntries(
      Object.entries(zones).map(([zone, ids]) => {
        if (!Array.isArray(ids) || !ids.every((id) => typeof id === 'string'))
          reader.add(
            `checkout.shippingZones.${zone}`,
            'debe ser una lista de ids de provincia o región.',
          );
        return [
          zone,
          Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [],
        ];
      }),
    );
  }
  if (value.carriers !== undefined) out.carriers = carriers(reader, value);
  const zippin = reader.record(value, 'zippin', 'checkout.zippin');
  if (zippin) {
    reader.unknownFields(zippin, ['baseUrl', 'accountId', 'originId'], 'checkout.zippin.');
    const https = /^https?:\/\/[^\s]+$/;
    const baseUrl = reader.text(zippin, 'baseUrl', 'checkout.zippin.baseUrl', {
      required: true,
      max: 200,
      pattern: https,
      why: 'debe ser una dirección https://',
    });
    const accountId = reader.text(zippin, 'accountId', 'checkout.zippin.accountId', {
      required: true,
      max: 40,
    });
    const originId = reader.text(zippin, 'originId', 'checkout.zippin.originId', {
      required: true,
      max: 40,
    });
    if (baseUrl && accountId && originId) out.zippin = { baseUrl, accountId, originId };
  }
  const pickup = reader.flag(value, 'storePickup', 'checkout.storePickup');
  if (pickup !== undefined) out.storePickup = pickup;
  const hold = reader.record(value, 'stockHold', 'checkout.stockHold');
  if (hold) {
    reader.unknownFields(hold, Object.keys(STOCK_HOLD_RANGES), 'checkout.stockHold.');
    out.stockHold = {};
    for (const [key, range] of Object.entries(STOCK_HOLD_RANGES)) {
      const figure = reader.number(hold, key, `checkout.stockHold.${key}`, {
        ...range,
        integer: true,
      });
      if (figure !== undefined) out.stockHold[key as keyof typeof STOCK_HOLD_RANGES] = figure;
    }
  }
  return out;
}
