/**
 * Tenant analytics ids in their known formats only. The shell builds each script tag itself from
 * the id (never HTML or script from a tenant), and the page's CSP allows the host each id needs.
 */
import { ANALYTICS_CODES, type AnalyticsField } from '@store/contracts/store-rules';

export type { AnalyticsField };

/** The formats, one rule for the tenant file, the back office and the shell (store-rules). */
export const ANALYTICS_PATTERNS = Object.fromEntries(
  Object.entries(ANALYTICS_CODES).map(([field, rule]) => [field, rule.pattern]),
) as Record<AnalyticsField, RegExp>;

/** What an operator should write instead, for error messages. */
export const ANALYTICS_EXAMPLES = Object.fromEntries(
  Object.entries(ANALYTICS_CODES).map(([field, rule]) => [field, rule.example]),
) as Record<AnalyticsField, string>;

export function analyticsCode(field: AnalyticsField, value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const code = value.trim();
  return ANALYTICS_PATTERNS[field].test(code) ? code : null;
}
