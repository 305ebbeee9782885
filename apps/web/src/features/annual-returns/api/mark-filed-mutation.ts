// Marks a state's return of a year as filed; a 409 (employees without a Tax ID) toasts through the query client.
import {
  ANNUAL_RETURN_MESSAGES,
  ANNUAL_RETURN_PATHS,
  annualReturnFiledResponse,
  type MarkAnnualReturnFiledRequest,
} from '@paydesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { complianceKeys } from '@/components/compliance-calendar/summary-query.ts';
import { showToast } from '@/components/toast.tsx';
import { parseResponse, request } from '@/lib/api/index.ts';
import { annualReturnKeys } from './keys.ts';

export const useMarkFiled = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: MarkAnnualReturnFiledRequest) =>
      parseResponse(
        annualReturnFiledResponse,
        await request({ method: 'POST', path: ANNUAL_RETURN_PATHS.filed, body }),
      ).data,
    onSuccess: async () => {
      showToast({ kind: 'success', message: ANNUAL_RETURN_MESSAGES.filed });
      await queryClient.invalidateQueries({ queryKey: annualReturnKeys.all });
      await queryClient.invalidateQueries({ queryKey: complianceKeys.all });
    },
  });
};
