export declare const CREDIT_DAYS_MIN: number;
export declare const CREDIT_DAYS_MAX: number;
export declare const DEFAULT_CREDIT_DAYS: number;
export declare const MAX_QUOTE_VALIDITY_DAYS: number;

/** A credit term's problem in Spanish, or null. */
export declare function creditDaysProblem(days: number): string | null;

/** YYYY-MM-DD plus `days` calendar days. */
export declare function addDays(day: string, days: number): string;

/** A quote's new last day's problem in Spanish, or null (all days YYYY-MM-DD of the store's zone). */
export declare function quoteExtensionProblem(change: {
  validUntil: string;
  current: string;
  today: string;
}): string | null;
