// The one date-and-time rule of every screen, PDF and email (issue 29), in Lagos time (architecture rule 14):
// a day is '28 Nov 2026', a moment '28 Nov 2026, 07:01', a pay period 'Nov 2026'. Exports write ISO 8601 with
// Lagos's offset: '2026-11-28T07:01:49+01:00'. Shared by the API and the web app so both say the same.
export const LAGOS_TIME_ZONE = 'Africa/Lagos';
/** Lagos keeps West Africa Time all year (no daylight saving): UTC+1. */
const LAGOS_OFFSET_MS = 60 * 60 * 1000;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH_KEY = /^(\d{4})-(\d{2})$/;

type DateInput = string | Date;

/** The instant as Lagos's wall clock, read from a UTC date shifted by the fixed offset; null when not a date. */
function lagosClock(value: DateInput): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  const time = date.getTime();
  return Number.isNaN(time) ? null : new Date(time + LAGOS_OFFSET_MS);
}

const pad = (n: number) => String(n).padStart(2, '0');
const dayOf = (clock: Date) =>
  `${clock.getUTCDate()} ${MONTHS[clock.getUTCMonth()]} ${clock.getUTCFullYear()}`;

/** '28 Nov 2026'. A calendar date ('2026-11-28') is that day as it is; an instant is its day in Lagos. Text that is
 *  not a date comes back as it is. */
export function formatDate(value: DateInput): string {
  if (typeof value === 'string') {
    const day = CALENDAR_DATE.exec(value);
    if (day) return `${Number(day[3])} ${MONTHS[Number(day[2]) - 1]} ${day[1]}`;
  }
  const clock = lagosClock(value);
  return clock ? dayOf(clock) : String(value);
}

/** '28 Nov 2026, 07:01' in Lagos time. Text that is not a date comes back as it is. */
export function formatDateTime(value: DateInput): string {
  const clock = lagosClock(value);
  if (!clock) return String(value);
  return `${dayOf(clock)}, ${formatClock(clock)}`;
}

/** '07:01' (24-hour) in Lagos time. */
export function formatTime(value: DateInput): string {
  const clock = lagosClock(value);
  return clock ? formatClock(clock) : String(value);
}

const formatClock = (clock: Date) => `${pad(clock.getUTCHours())}:${pad(clock.getUTCMinutes())}`;

/** A pay period, 'Nov 2026', from its month key ('2026-11') or a day in it; other text comes back as it is. */
export function formatPeriod(value: string): string {
  const match = MONTH_KEY.exec(value) ?? CALENDAR_DATE.exec(value);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && month ? `${month} ${match[1]}` : value;
}

/** ISO 8601 in Lagos time with its offset, for exports: '2026-11-28T07:01:49+01:00'; '' when not a date. */
export function lagosIso(value: DateInput): string {
  const clock = lagosClock(value);
  return clock ? `${clock.toISOString().slice(0, 19)}+01:00` : '';
}

/** Today's calendar date in Lagos ('2026-11-28'), whatever the machine's zone. */
export function lagosToday(now: Date = new Date()): string {
  return (lagosClock(now) ?? now).toISOString().slice(0, 10);
}
