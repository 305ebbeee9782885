// The employees list's filters in the URL: search, status, group, department and on-demand state; page, sort and
// page size through the list kit. The server's sort is the column id, with '-' for descending.
import { EMPLOYEE_STATUSES, type EmployeeSort, ON_DEMAND_STATES } from '@paydesk/contracts';
import { z } from 'zod';
import type { SortState, UrlFilters } from '@/lib/url-filters/url-filters.ts';

export const EMPLOYEE_FILTERS = z.object({
  search: z.string().trim().max(100).optional(),
  status: z.enum(EMPLOYEE_STATUSES).optional(),
  group: z.string().uuid().optional(),
  department: z.string().trim().max(80).optional(),
  onDemand: z.enum(ON_DEMAND_STATES).optional(),
});
export type EmployeeFilters = UrlFilters<typeof EMPLOYEE_FILTERS>;

/** Columns the server sorts by: every column with data. */
export const EMPLOYEE_SORTABLE = [
  'name',
  'staffId',
  'department',
  'status',
  'onDemand',
  'createdAt',
] as const;

/** The page sizes the footer offers, in the URL as `limit`. */
export { EMPLOYEE_PAGE_SIZE, EMPLOYEE_PAGE_SIZES } from '@paydesk/contracts';

export const serverSort = (sort: SortState | undefined): EmployeeSort | undefined =>
  sort ? (`${sort.desc ? '-' : ''}${sort.id}` as EmployeeSort) : undefined;
