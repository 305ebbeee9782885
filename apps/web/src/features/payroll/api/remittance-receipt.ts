// The authority's receipt of a paid remittance: recorded as multipart (a receipt number and/or a PDF, JPEG or PNG;
// the server checks the content), downloaded with the Authorization header.
import { PAYROLL_RUN_PATHS, payrollRunPath, remittanceResponse } from '@paydesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { parseResponse, request } from '@/lib/api/index.ts';
import type { PayrollFile } from './downloads.ts';
import { payrollKeys } from './keys.ts';

export interface ReceiptInput {
  receiptNumber: string;
  file: File | null;
}

export function useRecordReceipt(runId: string, remittanceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ receiptNumber, file }: ReceiptInput) => {
      const form = new FormData();
      if (receiptNumber.trim()) form.append('receiptNumber', receiptNumber.trim());
      if (file) form.append('file', file, file.name);
      return parseResponse(
        remittanceResponse,
        await request({
          method: 'POST',
          path: payrollRunPath(PAYROLL_RUN_PATHS.remittanceReceipt, { id: runId, remittanceId }),
          body: form,
        }),
      ).data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: payrollKeys.run(runId) }),
  });
}

export const receiptFile = (runId: string, remittanceId: string, name: string): PayrollFile => ({
  path: payrollRunPath(PAYROLL_RUN_PATHS.remittanceReceiptFile, { id: runId, remittanceId }),
  fallbackName: name,
});
