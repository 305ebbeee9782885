// GET …/payroll/employees/{id}/remittances: the employee's deductions month by month, traced to their remittances
// and the authorities' receipts; a receipt's file and the annual tax statement PDF downloaded with the
// Authorization header.
import {
  EMPLOYEE_DOCUMENT_PATHS,
  PAYROLL_RUN_PATHS,
  payrollRunPath,
  remittanceHistoryResponse,
} from '@paydesk/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { downloadFile } from '@/components/download-file.ts';
import { type DownloadedFile, parseResponse, request, saveFile } from '@/lib/api/index.ts';
import { peopleKeys } from './keys.ts';

export const useEmployeeRemittances = (employeeId: string, enabled: boolean) =>
  useQuery({
    queryKey: peopleKeys.employeeRemittances(employeeId),
    queryFn: async () =>
      parseResponse(
        remittanceHistoryResponse,
        await request({
          method: 'GET',
          path: payrollRunPath(PAYROLL_RUN_PATHS.employeeRemittances, { employeeId }),
        }),
      ).data,
    enabled,
    meta: { silent: true },
  });

/** The receipt file of a remittance: the path names its run, which the history gives per month. */
export const useDownloadAuthorityReceipt = () =>
  useMutation({
    mutationFn: async ({
      runId,
      remittanceId,
      name,
    }: {
      runId: string;
      remittanceId: string;
      name: string;
    }) =>
      saveFile(
        await request<DownloadedFile>({
          method: 'GET',
          path: payrollRunPath(PAYROLL_RUN_PATHS.remittanceReceiptFile, { id: runId, remittanceId }),
          responseType: 'file',
        }),
        name,
      ),
  });

/** The employee's annual tax statement of a year as a PDF (issue 28, employee documents). */
export const useDownloadTaxStatement = () =>
  useMutation({
    mutationFn: async ({ employeeId, year }: { employeeId: string; year: number }) =>
      saveFile(
        await request<DownloadedFile>({
          method: 'GET',
          path: EMPLOYEE_DOCUMENT_PATHS.employeeTaxStatementPdf.replace(':employeeId', employeeId),
          query: { year },
          responseType: 'file',
        }),
        `tax-statement-${year}.pdf`,
      ),
  });

/** One month's payslip PDF (the employee drawer lists the latest). */
export const useDownloadPayslip = () =>
  useMutation({
    mutationFn: ({ runId, lineId }: { runId: string; lineId: string }) =>
      downloadFile(
        { method: 'GET', path: payrollRunPath(PAYROLL_RUN_PATHS.payslipPdf, { id: runId, lineId }) },
        `payslip-${lineId}.pdf`,
      ),
  });
