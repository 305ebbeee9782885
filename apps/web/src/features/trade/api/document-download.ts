// The invoice document of an advance, downloaded with the session (it needs the Authorization header).
import { TRADE_PATHS } from '@paydesk/contracts';
import { useMutation } from '@tanstack/react-query';
import { type DownloadedFile, request, saveFile } from '@/lib/api/index.ts';

export const useDownloadInvoice = () =>
  useMutation({
    mutationFn: async ({ id, fileName }: { id: string; fileName: string }) => {
      const file = await request<DownloadedFile>({
        method: 'GET',
        path: TRADE_PATHS.document(id),
        responseType: 'file',
      });
      saveFile(file, fileName);
    },
  });
