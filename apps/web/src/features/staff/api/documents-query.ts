// The employee's documents (issue 28): their annual tax statement of a year and its PDF, and the password that
// opens their payslip PDFs when the employer asks them to set one (staff token).
import {
  EMPLOYEE_DOCUMENT_PATHS,
  type StaffPayslipPasswordRequest,
  staffPayslipPasswordResponse,
  taxStatementResponse,
} from '@paydesk/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type DownloadedFile, request, saveFile } from '@/lib/api/index.ts';
import { staffToken } from '../state/staff-session-store.ts';
import { staffKeys } from './keys.ts';
import { staffCall } from './staff-request.ts';

const passwordKey = [...staffKeys.all, 'payslip-password'] as const;

/** The year's statement; no year: this year (the answer names the years to pick from). */
export const useStaffTaxStatement = (year: number | null) =>
  useQuery({
    queryKey: [...staffKeys.all, 'tax-statement', year],
    queryFn: async () =>
      (
        await staffCall(
          {
            method: 'GET',
            path: EMPLOYEE_DOCUMENT_PATHS.staffTaxStatement,
            ...(year ? { query: { year } } : {}),
          },
          taxStatementResponse,
        )
      ).data,
    placeholderData: keepPreviousData,
  });

export const useStaffTaxStatementPdf = () =>
  useMutation({
    mutationFn: async (year: number) => {
      const token = staffToken();
      const file = await request<DownloadedFile>({
        method: 'GET',
        path: EMPLOYEE_DOCUMENT_PATHS.staffTaxStatementPdf,
        query: { year },
        responseType: 'file',
        ...(token ? { customToken: token } : { useLoginToken: false }),
      });
      saveFile(file, `tax-statement-${year}.pdf`);
    },
  });

export const useStaffPayslipPassword = () =>
  useQuery({
    queryKey: passwordKey,
    queryFn: async () =>
      (
        await staffCall(
          { method: 'GET', path: EMPLOYEE_DOCUMENT_PATHS.staffPayslipPassword },
          staffPayslipPasswordResponse,
        )
      ).data,
  });

export const useSetPayslipPassword = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffPayslipPasswordRequest) =>
      staffCall(
        { method: 'PUT', path: EMPLOYEE_DOCUMENT_PATHS.staffPayslipPassword, body },
        staffPayslipPasswordResponse,
      ),
    onSuccess: ({ data }) => queryClient.setQueryData(passwordKey, data),
  });
};
