/** Prices in the PDF as on screen: German number format, the tenant's decimals and symbol. */
export function formatMoney(value: number, decimals: number, symbol: string): string {
  const text = new Intl.NumberFormat('de-DE', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value);
  return `${symbol} ${text}`;
}

export function formatDate(date: Date, environment: 'ARG' | 'CL'): string {
  return new Intl.DateTimeFormat(environment === 'CL' ? 'es-CL' : 'es-AR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: environment === 'CL' ? 'America/Santiago' : 'America/Argentina/Buenos_Aires',
  }).format(date);
}
