import type { TenantTaxCondition } from '@store/contracts/checkout-rules';
import type { Environment } from '@store/contracts/wire/tenant';

/** A weight band of a rate table: up to `upToGrams` (inclusive) costs `price` (IVA included). */
export interface RateBand {
  upToGrams: number;
  price: number;
}

/** One carrier of the tenant's rate tables, priced by zone (provinces/regions) and weight band. */
export interface RateCarrier {
  id: string;
  name: string;
  logo: string | null;
  /** `standard_delivery` (door to door) or `pickup_point` (the buyer collects at a branch). */
  serviceType: 'standard_delivery' | 'pickup_point';
  serviceName: string;
  rates: { zone: string; days: { min: number; max: number }; bands: RateBand[] }[];
  /** Branches where a `pickup_point` service is collected, by province/region. */
  points?: { id: string; name: string; address: string; provinceId: string }[];
}

export interface BankDetailsSettings {
  bank: string;
  accountHolder: string;
  taxId: string;
  accountType: string | null;
  accountNumber: string | null;
  cbu: string | null;
  alias: string | null;
  email: string | null;
}

/** What the checkout needs to know about the seller. Private: never in the public ShopConfig. */
export interface CheckoutSettings {
  /**
   * Argentina: RI (responsable inscripto), MT (monotributista) or EX (exento); Chile:
   * CONTRIBUYENTE. The owner sets it on «Tienda» (store-settings.service.ts).
   */
  taxCondition: TenantTaxCondition;
  /** IANA time zone of the store: dates the buyer reads (cheques, in-hands dates) are local. */
  timeZone: string;
  bank: BankDetailsSettings | null;
  /** Where orders leave from and where a buyer may pick them up. */
  origin: { street: string; locality: string; provinceId: string; zipCode: string | null };
  /** Zone name -> province (Argentina) or region (Chile) ids; unlisted ones are zone `resto`. */
  shippingZones: Record<string, string[]>;
  carriers: RateCarrier[];
  /** Whether buyers may pick up at `origin` (free, ready when produced). */
  storePickup: boolean;
  /**
   * The tenant's Zippin account (its API token and secret are tenant secrets): when both are
   * set, quotes come from Zippin instead of the rate tables.
   */
  zippin?: { baseUrl: string; accountId: string; originId: string } | null;
  /**
   * How long an unpaid order holds its units (orders/stock-holds.ts): hours for transfer and
   * cheque (and an order not paid yet), minutes for a card checkout; and how many unpaid orders a
   * buyer may hold at once. Unset: 48 h, 30 min, 20.
   */
  stockHold?: { transferHours?: number; cardMinutes?: number; maxUnpaidOrders?: number };
}

/** The integers a tenant file may give `checkout.stockHold` (the onboarding checks them). */
export const STOCK_HOLD_RANGES = {
  transferHours: { min: 1, max: 720 },
  cardMinutes: { min: 5, max: 2880 },
  maxUnpaidOrders: { min: 1, max: 1000 },
} as const;

const DEFAULTS: Record<Environment, CheckoutSettings> = {
  ARG: {
    taxCondition: 'RI',
    timeZone: 'America/Argentina/Buenos_Aires',
    bank: null,
    origin: { street: '', locality: '', provinceId: '02', zipCode: null },
    shippingZones: {},
    carriers: [],
    storePickup: false,
  },
  CL: {
    taxCondition: 'CONTRIBUYENTE',
    timeZone: 'America/Santiago',
    bank: null,
    origin: { street: '', locality: '', provinceId: '13', zipCode: null },
    shippingZones: {},
    carriers: [],
    storePickup: false,
  },
};

/** The tenant's checkout settings, with its country's defaults for what is unset. */
export function checkoutSettingsOf(
  environment: Environment,
  settings: Partial<CheckoutSettings> | undefined,
): CheckoutSettings {
  return { ...DEFAULTS[environment], ...settings };
}

/** The zone of a province or region in the tenant's tables. */
export function zoneOf(settings: CheckoutSettings, provinceId: string): string {
  for (const [zone, ids] of Object.entries(settings.shippingZones)) {
    if (ids.includes(provinceId)) return zone;
  }
  return 'resto';
}
