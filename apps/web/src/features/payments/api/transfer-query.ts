// GET …/transfers/{id}: one transfer, polled while the rail has not settled it.
import { PAYMENTS_PATHS, transferResponse } from '@paydesk/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { DOWNLOADING_DATA } from '../../../components/copy.ts';
import { showToast } from '../../../components/toast.tsx';
import { type DownloadedFile, parseResponse, request, saveFile } from '../../../lib/api/index.ts';
import { paymentsKeys } from './keys.ts';

const SETTLING = new Set(['accepted', 'pending']);

export const useTransfer = (id: string | null) =>
  useQuery({
    queryKey: paymentsKeys.transfer(id ?? ''),
    queryFn: async () =>
      parseResponse(transferResponse, await request({ method: 'GET', path: PAYMENTS_PATHS.transfer(id!) }))
        .data,
    enabled: Boolean(id),
    refetchInterval: (query) => (query.state.data && SETTLING.has(query.state.data.status) ? 1000 : false),
    meta: { silent: true },
  });

export const useDownloadTransferReceipt = () =>
  useMutation({
    mutationFn: async ({ id, reference }: { id: string; reference: string }) => {
      showToast({ kind: 'info', message: DOWNLOADING_DATA });
      const file = await request<DownloadedFile>({
        method: 'GET',
        path: PAYMENTS_PATHS.transferReceipt(id),
        responseType: 'file',
      });
      saveFile(file, `receipt-${reference}.pdf`);
    },
  });
