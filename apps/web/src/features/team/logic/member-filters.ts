// The members page's filters in the URL (search, status; page through the list kit).
import { MEMBER_STATUSES } from '@paydesk/contracts';
import { z } from 'zod';
import type { UrlFilters } from '@/lib/url-filters/url-filters.ts';

export const MEMBER_FILTERS = z.object({
  search: z.string().trim().max(100).optional(),
  status: z.enum(MEMBER_STATUSES).optional(),
});
export type MemberFilters = UrlFilters<typeof MEMBER_FILTERS>;
