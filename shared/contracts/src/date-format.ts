import { languageTagOf } from './language/index.ts';
import type { Environment } from './tenant.ts';

/** Where the tenant's days begin and end (the API's quote-clock uses the same zones). */
const ZONES: Record<Environment, string> = {
  ARG: 'America/Argentina/Buenos_Aires',
  CL: 'America/Santiago',
};

/** '25 de noviembre de 2026': an instant, or a YYYY-MM-DD day, as the tenant's buyers read it. */
export function formatDay(value: string, environment: Environment): string {
  // A plain day is taken at noon UTC, which is that same day in both zones.
  const instant = /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00Z` : value;
  return new Intl.DateTimeFormat(languageTagOf(environment), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: ZONES[environment],
  }).format(new Date(instant));
}

/**
 * `{ day: '30 de noviembre', time: '22:15' }`: an instant as the tenant's buyers read it, to the
 * minute (two parts, so the sentence is ours whatever the browser's ICU joins them with).
 */
export function formatMoment(value: string, environment: Environment) {
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(languageTagOf(environment), {
      ...options,
      timeZone: ZONES[environment],
    }).format(new Date(value));
  return {
    day: part({ day: 'numeric', month: 'long' }),
    time: part({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
  };
}
