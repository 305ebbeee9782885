// The bill history's filters in the URL: category, status and a search; page through the list kit.
import { BILL_CATEGORIES, BILL_STATUSES } from '@paydesk/contracts';
import { z } from 'zod';
import type { UrlFilters } from '@/lib/url-filters/url-filters.ts';

export const BILL_FILTERS = z.object({
  category: z.enum(BILL_CATEGORIES).optional(),
  status: z.enum(BILL_STATUSES).optional(),
  search: z.string().trim().max(100).optional(),
});
export type BillFilters = UrlFilters<typeof BILL_FILTERS>;
