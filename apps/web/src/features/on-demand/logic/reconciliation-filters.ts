// The /reconciliation filters in the URL: the pay period (the newest when absent), search, and differences only.
import { payPeriod } from '@paydesk/contracts';
import { z } from 'zod';
import { filterFields, type UrlFilters } from '@/lib/url-filters/url-filters.ts';

export const RECONCILIATION_FILTERS = z.object({
  period: payPeriod.optional(),
  search: z.string().trim().max(100).optional(),
  flagged: z.enum(['true']).optional(),
});
export type ReconciliationFilters = UrlFilters<typeof RECONCILIATION_FILTERS>;

export const reconciliationQuery = (filters: ReconciliationFilters, period: string) => ({
  ...filterFields(RECONCILIATION_FILTERS, filters),
  period,
});
