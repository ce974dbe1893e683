import type { CheckoutSettings } from '../tenants/index.js';

/** A package line to quote: the catalogue's weight and size, never the client's. */
export interface QuoteParcel {
  weightGrams: number;
  sizeCm: { width: number; height: number; depth: number };
  quantity: number;
}

export interface QuoteDestination {
  provinceId: string;
  /** Argentina's province / Chile's region name (Zippin's `state`). */
  provinceName: string;
  /** Argentina's locality / Chile's comuna (Zippin's `city`). */
  locality: string;
  /** The 4 digits in Argentina; null in Chile. */
  zipCode: string | null;
}

export interface QuoteInput {
  destination: QuoteDestination;
  parcels: QuoteParcel[];
  /** The goods' value in the tenant's minor units (0: uninsured). */
  declaredValue: number;
  settings: CheckoutSettings;
  roundPrice: number;
}

/** One option as a provider answers it; amounts in the tenant's minor units, IVA included. */
export interface ProviderOption {
  logisticType: string;
  carrier: { id: string; name: string; logo: string | null };
  serviceType: { code: string; name: string };
  deliveryTime: { min: number; max: number };
  priceInclTax: number;
  pickupPoints: { id: string; name: string; address: string }[];
}

/** Where quotes come from: the tenant's rate tables by default, a carrier aggregator when set up. */
export interface ShippingProvider {
  readonly name: string;
  quote(input: QuoteInput): Promise<ProviderOption[]>;
}

export const totalWeight = (parcels: QuoteParcel[]) =>
  parcels.reduce((sum, parcel) => sum + parcel.weightGrams * parcel.quantity, 0);
