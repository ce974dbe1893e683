import { arPostalCodeDigits, FIELD_MESSAGES } from '@store/contracts/checkout-rules';
import { AppError } from '../../http/errors.js';
import type { AddressesService } from '../addresses/index.js';
import type { VariantPricingInput } from '../pricing/index.js';
import { netOfGross } from '../pricing/index.js';
import type { CheckoutSettings } from '../tenants/index.js';
import { buildShopConfig } from '../tenants/index.js';
import type { Tenant, TenantsService } from '../tenants/index.js';
import { addBusinessDays, todayIn } from './business-days.js';
import { carrierLogo } from './carrier-logos.js';
import { rateTableProvider } from './rate-table-provider.js';
import type { ProviderOption, QuoteDestination, ShippingProvider } from './shipping-provider.js';
import { SHIPPING_MESSAGES } from './shipping-messages.js';

/** A line to ship: a variant and how many (curve products arrive one line per variant). */
export interface ShipLine {
  variantId: number;
  /** The product the client says the variant belongs to; checked when given. */
  productId: number | null;
  quantity: number;
}

export interface QuoteRequest {
  provinceId: string;
  cityId: string;
  locationId: string;
  zipCode: string;
  lines: ShipLine[];
  /** The goods' value in minor units, for insurance (0 when unknown). */
  declaredValue: number;
}

/** A quoted option with its tags and the buyer's in-hands dates; amounts in minor units. */
export interface QuotedOption extends ProviderOption {
  priceExclTax: number;
  tags: string[];
  estimatedInHands: { min: string; max: string };
}

export interface Quote {
  destination: QuoteDestination & { cityId: string; locationId: string; zipCode: string | null };
  options: QuotedOption[];
  productionDays: number;
}

export interface ShippingChoice {
  logisticType: string;
  serviceType: string;
  carrierId: string;
  pointId: string | null;
}

export interface ShippingDependencies {
  tenants: TenantsService;
  addressBook: AddressesService;
  pricingInputs(tenantId: number, variantIds: number[]): Promise<Map<number, VariantPricingInput>>;
  /** The carrier aggregator of the tenant when it has one configured, else null. */
  providerFor(tenant: Tenant): Promise<ShippingProvider | null>;
  now?: () => Date;
}

const STORE_CARRIER_ID = 'store';

/** Where a buyer can collect: the store's origin, else the address its contact page shows. */
function storeAddressOf(tenant: Tenant, settings: CheckoutSettings): string {
  const origin = [settings.origin.street, settings.origin.locality].filter(Boolean).join(', ');
  return origin || (buildShopConfig(tenant).contact.address ?? '');
}

function contactOf(tenant: Tenant): string[] {
  const { email, phone } = buildShopConfig(tenant).contact;
  return [email, phone].filter((value): value is string => value !== null);
}

function storePickup(tenant: Tenant, address: string): ProviderOption {
  return {
    logisticType: 'pickup',
    // The store is the carrier here: its own logo.
    carrier: { id: STORE_CARRIER_ID, name: tenant.displayName, logo: buildShopConfig(tenant).logo },
    serviceType: { code: 'store_pickup', name: SHIPPING_MESSAGES.storePickup },
    deliveryTime: { min: 0, max: 0 },
    priceInclTax: 0,
    pickupPoints: [
      {
        id: STORE_CARRIER_ID,
        name: tenant.displayName,
        address,
      },
    ],
  };
}

/** Cheapest and fastest among the options that travel (picking up at the store is always free). */
function tag(options: QuotedOption[]) {
  const travelling = options.filter((o) => o.logisticType !== 'pickup');
  const cheapest = Math.min(...travelling.map((o) => o.priceInclTax));
  const fastest = Math.min(...travelling.map((o) => o.deliveryTime.max));
  for (const option of travelling) {
    if (option.priceInclTax === cheapest) option.tags.push('cheapest');
    if (option.deliveryTime.max === fastest) option.tags.push('fastest');
  }
}

