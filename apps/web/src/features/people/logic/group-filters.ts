// The groups list's filters in the URL: a search by name; page through the list kit.
import { z } from 'zod';
import type { UrlFilters } from '@/lib/url-filters/url-filters.ts';

export const GROUP_FILTERS = z.object({
  search: z.string().trim().max(100).optional(),
});
export type GroupFilters = UrlFilters<typeof GROUP_FILTERS>;
