// GET …/bills/billers?category=: the billers of a category with their products (bundles, meter types, plans, addons).
import { BILLS_PATHS, type BillCategory, billersResponse } from '@paydesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { parseResponse, request } from '@/lib/api/index.ts';
import { billsKeys } from './keys.ts';

export const billersQuery = (category: BillCategory) =>
  queryOptions({
    queryKey: billsKeys.billers(category),
    queryFn: async () =>
      parseResponse(
        billersResponse,
        await request({ method: 'GET', path: BILLS_PATHS.billers, query: { category } }),
      ).data.billers,
    staleTime: 10 * 60_000,
  });

export const useBillers = (category: BillCategory) => useQuery(billersQuery(category));