export function createShippingService(deps: ShippingDependencies) {
  async function destinationOf(tenant: Tenant, request: QuoteRequest) {
    const env = tenant.environment;
    const address = await deps.addressBook.resolve(env, request);
    let zipCode: string | null = null;
    if (env === 'ARG') {
      const typed = request.zipCode.trim();
      zipCode = typed ? arPostalCodeDigits(typed) : address.postalCode;
      if (!zipCode) throw new AppError(422, FIELD_MESSAGES.arPostalCode, { field: 'zipCode' });
    }
    return {
      provinceId: address.province.id,
      provinceName: address.province.name,
      cityId: address.city.id,
      locationId: address.location.id,
      locality: address.location.name,
      zipCode,
    };
  }

  async function parcelsOf(tenant: Tenant, lines: ShipLine[]) {
    if (lines.length === 0) throw AppError.unprocessable(SHIPPING_MESSAGES.noProducts);
    const inputs = await deps.pricingInputs(
      tenant.id,
      lines.map((l) => l.variantId),
    );
    let productionDays = 0;
    const parcels = lines.map((line) => {
      const input = inputs.get(line.variantId);
      if (!input) throw AppError.unprocessable(SHIPPING_MESSAGES.unavailableProduct);
      if (line.productId !== null && line.productId !== input.productId)
        throw AppError.unprocessable(SHIPPING_MESSAGES.productMismatch);
      productionDays = Math.max(productionDays, input.productionDays);
      return { weightGrams: input.weightGrams, sizeCm: input.sizeCm, quantity: line.quantity };
    });
    return { parcels, productionDays };
  }

  return {
    async quote(tenant: Tenant, request: QuoteRequest): Promise<Quote> {
      const settings = deps.tenants.checkoutSettings(tenant);
      const pricing = deps.tenants.pricingSettings(tenant);
      const destination = await destinationOf(tenant, request);
      const { parcels, productionDays } = await parcelsOf(tenant, request.lines);
      const provider = (await deps.providerFor(tenant)) ?? rateTableProvider;
      const found = (
        await provider.quote({
          destination,
          parcels,
          declaredValue: request.declaredValue,
          settings,
          roundPrice: pricing.roundPrice,
        })
      ).map((option) => ({
        ...option,
        carrier: { ...option.carrier, logo: carrierLogo(option.carrier) },
      }));
      const address = storeAddressOf(tenant, settings);
      // A store onboarded without rate tables cannot send anything: rather than a dead end, the
      // buyer collects at the store's address whenever it has one.
      const hasRates = provider !== rateTableProvider || settings.carriers.length > 0;
      if (settings.storePickup || (!hasRates && address)) found.push(storePickup(tenant, address));
      if (found.length === 0)
        throw AppError.unprocessable(
          SHIPPING_MESSAGES.noOptions(tenant.displayName, contactOf(tenant)),
        );
      const today = todayIn(settings.timeZone, deps.now?.());
      const options = found
        .map((option): QuotedOption => ({
          ...option,
          // Shipping carries the same IVA as the goods; the rate tables are IVA included. Its net
          // is the pricing module's (an order's documents and invoice take the same figure).
          priceExclTax: Number(netOfGross(BigInt(option.priceInclTax), pricing.taxRate)),
          tags: [],
          estimatedInHands: {
            min: addBusinessDays(today, productionDays + option.deliveryTime.min),
            max: addBusinessDays(today, productionDays + option.deliveryTime.max),
          },
        }))
        .sort((a, b) => a.priceInclTax - b.priceInclTax || a.deliveryTime.max - b.deliveryTime.max);
      tag(options);
      return { destination, options, productionDays };
    },

    /** The option the buyer chose, re-quoted now: its price is the server's, never the client's. */
    find(quote: Quote, choice: ShippingChoice): { option: QuotedOption; pointId: string | null } {
      const option = quote.options.find(
        (o) =>
          o.logisticType === choice.logisticType &&
          o.serviceType.code === choice.serviceType &&
          o.carrier.id === choice.carrierId,
      );
      const needsPoint = option && option.pickupPoints.length > 0;
      const point = needsPoint
        ? option.pickupPoints.find((p) => p.id === choice.pointId)
        : undefined;
      if (!option || (needsPoint && !point))
        throw new AppError(422, SHIPPING_MESSAGES.optionGone, { field: 'shippingCarrierId' });
      return { option, pointId: point?.id ?? null };
    },
  };
}

export type ShippingService = ReturnType<typeof createShippingService>;
