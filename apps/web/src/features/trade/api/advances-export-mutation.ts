// GET /trade/advances/export: the CSV of the advances under the list's status filter. It needs the Authorization
// header, so it is fetched through the request layer as a file and handed to the browser ('Downloading Data...').
import { TRADE_PATHS, type TradeStatus } from '@paydesk/contracts';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/components/download-file.ts';

export const useExportAdvances = () =>
  useMutation({
    mutationFn: async (filters: { status?: TradeStatus | undefined }) => {
      await downloadFile(
        {
          method: 'GET',
          path: TRADE_PATHS.export,
          query: filters.status ? { status: filters.status } : {},
        },
        'trade-advances.csv',
      );
    },
  });
