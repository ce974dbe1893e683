import { createHash } from 'node:crypto';
import { checkAddressee } from '@store/contracts/checkout-rules';
import { nowIso } from '../../db/database.js';
import { toBoolean } from '../../db/migration-helpers.js';
import { AppError } from '../../http/errors.js';
import type { AddressesService } from '../addresses/index.js';
import type { Tenant } from '../tenants/index.js';
import { ADDRESS_BOOK_MAX, ADDRESS_BOOK_MESSAGES } from './buyer-addresses-messages.js';
import type { AddressRow, BuyerAddressesRepository } from './buyer-addresses.repository.js';
import type { NewSavedAddress, SavedAddress } from '@store/contracts/wire/address-book';

type Fields = Omit<NewSavedAddress, 'isDefault'>;

const FIELD_COLUMNS = {
  name: 'name',
  lastName: 'last_name',
  email: 'email',
  phone: 'phone',
  street: 'street',
  streetNumber: 'street_number',
  apartment: 'apartment',
  provinceId: 'province_id',
  cityId: 'city_id',
  locationId: 'location_id',
  locality: 'locality',
  zipCode: 'zip_code',
  deliveryComment: 'delivery_comment',
} as const satisfies Record<keyof Fields, keyof AddressRow>;

const FIELD_NAMES = Object.keys(FIELD_COLUMNS) as (keyof Fields)[];

function toSaved(row: AddressRow): SavedAddress {
  const fields = Object.fromEntries(
    FIELD_NAMES.map((field) => [field, row[FIELD_COLUMNS[field]]]),
  ) as Fields;
  return {
    id: Number(row.id),
    ...fields,
    isDefault: toBoolean(row.is_default),
    provinceName: row.province_name,
    cityName: row.city_name,
  };
}

/**
 * Buyers' saved addresses (issue 30, item 10): the checkout offers them in its addressee step and
 * saves the one used; the profile edits and removes them. Each call names the tenant and the
 * buyer; another buyer's or store's address is a 404, as if it did not exist.
 */
export function createBuyerAddressesService(deps: {
  repository: BuyerAddressesRepository;
  addressBook: AddressesService;
}) {
  const { repository } = deps;

  /**
   * The checkout's own rules (422 naming the first field, every problem in `details`), then the
   * chain (404 naming the field, as the address calls): the locality's name is the data's.
   */
  async function checked(tenant: Tenant, input: Fields) {
    const trimmed = Object.fromEntries(
      FIELD_NAMES.map((field) => [field, input[field].trim()]),
    ) as Fields;
    const errors = checkAddressee(trimmed, tenant.environment);
    const [first] = Object.entries(errors);
    if (first)
      throw new AppError(422, first[1], { field: first[0], details: JSON.stringify(errors) });
    const place = await deps.addressBook.resolve(tenant.environment, trimmed);
    const fields = { ...trimmed, locality: place.location.name };
    const columns = Object.fromEntries(
      FIELD_NAMES.map((field) => [FIELD_COLUMNS[field], fields[field]]),
    ) as { [K in keyof Fields as (typeof FIELD_COLUMNS)[K]]: string };
    const fingerprint = createHash('sha256')
      .update(JSON.stringify(FIELD_NAMES.map((field) => fields[field].toLowerCase())))
      .digest('hex');
    return {
      ...columns,
      province_name: place.province.name,
      city_name: place.city.name,
      fingerprint,
    };
  }

  async function owned(tenant: Tenant, userId: number, id: number): Promise<AddressRow> {
    const row = await repository.find(tenant.id, userId, id);
    if (!row) throw new AppError(404, ADDRESS_BOOK_MESSAGES.notFound, { field: 'addressId' });
    return row;
  }

  return {
    async list(tenant: Tenant, userId: number): Promise<SavedAddress[]> {
      return (await repository.list(tenant.id, userId)).map(toSaved);
    },

    /** One of the buyer's addresses (staff converting a quote pick it): another's is a 404. */
    async get(tenant: Tenant, userId: number, id: number): Promise<SavedAddress> {
      return toSaved(await owned(tenant, userId, id));
    },

    /** Saves an address used in a checkout; the same address again is the one saved (touched). */
    async create(tenant: Tenant, userId: number, input: NewSavedAddress): Promise<SavedAddress> {
      const values = await checked(tenant, input);
      const now = nowIso();
      const saved = await repository.transaction(async (trx) => {
        const same = await repository.findSame(trx, tenant.id, userId, values.fingerprint);
        const count = await repository.count(trx, tenant.id, userId);
        if (!same && count >= ADDRESS_BOOK_MAX)
          throw AppError.unprocessable(ADDRESS_BOOK_MESSAGES.full);
        const makeDefault = count === 0 || input.isDefault === true;
        if (makeDefault && !same?.is_default) await repository.clearDefault(trx, tenant.id, userId);
        const row = await repository.insertOrTouch(trx, {
          ...values,
          tenant_id: tenant.id,
          user_id: userId,
          is_default: makeDefault ? 1 : 0,
          created_at: now,
          updated_at: now,
          used_at: now,
        });
        if (makeDefault && !row.is_default) {
          await repository.update(trx, row.id, { is_default: 1 });
          return { ...row, is_default: 1 };
        }
        return row;
      });
      return toSaved(saved);
    },

    /** The profile's edit: every field again; `isDefault: true` makes it the default. */
    async update(
      tenant: Tenant,
      userId: number,
      id: number,
      input: NewSavedAddress,
    ): Promise<SavedAddress> {
      await owned(tenant, userId, id);
      const values = await checked(tenant, input);
      await repository.transaction(async (trx) => {
        const same = await repository.findSame(trx, tenant.id, userId, values.fingerprint);
        if (same && Number(same.id) !== id)
          throw AppError.unprocessable(ADDRESS_BOOK_MESSAGES.taken);
        if (input.isDefault) await repository.clearDefault(trx, tenant.id, userId);
        await repository.update(trx, id, {
          ...values,
          ...(input.isDefault ? { is_default: 1 } : {}),
          updated_at: nowIso(),
        });
      });
      return toSaved(await owned(tenant, userId, id));
    },

    async setDefault(tenant: Tenant, userId: number, id: number): Promise<SavedAddress> {
      await owned(tenant, userId, id);
      await repository.transaction(async (trx) => {
        await repository.clearDefault(trx, tenant.id, userId);
        await repository.update(trx, id, { is_default: 1 });
      });
      return toSaved(await owned(tenant, userId, id));
    },

    /** Removes an address; when it was the default, the most recently used one becomes it. */
    async remove(tenant: Tenant, userId: number, id: number): Promise<void> {
      const row = await owned(tenant, userId, id);
      await repository.transaction(async (trx) => {
        await repository.remove(trx, id);
        if (row.is_default) await repository.defaultToLatest(trx, tenant.id, userId);
      });
    },

    /** Account deletion: the addresses are personal data. */
    async forgetUser(tenantId: number, userId: number): Promise<void> {
      await repository.removeAllOf(tenantId, userId);
    },
  };
}

export type BuyerAddressesService = ReturnType<typeof createBuyerAddressesService>;
