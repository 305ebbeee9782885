// Dates and times as people in Lagos read them (architecture rule 14: business time is Africa/Lagos).
const LAGOS = 'Africa/Lagos';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// Numbers only from Intl (the Lagos calendar and clock); the month names are ours, so 'Sep' never turns 'Sept'
// with another ICU version.
const lagosParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: LAGOS,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
});

function inLagos(iso: string) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(lagosParts.formatToParts(date).find((p) => p.type === type)?.value ?? 0);
  return {
    date: `${part('day')} ${MONTHS[part('month') - 1]} ${part('year')}`,
    time: `${String(part('hour')).padStart(2, '0')}:${String(part('minute')).padStart(2, '0')}`,
  };
}

/** The app's one date-and-time format, in Lagos time: '23 Nov 2026, 14:05'; the text as it is when not a date. */
export function formatDateTime(iso: string): string {
  const lagos = inLagos(iso);
  return lagos ? `${lagos.date}, ${lagos.time}` : iso;
}

/** '2026-09' → 'Sep' (a 'YYYY-MM' month key); null when it is not one. */
export function shortMonth(month: string): string | null {
  const match = /^\d{4}-(\d{2})$/.exec(month);
  return match ? (MONTHS[Number(match[1]) - 1] ?? null) : null;
}

/** The same date format in date pickers (dayjs tokens): '23 Nov 2026'. */
export const DATE_INPUT_FORMAT = 'D MMM YYYY';

/** Today's calendar date in Lagos ('2026-11-23'), whatever the browser's zone. */
export function lagosToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: LAGOS }).format(now);
}

/** The date alone, in Lagos: '23 Nov 2026'. A bare calendar date ('2026-11-23') is that day as it is. */
export function formatDate(iso: string): string {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (day) return `${Number(day[3])} ${MONTHS[Number(day[2]) - 1]} ${day[1]}`;
  return inLagos(iso)?.date ?? iso;
}

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const STEPS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.35],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

/** 'just now', '5 minutes ago', 'yesterday', '3 weeks ago'. */
export function timeAgo(iso: string, now: number = Date.now()): string {
  const then = new Date(iso).getTime();
  if (Number.isNaN(then)) return '';
  let value = (then - now) / 1000;
  if (Math.abs(value) < 45) return 'just now';
  for (const [unit, size] of STEPS) {
    if (Math.abs(value) < size) return relative.format(Math.round(value), unit);
    value /= size;
  }
  return '';
}
