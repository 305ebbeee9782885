// How the payslip PDFs employees receive are protected (issue 28): read, and saved by members who manage payroll
// setup (the success toast is the server's message).
import { type DocumentSettings, documentSettingsResponse, EMPLOYEE_DOCUMENT_PATHS } from '@paydesk/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { parseResponse, request } from '@/lib/api/index.ts';
import { payrollSetupKeys } from './resources.ts';

const key = [...payrollSetupKeys.all, 'documents'] as const;

export const useDocumentSettings = () =>
  useQuery({
    queryKey: key,
    queryFn: async () =>
      parseResponse(
        documentSettingsResponse,
        await request({ method: 'GET', path: EMPLOYEE_DOCUMENT_PATHS.settings }),
      ).data,
  });

export const useSaveDocumentSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: DocumentSettings) =>
      parseResponse(
        documentSettingsResponse,
        await request({ method: 'PUT', path: EMPLOYEE_DOCUMENT_PATHS.settings, body }),
      ),
    onSuccess: ({ data }) => queryClient.setQueryData(key, data),
  });
};
