// GET …/on-demand/withdrawals/export: the CSV of the filtered requests, fetched with the session and saved.
import { ON_DEMAND_PATHS } from '@paydesk/contracts';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/components/download-file.ts';

import { type WithdrawalFilters, withdrawalQuery } from '../logic/withdrawal-filters.ts';

export function useWithdrawalsExportMutation() {
  return useMutation({
    mutationFn: async (filters: WithdrawalFilters) => {
      const query = withdrawalQuery(filters);
      await downloadFile(
        {
          method: 'GET',
          path: ON_DEMAND_PATHS.withdrawalsExport,
          query,
        },
        `${query.kind}s-${new Date().toISOString().slice(0, 10)}.csv`,
      );
    },
  });
}
