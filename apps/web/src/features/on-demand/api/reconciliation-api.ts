// The reconciliation: the periods with on-demand activity, one period's lines per employee with totals, the CSV.
import {
  ON_DEMAND_PATHS,
  onDemandReconciliationResponse,
  reconciliationPeriodsResponse,
} from '@paydesk/contracts';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { downloadFile } from '@/components/download-file.ts';
import { parseResponse, request } from '@/lib/api/index.ts';
import { LIST_PAGE_SIZE } from '@/lib/constants.ts';
import { type ReconciliationFilters, reconciliationQuery } from '../logic/reconciliation-filters.ts';
import { onDemandKeys } from './keys.ts';

export const useReconciliationPeriods = () =>
  useQuery({
    queryKey: [...onDemandKeys.reconciliation(), 'periods'],
    queryFn: async () =>
      parseResponse(
        reconciliationPeriodsResponse,
        await request({ method: 'GET', path: ON_DEMAND_PATHS.reconciliationPeriods }),
      ).data,
    meta: { silent: true },
  });

export const useReconciliation = (filters: ReconciliationFilters, period: string | undefined) => {
  const query = period
    ? { ...reconciliationQuery(filters, period), page: filters.page, limit: LIST_PAGE_SIZE }
    : {};
  return useQuery({
    queryKey: [...onDemandKeys.reconciliation(), 'lines', query],
    queryFn: async () =>
      parseResponse(
        onDemandReconciliationResponse,
        await request({ method: 'GET', path: ON_DEMAND_PATHS.reconciliation, query }),
      ).data,
    enabled: Boolean(period),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
};

export const useReconciliationExport = () =>
  useMutation({
    mutationFn: async ({ filters, period }: { filters: ReconciliationFilters; period: string }) => {
      await downloadFile(
        {
          method: 'GET',
          path: ON_DEMAND_PATHS.reconciliationExport,
          query: reconciliationQuery(filters, period),
        },
        `on-demand-reconciliation-${period}.csv`,
      );
    },
  });
