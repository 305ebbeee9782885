// Payment notes of the advanced funding mode: the list, one note with its lines, its PDF, paying it from a wallet
// with the PIN (one Idempotency-Key per payment), and the payments made.
import {
  NOTE_STATUSES,
  notePaymentResponse,
  ON_DEMAND_MESSAGES,
  ON_DEMAND_PATHS,
  type PayNoteRequest,
  paymentHistoryResponse,
  paymentNoteDetailsResponse,
  paymentNoteListResponse,
} from '@paydesk/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { downloadFile } from '@/components/download-file.ts';
import { showToast } from '@/components/toast.tsx';
import { WALLET_ACCOUNTS_KEY } from '@/components/wallet-accounts/accounts-query.ts';
import { createActionKeys } from '@/lib/api/idempotency.ts';
import { parseResponse, request } from '@/lib/api/index.ts';
import { LIST_PAGE_SIZE } from '@/lib/constants.ts';
import type { NoteFilters } from '../logic/note-filters.ts';
import { fillPath } from '../logic/paths.ts';
import { onDemandKeys } from './keys.ts';

export const usePaymentNotes = (filters: NoteFilters) => {
  const query: Record<string, string | number> = { page: filters.page, limit: LIST_PAGE_SIZE };
  if (filters.status && NOTE_STATUSES.includes(filters.status)) query.status = filters.status;
  return useQuery({
    queryKey: [...onDemandKeys.notes(), 'list', query],
    queryFn: async () =>
      parseResponse(
        paymentNoteListResponse,
        await request({ method: 'GET', path: ON_DEMAND_PATHS.paymentNotes, query }),
      ).data,
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
};

export const usePaymentNote = (invoiceId: string) =>
  useQuery({
    queryKey: [...onDemandKeys.notes(), 'one', invoiceId],
    queryFn: async () =>
      parseResponse(
        paymentNoteDetailsResponse,
        await request({ method: 'GET', path: fillPath(ON_DEMAND_PATHS.paymentNote, { invoiceId }) }),
      ).data,
    meta: { silent: true },
  });

export const usePaymentHistory = (page: number) => {
  const query = { page, limit: LIST_PAGE_SIZE };
  return useQuery({
    queryKey: [...onDemandKeys.notes(), 'payments', query],
    queryFn: async () =>
      parseResponse(
        paymentHistoryResponse,
        await request({ method: 'GET', path: ON_DEMAND_PATHS.paymentHistory, query }),
      ).data,
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
};

export const useNotePdfMutation = () =>
  useMutation({
    mutationFn: async ({ invoiceId, invoiceNumber }: { invoiceId: string; invoiceNumber: string }) => {
      await downloadFile(
        {
          method: 'GET',
          path: fillPath(ON_DEMAND_PATHS.paymentNotePdf, { invoiceId }),
        },
        `${invoiceNumber}.pdf`,
      );
    },
  });

export function usePayNoteMutation(invoiceId: string) {
  const queryClient = useQueryClient();
  const [keys] = useState(createActionKeys);
  return useMutation({
    mutationFn: async (body: PayNoteRequest) =>
      parseResponse(
        notePaymentResponse,
        await request({
          method: 'POST',
          path: fillPath(ON_DEMAND_PATHS.paymentNotePay, { invoiceId }),
          body,
          headers: { 'Idempotency-Key': keys.keyFor({ invoiceId, walletId: body.walletId }) },
        }),
      ).data,
    onSuccess: async () => {
      keys.finished();
      showToast({ kind: 'success', message: ON_DEMAND_MESSAGES.notePaid });
      await queryClient.invalidateQueries({ queryKey: onDemandKeys.notes() });
      await queryClient.invalidateQueries({ queryKey: WALLET_ACCOUNTS_KEY });
    },
    meta: { silent: true },
  });
}
