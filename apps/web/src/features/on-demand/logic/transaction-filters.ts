// The on-demand transactions' filters in the URL (`ledger=on-demand` picks this list on /transaction-history).
import { calendarDate, ON_DEMAND_TRANSACTION_KINDS } from '@paydesk/contracts';
import { z } from 'zod';
import type { UrlFilters } from '@/lib/url-filters/url-filters.ts';

export const TRANSACTION_FILTERS = z.object({
  ledger: z.enum(['on-demand']).optional(),
  kind: z.enum(ON_DEMAND_TRANSACTION_KINDS).optional(),
  from: calendarDate.optional(),
  to: calendarDate.optional(),
});
export type TransactionFilters = UrlFilters<typeof TRANSACTION_FILTERS>;
