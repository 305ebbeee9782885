// The /withdrawals filters in the URL. `kind` is the tab (withdrawals when absent).
import { calendarDate, payPeriod, REQUEST_KINDS, REQUEST_STATUSES } from '@paydesk/contracts';
import { z } from 'zod';
import { filterFields, type UrlFilters } from '@/lib/url-filters/url-filters.ts';

export const WITHDRAWAL_FILTERS = z.object({
  kind: z.enum(REQUEST_KINDS).optional(),
  status: z.enum(REQUEST_STATUSES).optional(),
  period: payPeriod.optional(),
  from: calendarDate.optional(),
  to: calendarDate.optional(),
  search: z.string().trim().max(100).optional(),
});
export type WithdrawalFilters = UrlFilters<typeof WITHDRAWAL_FILTERS>;

/** What the list and the export send: the filters with the tab's kind always set. */
export const withdrawalQuery = (filters: WithdrawalFilters): Record<string, string> => ({
  ...filterFields(WITHDRAWAL_FILTERS, filters),
  kind: filters.kind ?? 'withdrawal',
});
