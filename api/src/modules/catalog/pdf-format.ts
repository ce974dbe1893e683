import { languageTagOf } from '@store/contracts/language';

export function formatDate(date: Date, environment: 'ARG' | 'CL'): string {
  return new Intl.DateTimeFormat(languageTagOf(environment), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: environment === 'CL' ? 'America/Santiago' : 'America/Argentina/Buenos_Aires',
  }).format(date);
}
