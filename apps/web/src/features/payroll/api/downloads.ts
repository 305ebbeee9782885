// Files that need the Authorization header: the run list and history exports, a remittance schedule, a payslip PDF,
// the history's transactions.
import { PAYROLL_RUN_PATHS, payrollRunPath } from '@paydesk/contracts';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/components/download-file.ts';
import { type DownloadedFile, request } from '@/lib/api/index.ts';

export interface PayrollFile {
  path: string;
  query?: Record<string, string>;
  fallbackName: string;
}

export async function fetchPayrollFile({ path, query }: PayrollFile): Promise<DownloadedFile> {
  return request<DownloadedFile>({ method: 'GET', path, query, responseType: 'file' });
}

export const useDownload = () =>
  useMutation({
    mutationFn: (file: PayrollFile) => downloadFile(() => fetchPayrollFile(file), file.fallbackName),
  });

export const payslipFile = (id: string, lineId: string): PayrollFile => ({
  path: payrollRunPath(PAYROLL_RUN_PATHS.payslipPdf, { id, lineId }),
  fallbackName: `payslip-${lineId}.pdf`,
});
