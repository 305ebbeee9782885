// The one calendar-date schema (YYYY-MM-DD, a day that exists) and the one rule for a from–to range.
import { z } from 'zod';

/** True when `value` (already YYYY-MM-DD) names a real day: month 1–12, day within the month, year 0001–9999. */
export function isCalendarDate(value: string): boolean {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A calendar day such as 2026-01-31; 2026-02-30, 2026-13-45 and 0000-00-00 are refused, not guessed at. */
export const calendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Use a date like 2026-01-31', abort: true })
  .refine(isCalendarDate, 'This date does not exist');

export const DATE_RANGE_ORDER_MESSAGE = 'The end date must not be before the start date';

/** A range's `to` may not come before its `from` (either may be missing): `.refine(dateRangeInOrder, dateRangeOrder)`. */
export const dateRangeInOrder = (range: { from?: string | undefined; to?: string | undefined }) =>
  !range.from || !range.to || range.from <= range.to;
/** The refusal of a range out of order, on its `to` field. */
export const dateRangeOrder: { path: PropertyKey[]; message: string } = {
  path: ['to'],
  message: DATE_RANGE_ORDER_MESSAGE,
};
