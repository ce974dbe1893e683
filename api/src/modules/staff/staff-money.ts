/** Dates of the dashboard's figures in the tenant's own time zone. */
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
