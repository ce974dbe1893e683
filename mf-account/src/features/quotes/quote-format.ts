import { languageTagOf, type Environment } from '@store/contracts';

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

/** 'a@x.com, b@y.com' or one per line: the addresses a buyer typed. */
export const addressesOf = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((part) => part.trim())
    .filter(Boolean);
