// Business days in Africa/Lagos (architecture rule 14): a date filter's "day" starts at Lagos midnight.
import { formatDate, formatPeriod } from '@paydesk/contracts';
import { type SQL, sql } from 'drizzle-orm';

export const LAGOS = 'Africa/Lagos';
/** The zone inlined in SQL, for expressions that must read the same in a select and its group by. */
export const LAGOS_SQL = sql.raw(`'${LAGOS}'`);

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: LAGOS,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** YYYY-MM-DD of the instant, in Lagos. */
export const lagosDay = (at: Date = new Date()): string => dayFormat.format(at);

/** The Lagos day before the given one. */
export function previousDay(day: string): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The instant a Lagos day starts, as SQL. */
export const startOfLagosDay = (day: string): SQL => sql`(${day}::date)::timestamp at time zone ${LAGOS}`;
/** The instant the day after ends (exclusive upper bound of a day range). */
export const endOfLagosDay = (day: string): SQL => sql`((${day}::date + 1)::timestamp at time zone ${LAGOS})`;

/** A month key as people read it, 'Nov 2026': the app's one period format (contracts' date-format). */
export const formatMonthLabel = (month: string) => formatPeriod(month);
/** A calendar day as people read it, '28 Nov 2026'. */
export const formatDayLabel = (day: string) => formatDate(day);
