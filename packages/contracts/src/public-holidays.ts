// A business's public holidays (issue 14): the days its pay schedules skip, listed by year and maintained under
// payroll configuration. Each business has its own copy of the national list, so a change moves only its pay dates.
import { z } from 'zod';
import { calendarDate } from './dates.ts';
import { success } from './envelope.ts';

export const PUBLIC_HOLIDAY_PATHS = {
  publicHolidays: '/payroll/public-holidays',
  publicHoliday: '/payroll/public-holidays/:id',
} as const;

export const PUBLIC_HOLIDAY_MESSAGES = {
  created: 'Public holiday added',
  updated: 'Public holiday saved',
  deleted: 'Public holiday deleted',
  duplicate: 'There is already a public holiday on this day',
} as const;

export const publicHolidayRequest = z.strictObject({
  day: calendarDate,
  name: z
    .string({ error: 'Holiday name is required' })
    .trim()
    .min(1, 'Holiday name is required')
    .max(80, 'Holiday name must be at most 80 characters'),
});
export type PublicHolidayRequest = z.input<typeof publicHolidayRequest>;

export const publicHolidayListQuery = z.object({
  year: z.coerce
    .number({ error: 'Year must be a number' })
    .int('Year must be a whole number')
    .min(2000, 'Year must be 2000 or later')
    .max(2100, 'Year must be 2100 or earlier')
    .optional(),
});

export const publicHoliday = z.object({
  _id: z.string(),
  day: z.string(),
  name: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PublicHoliday = z.infer<typeof publicHoliday>;

export const publicHolidayResponse = success(publicHoliday);
/** One year's holidays, in date order, and every year that has any (for the year switcher). */
export const publicHolidayListResponse = success(
  z.object({ year: z.number().int(), years: z.array(z.number().int()), holidays: z.array(publicHoliday) }),
);
