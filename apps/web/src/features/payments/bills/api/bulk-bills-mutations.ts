// Bulk bills: POST …/bills/bulk/preview (the CSV or XLSX file checked row by row, nothing stored) and POST …/bills/bulk (the valid
// lines paid by a job, with one Idempotency-Key per user action; 202 when a workflow gates it).
import {
  approvalPendingResponse,
  BILLS_PATHS,
  type BillBulkRequest,
  type BillCategory,
  billBatchResponse,
  billBulkPreviewResponse,
} from '@paydesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod';
import { createActionKeys } from '@/lib/api/idempotency.ts';
import { parseResponse, request } from '@/lib/api/index.ts';

export const usePreviewBulkBills = () =>
  useMutation({
    mutationFn: async (body: { category: BillCategory; csv?: string; xlsx?: string }) =>
      parseResponse(
        billBulkPreviewResponse,
        await request({ method: 'POST', path: BILLS_PATHS.bulkPreview, body }),
      ).data,
  });

const answer = z.union([approvalPendingResponse, billBatchResponse]);

export function useSendBulkBills() {
  const queryClient = useQueryClient();
  const [keys] = useState(createActionKeys);
  return useMutation({
    mutationFn: async (body: BillBulkRequest) => {
      const { pin: _pin, ...action } = body;
      return parseResponse(
        answer,
        await request({
          method: 'POST',
          path: BILLS_PATHS.bulk,
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
