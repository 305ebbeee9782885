// GET /trade/advances/export: the CSV of the advances under the list's status filter. It needs the Authorization
// header, so it is fetched through the request layer as a file and handed to the browser ('Downloading Data...').
import { TRADE_PATHS, type TradeStatus } from '@paydesk/contracts';
import { useMutation } from '@tanstack/react-query';
import { DOWNLOADING_DATA } from '../../../components/copy.ts';
import { showToast } from '../../../components/toast.tsx';
import { type DownloadedFile, request, saveFile } from '../../../lib/api/index.ts';

export const useExportAdvances = () =>
  useMutation({
    mutationFn: async (filters: { status?: TradeStatus | undefined }) => {
      showToast({ kind: 'info', message: DOWNLOADING_DATA });
      const file = await request<DownloadedFile>({
        method: 'GET',
        path: TRADE_PATHS.export,
        query: filters.status ? { status: filters.status } : {},
        responseType: 'file',
      });
      saveFile(file, 'trade-advances.csv');
    },
  });
