export declare const STOCK_REASONS: readonly [
  'recuento',
  'ingreso de mercadería',
  'mercadería dañada',
  'devolución',
  'otro',
];
export type StockReason = (typeof STOCK_REASONS)[number];
export declare const MAX_STOCK_CHANGE: number;
export declare const STOCK_NOTE_MAX_LENGTH: number;
export declare const MAX_PRICE_TIERS: number;

/** A quantity price: the unit cost in cents from `minQuantity` units on. */
export interface PriceTierRule {
  minQuantity: number;
  unitPriceCents: number;
}

/** A broken rule, and the tier and field it is about (null: the list as a whole). */
export interface TierProblem {
  message: string;
  at: { index: number; field: keyof PriceTierRule } | null;
}

export declare function tierProblems(tiers: readonly PriceTierRule[]): TierProblem[];

export declare function stockAdjustmentProblem(adjustment: {
  change: number;
  reason: string;
  note?: string | null | undefined;
}): { field: 'change' | 'note'; message: string } | null;
