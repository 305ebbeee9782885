// Requesting an advance: the invoice document first (multipart), then the request naming it.
import {
  TRADE_PATHS,
  type TradeAdvanceRequest,
  tradeAdvanceResponse,
  tradeDocumentResponse,
} from '@paydesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { parseResponse, request } from '@/lib/api/index.ts';
import { tradeKeys } from './keys.ts';

export function useUploadInvoiceMutation() {
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return parseResponse(
        tradeDocumentResponse,
        await request({ method: 'POST', path: TRADE_PATHS.documents, body: form }),
      ).data;
    },
    // The form shows the refusal under the dropzone.
    meta: { silent: true },
  });
}

export function useRequestAdvanceMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TradeAdvanceRequest) =>
      parseResponse(
        tradeAdvanceResponse,
        await request({ method: 'POST', path: TRADE_PATHS.advances, body }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tradeKeys.all }),
    // The form shows the refusal under its fields.
    meta: { silent: true },
  });
}
