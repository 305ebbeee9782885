// GET …/transfers/{id}: one transfer, polled while the rail has not settled it; its receipt downloaded or emailed.
import {
  PAYMENTS_PATHS,
  type TransferReceiptEmailRequest,
  transferListResponse,
  transferReceiptEmailResponse,
  transferResponse,
} from '@paydesk/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { downloadFile } from '@/components/download-file.ts';
import { parseResponse, request } from '@/lib/api/index.ts';
import { paymentsKeys } from './keys.ts';

const SETTLING = new Set(['accepted', 'pending']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A transaction history row knows its transfer by reference: the transfer's id from its reference (or the id). */
export const useTransferId = (idOrReference: string) => {
  const isId = UUID.test(idOrReference);
  const lookup = useQuery({
    queryKey: [...paymentsKeys.transfer(idOrReference), 'by-reference'],
    queryFn: async () =>
      parseResponse(
        transferListResponse,
        await request({
          method: 'GET',
          path: PAYMENTS_PATHS.transfers,
          query: { search: idOrReference, page: 1, limit: 5 },
        }),
      ).data.docs.find((t) => t.reference === idOrReference)?._id ?? null,
    enabled: !isId && idOrReference !== '',
    meta: { silent: true },
  });
  return isId
    ? { id: idOrReference, missing: false }
    : { id: lookup.data ?? null, missing: lookup.data === null };
};

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
      await downloadFile(
        {
          method: 'GET',
          path: PAYMENTS_PATHS.transferReceipt(id),
        },
        `receipt-${reference}.pdf`,
      );
    },
  });

/** POST …/receipt/email: the settled transfer's PDF receipt to any address (the API refuses it before settling). */
export const useEmailTransferReceipt = (id: string) =>
  useMutation({
    mutationFn: async (body: TransferReceiptEmailRequest) =>
      parseResponse(
        transferReceiptEmailResponse,
        await request({ method: 'POST', path: PAYMENTS_PATHS.transferReceiptEmail(id), body }),
      ).data,
  });
