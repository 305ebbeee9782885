// Lagos calendar days as instants (Africa/Lagos is UTC+1 all year, no daylight saving).
import { addDays } from './earned.ts';

export const startOfLagosDayDate = (day: string) => new Date(`${day}T00:00:00+01:00`);
export const endOfLagosDayDate = (day: string) => new Date(`${addDays(day, 1)}T00:00:00+01:00`);
