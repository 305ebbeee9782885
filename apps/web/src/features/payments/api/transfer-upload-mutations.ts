// A transfer upload: the template (CSV or XLSX), the preview of a file (every row checked by name enquiry, errors
// per cell) and the commit of a preview with the PIN, which queues the batch.
import { PAYMENTS_PATHS, type TransferUploadRequest, transferPreviewResponse } from '@paydesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { createActionKeys } from '@/lib/api/idempotency.ts';
import { type DownloadedFile, parseResponse, request, saveFile } from '@/lib/api/index.ts';
import { batchAnswer } from './multiple-transfer-mutation.ts';

export const useTransferTemplate = () =>
  useMutation({
    mutationFn: async (format: 'csv' | 'xlsx') => {
      const file = await request<DownloadedFile>({
        method: 'GET',
        path: PAYMENTS_PATHS.transferUploadsTemplate,
        query: { format },
        responseType: 'file',
      });
      saveFile(file, `transfers-template.${format}`);
    },
  });

export const useTransferUploadPreview = () =>
  useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return parseResponse(
        transferPreviewResponse,
        await request({ method: 'POST', path: PAYMENTS_PATHS.transferUploadsPreview, body: form }),
      ).data;
    },
  });

export function useTransferUploadCommit() {
  const queryClient = useQueryClient();
  const [keys] = useState(createActionKeys);
  return useMutation({
    mutationFn: async (body: TransferUploadRequest) => {
      const { pin: _pin, ...action } = body;
      return parseResponse(
        batchAnswer,
        await request({
          method: 'POST',
          path: PAYMENTS_PATHS.transferUploads,
          body,
          headers: { 'Idempotency-Key': keys.keyFor(action) },
        }),
      ).data;
    },
    onSuccess: async () => {
      keys.finished();
      await queryClient.invalidateQueries();
    },
    meta: { silent: true },
  });
}
