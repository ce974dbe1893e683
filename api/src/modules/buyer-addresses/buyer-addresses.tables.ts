import type { Generated } from 'kysely';

/**
 * A buyer's saved delivery addresses (the checkout's addressee step), per tenant and user. No
 * foreign key to the auth module's users: `forgetUser` deletes the rows with the account.
 */
export interface BuyerAddressesTable {
  id: Generated<number>;
  tenant_id: number;
  user_id: number;
  name: string;
  last_name: string;
  email: string;
  phone: string;
  street: string;
  street_number: string;
  apartment: string;
  /** Argentina's province, department/partido and locality; Chile's region, province, comuna. */
  province_id: string;
  city_id: string;
  location_id: string;
  /** The names of the chain, as the address data had them when saved (what lists show). */
  province_name: string;
  city_name: string;
  locality: string;
  zip_code: string;
  delivery_comment: string;
  /** A hash of the address's fields: one buyer never keeps the same address twice. */
  fingerprint: string;
  /** 0/1; at most one default per buyer. */
  is_default: number;
  created_at: string;
  updated_at: string;
  /** When the buyer last chose it in a checkout: the list's order after the default. */
  used_at: string;
}

export interface BuyerAddressesTables {
  buyer_addresses: BuyerAddressesTable;
}
