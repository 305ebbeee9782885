// Dates and times as people in Lagos read them (architecture rule 14: business time is Africa/Lagos).
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// The one formatter of screens, PDFs and emails lives in the contracts, shared with the API: '28 Nov 2026',
// '28 Nov 2026, 07:01', periods 'Nov 2026', exports '2026-11-28T07:01:49+01:00'.
export {
  formatDate,
  formatDateTime,
  formatPeriod,
  formatTime,
  lagosIso,
  lagosToday,
} from '@paydesk/contracts';

/** '2026-09' → 'Sep' (a 'YYYY-MM' month key); null when it is not one. */
export function shortMonth(month: string): string | null {
  const match = /^\d{4}-(\d{2})$/.exec(month);
  return match ? (MONTHS[Number(match[1]) - 1] ?? null) : null;
}

/** The same date format in date pickers (dayjs tokens): '23 Nov 2026'. */
export const DATE_INPUT_FORMAT = 'D MMM YYYY';
/** A month picker's format (dayjs tokens): 'Nov 2026'. */
export const MONTH_INPUT_FORMAT = 'MMM YYYY';

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
