import { toMinor } from '../pricing/index.js';
import { zoneOf, type RateBand } from '../tenants/index.js';
import { totalWeight, type ProviderOption, type ShippingProvider } from './shipping-provider.js';

/**
 * The price of `grams` in a carrier's bands. Beyond the heaviest band the load travels as several
 * packages of that band plus one for the rest.
 */
export function bandPrice(bands: RateBand[], grams: number): number | null {
  const sorted = [...bands].sort((a, b) => a.upToGrams - b.upToGrams);
  const heaviest = sorted.at(-1);
  if (!heaviest) return null;
  const full = Math.floor(grams / heaviest.upToGrams);
  const rest = grams - full * heaviest.upToGrams;
  const restBand = rest > 0 ? sorted.find((band) => band.upToGrams >= rest) : undefined;
  return full * heaviest.price + (restBand?.price ?? 0);
}

/** The default provider: the tenant's own rate tables (zone x weight band per carrier). */
export const rateTableProvider: ShippingProvider = {
  name: 'rate-table',
  async quote({ destination, parcels, settings, roundPrice }) {
    const grams = Math.max(1, totalWeight(parcels));
    const zone = zoneOf(settings, destination.provinceId);
    return settings.carriers.flatMap((carrier): ProviderOption[] => {
      const rate = carrier.rates.find((r) => r.zone === zone);
      const price = rate ? bandPrice(rate.bands, grams) : null;
      if (!rate || price === null) return [];
      const points = (carrier.points ?? []).filter((p) => p.provinceId === destination.provinceId);
      // A branch service with no branch in the buyer's province is no option for them.
      if (carrier.serviceType === 'pickup_point' && points.length === 0) return [];
      return [
        {
          logisticType: carrier.serviceType === 'pickup_point' ? 'pickup_point' : 'crossdock',
          carrier: { id: carrier.id, name: carrier.name, logo: carrier.logo },
          serviceType: { code: carrier.serviceType, name: carrier.serviceName },
          deliveryTime: rate.days,
          priceInclTax: toMinor(price, roundPrice),
          pickupPoints: points.map(({ id, name, address }) => ({ id, name, address })),
        },
      ];
    });
  },
};
