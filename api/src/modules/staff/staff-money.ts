/** Dates of the dashboard's figures in the tenant's own time zone. */
const ZONES = { ARG: 'America/Argentina/Buenos_Aires', CL: 'America/Santiago' } as const;

/** Midnight today and on Monday of this week in the tenant's country, as UTC ISO strings. */
/** Weeks of sales the dashboard's chart shows. */
export const CHART_WEEKS = 8;

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
  // The chart's weeks: this one and the seven before, oldest first (a week of a daylight-saving
  // change starts an hour off; a chart of eight bars does not show it).
  const weeks = Array.from({ length: CHART_WEEKS }, (_, i) =>
    new Date(week.getTime() - (CHART_WEEKS - 1 - i) * 7 * 86_400_000).toISOString(),
  );
  return { today: today.toISOString(), week: week.toISOString(), weeks };
}
