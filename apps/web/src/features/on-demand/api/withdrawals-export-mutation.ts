// GET …/on-demand/withdrawals/export: the CSV of the filtered requests, fetched with the session and saved.
import { ON_DEMAND_PATHS } from '@paydesk/contracts';
import { useMutation } from '@tanstack/react-query';
import { DOWNLOADING_DATA } from '../../../components/copy.ts';
import { showToast } from '../../../components/toast.tsx';
import { type DownloadedFile, request, saveFile } from '../../../lib/api/index.ts';
import { type WithdrawalFilters, withdrawalQuery } from '../logic/withdrawal-filters.ts';

export function useWithdrawalsExportMutation() {
  return useMutation({
    mutationFn: async (filters: WithdrawalFilters) => {
      showToast({ kind: 'info', message: DOWNLOADING_DATA });
      const query = withdrawalQuery(filters);
      const file = await request<DownloadedFile>({
        method: 'GET',
        path: ON_DEMAND_PATHS.withdrawalsExport,
        query,
        responseType: 'file',
      });
      saveFile(file, `${query.kind}s-${new Date().toISOString().slice(0, 10)}.csv`);
    },
  });
}
