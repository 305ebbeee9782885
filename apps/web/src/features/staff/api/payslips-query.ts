// The employee's own payslips and remittance receipts (staff token), and their PDFs; their remittance history
// with the authorities' receipts the employer recorded.
import {
  PAYROLL_RUN_PATHS,
  payrollRunPath,
  remittanceHistoryResponse,
  staffPayslipListResponse,
  staffPayslipResponse,
  staffRemittanceReceiptsResponse,
} from '@paydesk/contracts';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { type DownloadedFile, request, saveFile } from '@/lib/api/index.ts';
import { staffToken } from '../state/staff-session-store.ts';
import { staffKeys } from './keys.ts';
import { staffCall } from './staff-request.ts';

const PAGE_SIZE = 12;

export const useStaffPayslips = (page: number) =>
  useQuery({
    queryKey: [...staffKeys.all, 'payslips', page],
    queryFn: async () =>
      (
        await staffCall(
          { method: 'GET', path: PAYROLL_RUN_PATHS.staffPayslips, query: { page, limit: PAGE_SIZE } },
          staffPayslipListResponse,
        )
      ).data,
    placeholderData: keepPreviousData,
  });

/** One payslip with its breakdown and each statutory figure's rule (issue 28); idle while `lineId` is null. */
export const useStaffPayslip = (lineId: string | null) =>
  useQuery({
    queryKey: [...staffKeys.all, 'payslip', lineId],
    queryFn: async () =>
      (
        await staffCall(
          { method: 'GET', path: payrollRunPath(PAYROLL_RUN_PATHS.staffPayslip, { lineId: lineId! }) },
          staffPayslipResponse,
        )
      ).data,
    enabled: lineId !== null,
  });

export const useStaffReceipts = (page: number) =>
  useQuery({
    queryKey: [...staffKeys.all, 'remittance-receipts', page],
    queryFn: async () =>
      (
        await staffCall(
          {
            method: 'GET',
            path: PAYROLL_RUN_PATHS.staffRemittanceReceipts,
            query: { page, limit: PAGE_SIZE },
          },
          staffRemittanceReceiptsResponse,
        )
      ).data,
    placeholderData: keepPreviousData,
  });

/** A payslip (`lineId`) or a remittance receipt (`receiptId`) as a PDF, with the staff token. */
export const useStaffPdf = () =>
  useMutation({
    mutationFn: async (what: { lineId: string } | { receiptId: string }) => {
      const path =
        'lineId' in what
          ? payrollRunPath(PAYROLL_RUN_PATHS.staffPayslipPdf, { lineId: what.lineId })
          : payrollRunPath(PAYROLL_RUN_PATHS.staffRemittanceReceiptPdf, { receiptId: what.receiptId });
      const token = staffToken();
      const file = await request<DownloadedFile>({
        method: 'GET',
        path,
        responseType: 'file',
        ...(token ? { customToken: token } : { useLoginToken: false }),
      });
      saveFile(file, 'lineId' in what ? 'payslip.pdf' : 'remittance-receipt.pdf');
    },
  });

/** The employee's deductions month by month, remitted or not, with the authorities' receipts (issue 28). */
export const useStaffRemittances = () =>
  useQuery({
    queryKey: [...staffKeys.all, 'remittances'],
    queryFn: async () =>
      (
        await staffCall(
          { method: 'GET', path: PAYROLL_RUN_PATHS.staffRemittanceHistory },
          remittanceHistoryResponse,
        )
      ).data,
  });

/** The authority's receipt file the employer recorded for a remittance of the employee's deduction. */
export const useStaffAuthorityReceipt = () =>
  useMutation({
    mutationFn: async ({ remittanceId, name }: { remittanceId: string; name: string }) => {
      const token = staffToken();
      const file = await request<DownloadedFile>({
        method: 'GET',
        path: payrollRunPath(PAYROLL_RUN_PATHS.staffAuthorityReceiptFile, { remittanceId }),
        responseType: 'file',
        ...(token ? { customToken: token } : { useLoginToken: false }),
      });
      saveFile(file, name);
    },
  });
