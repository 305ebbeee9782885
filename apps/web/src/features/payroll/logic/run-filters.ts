// The payroll list's filters in the URL (status and search), typed by the contract's enum.
import { PAYROLL_RUN_STATUSES } from '@paydesk/contracts';
import { z } from 'zod';
import type { UrlFilters } from '../../../lib/url-filters/url-filters.ts';

export const RUN_FILTERS = z.object({
  status: z.enum(PAYROLL_RUN_STATUSES).optional(),
  search: z.string().max(100).optional(),
});
export type RunFilters = UrlFilters<typeof RUN_FILTERS>;
