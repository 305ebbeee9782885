// The lines of a multiple transfer form: what each holds, whether it can be sent, and the totals with fees.
import { type Bank, type Beneficiary, duplicateTransfers, type FeeSchedule } from '@paydesk/contracts';
import { parseNaira } from '@paydesk/money';
import { bankLabel } from '@/components/banks/bank-select.ts';
import { feeOf } from './fees.ts';

export interface TransferLine {
  key: string;
  beneficiaryId: string;
  bankCode: string;
  accountNumber: string;
  /** The bank's name for the account once name enquiry answered. */
  accountName: string | null;
  amountText: string;
  narration: string;
}

let next = 0;
export const emptyLine = (): TransferLine => ({
  key: `line-${++next}`,
  beneficiaryId: '',
  bankCode: '',
  accountNumber: '',
  accountName: null,
  amountText: '',
  narration: '',
});

export function lineAmount(line: TransferLine): number | null {
  const kobo = parseNaira(line.amountText.trim());
  return kobo !== null && kobo > 0 ? kobo : null;
}

export const lineReady = (line: TransferLine) =>
  lineAmount(line) !== null && Boolean(line.beneficiaryId || line.accountName);

export function lineTotals(
  lines: TransferLine[],
  schedule: FeeSchedule | undefined,
  beneficiaries: Beneficiary[],
) {
  let amount = 0;
  let fees = 0;
  for (const line of lines) {
    const kobo = lineAmount(line);
    if (kobo === null) continue;
    amount += kobo;
    const toWallet = beneficiaries.find((b) => b._id === line.beneficiaryId)?.isPaydeskWallet ?? false;
    if (schedule) fees += feeOf(schedule, kobo, toWallet);
  }
  return { count: lines.length, amount, fees, total: amount + fees };
}

/** Who a line pays, as the confirmation names it: the account's name, its bank and number. */
export function lineRecipient(
  line: TransferLine,
  beneficiaries: Beneficiary[],
  banks: readonly Bank[] | undefined,
) {
  const saved = beneficiaries.find((b) => b._id === line.beneficiaryId);
  if (saved)
    return {
      name: saved.accountName,
      bank: bankLabel(banks, saved.bankCode, saved.bankName),
      number: saved.accountNumber,
    };
  return { name: line.accountName ?? '', bank: bankLabel(banks, line.bankCode), number: line.accountNumber };
}

/** The request's lines: a beneficiary, or the bank and account. */
export const requestLines = (lines: TransferLine[]) =>
  lines.map((line) => ({
    ...(line.beneficiaryId
      ? { beneficiaryId: line.beneficiaryId }
      : { bankCode: line.bankCode, accountNumber: line.accountNumber }),
    amount: lineAmount(line) ?? 0,
    narration: line.narration,
  }));

/**
 * For each line, the index of the first earlier line it repeats exactly (the same account — a beneficiary's
 * included —, amount and narration, the form's narration standing in for an empty one), or null; as the server
 * counts them.
 */
export function lineDuplicates(lines: TransferLine[], beneficiaries: Beneficiary[], formNarration: string) {
  return duplicateTransfers(
    lines.map((line) => {
      const saved = beneficiaries.find((b) => b._id === line.beneficiaryId);
      return {
        bankCode: saved?.bankCode ?? line.bankCode,
        accountNumber: saved?.accountNumber ?? line.accountNumber,
        amount: lineAmount(line) ?? 0,
        narration: line.narration.trim() || formNarration.trim(),
      };
    }),
  );
}
