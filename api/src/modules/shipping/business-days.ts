/** Today's date (`YYYY-MM-DD`) in a time zone: what "today" means to the store's buyers. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** `date` plus `days` business days (Monday to Friday; holidays are not known here). */
export function addBusinessDays(date: string, days: number): string {
  const day = new Date(`${date}T12:00:00Z`);
  let left = days;
  while (left > 0) {
    day.setUTCDate(day.getUTCDate() + 1);
    const weekday = day.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return day.toISOString().slice(0, 10);
}
