import type { OwnedIds } from './isolation-actors.js';
import type { JsonSchema } from './openapi-operations.js';

/**
 * Which of A1's ids a parameter or body field can carry, decided by its name and schema alone,
 * so an endpoint added later is classified without being listed. `owned`: the id names a record
 * of one buyer, and anyone else asking for it must get 404 (or 401 without a valid token).
 * Product ids (favourites) and cart line UUIDs (chosen by the browser) are public or the caller's
 * own: for those the matrix checks only that nothing of A1 is read or changed.
 */
export interface IdCandidate {
  kind: string;
  value: string | number;
  owned: boolean;
}

const FILE_PATTERN = /\\\.\(/;

const typeOf = (schema: JsonSchema): string | undefined => {
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return branches.map(typeOf).find((t) => t && t !== 'null');
  return Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
};

const formatOf = (schema: JsonSchema): string | undefined =>
  schema.format ?? (schema.anyOf ?? schema.oneOf ?? []).map(formatOf).find(Boolean);

export function idCandidates(name: string, schema: JsonSchema, ids: OwnedIds): IdCandidate[] {
  if (schema.deprecated) return [];
  const key = name.toLowerCase().replace(/[^a-z]/g, '');
  const type = typeOf(schema);
  const uuid = formatOf(schema) === 'uuid';
  const numeric = type === 'integer' || type === 'number';
  if (key === 'userid' && numeric)
    return [{ kind: 'profile', value: ids.profile.userId, owned: true }];
  if (key === 'email' && type === 'string')
    return [{ kind: 'profile', value: ids.profile.email, owned: false }];
  if ((key === 'id' || key === 'quoteid') && uuid)
    return [{ kind: 'quote', value: ids.quote, owned: true }];
  if ((key === 'id' || key === 'orderid') && numeric)
    return [{ kind: 'order', value: ids.order, owned: true }];
  if (key === 'paymentid' || key === 'dataid')
    return [{ kind: 'payment', value: ids.payment.paymentId, owned: true }];
  if (key === 'preference' || key === 'preferenceid')
    return [{ kind: 'payment', value: ids.payment.preference, owned: true }];
  if (key === 'addressid' && numeric)
    return [{ kind: 'address', value: ids.address.id, owned: true }];
  if (key === 'productid') return [{ kind: 'favourite', value: ids.favourite, owned: false }];
  if (key === 'shoppingcartuuid') return [{ kind: 'cart', value: ids.cart, owned: false }];
  if (type === 'string' && schema.pattern && FILE_PATTERN.test(schema.pattern)) {
    const accepts = new RegExp(schema.pattern);
    const files: [string, string][] = [
      ['cart file', ids.cartFile],
      ['logo', ids.logo],
      ['design', ids.design],
    ];
    return files
      .filter(([, file]) => accepts.test(file))
      .map(([kind, value]) => ({ kind, value, owned: true }));
  }
  return [];
}

/** Strings that only A1's records contain: finding one in a stranger's answer is a leak. */
export function markersOf(ids: OwnedIds): string[] {
  return [
    ids.profile.email,
    ids.profile.name,
    ids.cart,
    ids.cartFile,
    ids.logo,
    ids.design,
    ids.quote,
    ids.payment.preference,
    ids.payment.paymentId,
    ids.address.street,
    ids.invoiceCae,
  ];
}
