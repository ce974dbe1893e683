import type { Environment } from '../tenants/index.js';
import { addDays } from '@store/contracts/sales-rules';

export { addDays };

/** Where a tenant's days begin and end: its country's time zone. */
export const TIME_ZONES: Record<Environment, string> = {
  ARG: 'America/Argentina/Buenos_Aires',
  CL: 'America/Santiago',
};

/** The calendar day (YYYY-MM-DD) an instant falls on in a time zone. */
export function localDate(instant: Date, zone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(instant);
}

/** Minutes the zone is ahead of UTC at an instant (Santiago changes with daylight saving). */
function offsetMinutes(instant: number, zone: string): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(new Date(instant))
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name ?? '');
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === '-' ? -minutes : minutes;
}

/** The first instant of a calendar day in a zone (checked twice: the offset may change that day). */
export function startOfDay(date: string, zone: string): Date {
  const midnightUtc = Date.parse(`${date}T00:00:00Z`);
  let instant = midnightUtc - offsetMinutes(midnightUtc, zone) * 60_000;
  const corrected = midnightUtc - offsetMinutes(instant, zone) * 60_000;
  if (corrected !== instant && localDate(new Date(corrected), zone) === date) instant = corrected;
  return new Date(instant);
}

/**
 * A quote made at `now` holds through the day `days` days later, in the tenant's zone, and
 * expires when the next day starts there (notes/integrations.md: the end of the day, not 24 h).
 */
export function validityOf(now: Date, days: number, zone: string) {
  const validUntil = addDays(localDate(now, zone), days);
  return { validUntil, expiresAt: startOfDay(addDays(validUntil, 1), zone).toISOString() };
}

export const isExpired = (expiresAt: string, now: Date = new Date()) =>
  now.getTime() >= Date.parse(expiresAt);
