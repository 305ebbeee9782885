// The beneficiaries list's filters in the URL: a search and a bank; page through the list kit.
import { z } from 'zod';
import type { UrlFilters } from '@/lib/url-filters/url-filters.ts';

export const BENEFICIARY_FILTERS = z.object({
  search: z.string().trim().max(100).optional(),
  bankCode: z.string().trim().max(10).optional(),
});
export type BeneficiaryFilters = UrlFilters<typeof BENEFICIARY_FILTERS>;
