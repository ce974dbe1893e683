import { AppError } from '../../http/errors.js';

/** The edge's conversions: a typed amount to minor units, minor units for people. */
export function minorUnitsOf(amount: string, decimals: number): number {
  const match = /^(\d{1,12})(?:[.,](\d{1,2}))?$/.exec(amount.trim());
  if (!match)
    throw AppError.unprocessable('Escribí el importe con números, por ejemplo 1500,50.', 'amount');
  const fraction = match[2] ?? '';
  if (fraction.length > decimals)
    throw AppError.unprocessable(
      decimals === 0
        ? 'El importe va sin decimales en esta tienda.'
        : `El importe lleva a lo sumo ${decimals} decimales.`,
      'amount',
    );
  return Number(match[1]) * 10 ** decimals + Number(fraction.padEnd(decimals, '0') || 0);
}

export const formatMinor = (units: number, decimals: number): string =>
  `$ ${(units / 10 ** decimals).toLocaleString('de-DE', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  })}`;

const ZONES = { ARG: 'America/Argentina/Buenos_Aires', CL: 'America/Santiago' } as const;

/** Midnight today and on Monday of this week in the tenant's country, as UTC ISO strings. */
export function dayAndWeekStart(environment: keyof typeof ZONES, now = new Date()) {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: ZONES[environment],
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    weekday: 'short',
  }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '0';
  const local = Date.UTC(
    +get('year'),
    +get('month') - 1,
    +get('day'),
    +get('hour'),
    +get('minute'),
    +get('second'),
  );
  const offset = local - Math.floor(now.getTime() / 1000) * 1000;
  const midnightLocal = Date.UTC(+get('year'), +get('month') - 1, +get('day'));
  const weekday = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(get('weekday'));
  const today = new Date(midnightLocal - offset);
  const week = new Date(midnightLocal - offset - weekday * 86_400_000);
  return { today: today.toISOString(), week: week.toISOString() };
}
