import { AppError } from '../http/errors.js';

/** The edge's conversions: an amount staff typed to minor units, minor units for people. */
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
