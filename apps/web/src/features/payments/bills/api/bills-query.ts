// GET …/bills: one page of the bill history with the URL's filters; one bill (polled while pending); its receipt.
import { BILLS_PATHS, billListResponse, billPaymentResponse } from '@paydesk/contracts';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { downloadFile } from '@/components/download-file.ts';
import { parseResponse, request } from '@/lib/api/index.ts';
import { LIST_PAGE_SIZE } from '@/lib/constants.ts';
import type { BillFilters } from '../logic/bill-filters.ts';
import { billsKeys } from './keys.ts';

export function useBills(filters: BillFilters) {
  const query: Record<string, string | number> = { page: filters.page, limit: LIST_PAGE_SIZE };
  if (filters.category) query.category = filters.category;
  if (filters.status) query.status = filters.status;
  if (filters.search) query.search = filters.search;
  return useQuery({
    queryKey: billsKeys.list(query),
    queryFn: async () =>
      parseResponse(billListResponse, await request({ method: 'GET', path: BILLS_PATHS.bills, query })).data,
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}

export const useBill = (id: string | null) =>
  useQuery({
    queryKey: billsKeys.bill(id ?? ''),
    queryFn: async () =>
      parseResponse(billPaymentResponse, await request({ method: 'GET', path: BILLS_PATHS.bill(id!) })).data,
    enabled: Boolean(id),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 2000 : false),
    meta: { silent: true },
  });

export const useDownloadBillReceipt = () =>
  useMutation({
    mutationFn: async ({ id, reference }: { id: string; reference: string }) => {
      await downloadFile(
        {
          method: 'GET',
          path: BILLS_PATHS.billReceipt(id),
        },
        `receipt-${reference}.pdf`,
      );
    },
  });
