/**
 * Tenant analytics ids in their known formats only. The shell builds each script tag itself from
 * the id (never HTML or script from a tenant), and the page's CSP allows the host each id needs.
 */
export const ANALYTICS_PATTERNS = {
  googleTagManagerCode: /^GTM-[A-Z0-9]{4,12}$/,
  googleAnalyticsCode: /^G-[A-Z0-9]{4,16}$/,
  pixelFB: /^\d{6,20}$/,
} as const;

export type AnalyticsField = keyof typeof ANALYTICS_PATTERNS;

/** What an operator should write instead, for error messages. */
export const ANALYTICS_EXAMPLES: Record<AnalyticsField, string> = {
  googleTagManagerCode: 'GTM- seguido de letras mayúsculas y números (por ejemplo GTM-AB12CD3)',
  googleAnalyticsCode: 'G- seguido de letras mayúsculas y números (por ejemplo G-AB12CD34EF)',
  pixelFB: 'solo números (por ejemplo 123456789012345)',
};

export function analyticsCode(field: AnalyticsField, value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const code = value.trim();
  return ANALYTICS_PATTERNS[field].test(code) ? code : null;
}
