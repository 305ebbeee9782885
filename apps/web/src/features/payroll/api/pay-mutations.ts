// Paying: the salary quote for a wallet, pay salaries, retry the failed ones, pay a remittance (each with the PIN and
// one Idempotency-Key per user action), and resend payslips. The PIN dialog shows the money calls' refusals.
import {
  PAYROLL_RUN_MESSAGES,
  PAYROLL_RUN_PATHS,
  type PayRemittanceRequest,
  type PaySalaryRequest,
  payrollRunPath,
  paySalaryQuoteResponse,
  paySalaryResponse,
  type RetrySalaryRequest,
  resendPayslipsResponse,
} from '@paydesk/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { showToast } from '@/components/toast.tsx';
import { WALLET_ACCOUNTS_KEY } from '@/components/wallet-accounts/accounts-query.ts';
import { createActionKeys } from '@/lib/api/idempotency.ts';
import { parseResponse, request } from '@/lib/api/index.ts';
import { payrollKeys } from './keys.ts';

export const useSalaryQuote = (id: string, walletId: string | null) =>
  useQuery({
    queryKey: payrollKeys.quote(id, walletId),
    queryFn: async () =>
      parseResponse(
        paySalaryQuoteResponse,
        await request({
          method: 'GET',
          path: payrollRunPath(PAYROLL_RUN_PATHS.paySalary, { id }),
          query: walletId ? { sourceWalletId: walletId } : {},
        }),
      ).data,
    meta: { silent: true },
  });

/** What a money call became: sent, or (salaries under a workflow) an approval request with nothing sent yet. */
export type MoneyAnswer = { gated: false } | { gated: true; requestId: string; message: string };

function readAnswer(payload: unknown): MoneyAnswer {
  const parsed = paySalaryResponse.safeParse(payload);
  if (parsed.success && 'requestId' in parsed.data.data)
    return {
      gated: true,
      requestId: parsed.data.data.requestId,
      message: parsed.data.message || PAYROLL_RUN_MESSAGES.sentForApproval,
    };
  return { gated: false };
}

function useMoneyCall<B extends { pin: string }>(path: string, success: string) {
  const queryClient = useQueryClient();
  const [keys] = useState(createActionKeys);
  return useMutation({
    mutationFn: async (body: B): Promise<MoneyAnswer> => {
      const { pin: _pin, ...action } = body;
      return readAnswer(
        await request({ method: 'POST', path, body, headers: { 'Idempotency-Key': keys.keyFor(action) } }),
      );
    },
    onSuccess: async (answer) => {
      keys.finished();
      showToast(
        answer.gated ? { kind: 'info', message: answer.message } : { kind: 'success', message: success },
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: payrollKeys.all }),
        queryClient.invalidateQueries({ queryKey: WALLET_ACCOUNTS_KEY }),
      ]);
    },
    meta: { silent: true },
  });
}

export const usePaySalaries = (id: string) =>
  useMoneyCall<PaySalaryRequest>(
    payrollRunPath(PAYROLL_RUN_PATHS.paySalary, { id }),
    PAYROLL_RUN_MESSAGES.paymentStarted,
  );

export const useRetrySalaries = (id: string) =>
  useMoneyCall<RetrySalaryRequest & { pin: string }>(
    payrollRunPath(PAYROLL_RUN_PATHS.retrySalary, { id }),
    PAYROLL_RUN_MESSAGES.retryStarted,
  );

export const usePayRemittance = (id: string, remittanceId: string) =>
  useMoneyCall<PayRemittanceRequest>(
    payrollRunPath(PAYROLL_RUN_PATHS.payRemittance, { id, remittanceId }),
    PAYROLL_RUN_MESSAGES.remittancePaid,
  );

export const useResendPayslips = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (lineId: string | null) =>
      parseResponse(
        resendPayslipsResponse,
        await request({
          method: 'POST',
          path: lineId
            ? payrollRunPath(PAYROLL_RUN_PATHS.resendPayslip, { id, lineId })
            : payrollRunPath(PAYROLL_RUN_PATHS.resendPayslips, { id }),
        }),
      ).data,
    onSuccess: async (_result, lineId) => {
      showToast({
        kind: 'success',
        message: lineId ? PAYROLL_RUN_MESSAGES.payslipSent : PAYROLL_RUN_MESSAGES.payslipsSent,
      });
      await queryClient.invalidateQueries({ queryKey: payrollKeys.run(id) });
    },
  });
};
