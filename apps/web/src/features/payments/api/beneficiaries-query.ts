// GET …/beneficiaries: one page of a tab's beneficiaries with the URL's filters; `download=true` is the CSV export.
import { type BeneficiaryType, beneficiaryListResponse, PAYMENTS_PATHS } from '@paydesk/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { downloadFile } from '@/components/download-file.ts';
import { parseResponse, request } from '@/lib/api/index.ts';
import { LIST_PAGE_SIZE } from '@/lib/constants.ts';
import type { BeneficiaryFilters } from '../logic/beneficiary-filters.ts';
import { paymentsKeys } from './keys.ts';

function filterQuery(type: BeneficiaryType, filters: Omit<BeneficiaryFilters, 'page'>) {
  const query: Record<string, string> = { type };
  if (filters.search) query.search = filters.search;
  if (filters.bankCode) query.bankCode = filters.bankCode;
  return query;
}

export const beneficiariesQuery = (
  type: BeneficiaryType,
  filters: BeneficiaryFilters,
  limit = LIST_PAGE_SIZE,
) => {
  const query: Record<string, string | number> = { ...filterQuery(type, filters), page: filters.page, limit };
  return queryOptions({
    queryKey: paymentsKeys.beneficiaryList(query),
    queryFn: async () =>
      parseResponse(
        beneficiaryListResponse,
        await request({ method: 'GET', path: PAYMENTS_PATHS.beneficiaries, query }),
      ).data,
    meta: { silent: true },
  });
};

export const useBeneficiaries = (type: BeneficiaryType, filters: BeneficiaryFilters, limit?: number) =>
  useQuery({ ...beneficiariesQuery(type, filters, limit), placeholderData: keepPreviousData });

export const useExportBeneficiaries = () =>
  useMutation({
    mutationFn: async ({ type, filters }: { type: BeneficiaryType; filters: BeneficiaryFilters }) => {
      await downloadFile(
        {
          method: 'GET',
          path: PAYMENTS_PATHS.beneficiaries,
          query: { ...filterQuery(type, filters), download: 'true' },
        },
        `beneficiaries-${type}.csv`,
      );
    },
  });
