import { netOfGross, type OrderFigures } from '../pricing/index.js';

/** The order's stored money an invoice or a document reads (orders.tables.ts, migration 1300). */
export interface StoredFiguresRow {
  sub_total: number;
  taxes: number;
  shipping_cost: number;
  total: number;
  shipping_net: number | null;
  taxes_json: string | null;
  currency: string;
}

const COUNTRY_RATES: Record<string, number> = { ARS: 0.21, CLP: 0.19 };

/**
 * The order's invoice figures as stored when it was made (`orderFigures` of the pricing module):
 * products' net, shipping's net, IVA per rate and total, in minor units. The order's documents
 * (its page, PDF, e-mail) and its invoice read them here, never recomputing them. A row written
 * before migration 1300 and not backfilled is read the way the migration backfills it.
 */
export function storedFiguresOf(row: StoredFiguresRow): OrderFigures {
  const productsNet = Number(row.sub_total);
  const total = Number(row.total);
  const rate = COUNTRY_RATES[row.currency] ?? 0.21;
  const shippingNet =
    row.shipping_net === null || row.shipping_net === undefined
      ? Number(netOfGross(BigInt(row.shipping_cost), rate))
      : Number(row.shipping_net);
  const byRate = row.taxes_json
    ? (JSON.parse(row.taxes_json) as OrderFigures['byRate']).map((group) => ({
        rate: Number(group.rate),
        net: Number(group.net),
        iva: Number(group.iva),
      }))
    : [{ rate, net: productsNet + shippingNet, iva: total - productsNet - shippingNet }];
  const iva = byRate.reduce((sum, group) => sum + group.iva, 0);
  return { productsNet, shippingNet, byRate, iva, total };
}

/** How documents name a rate's IVA: `IVA (21 %)`, `IVA (10,5 %)`. */
export const ivaLabel = (rate: number) =>
  `IVA (${String(Math.round(rate * 1000) / 10).replace('.', ',')} %)`;
