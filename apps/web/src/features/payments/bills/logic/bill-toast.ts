// Spec §8's toast rules for purchases: airtime and data toast the error only when status is 'failed', electricity
// when status is 'failed', cable when error is true. Answers the message to toast, or null.
import type { BillCategory, BillPayment } from '@paydesk/contracts';

const FALLBACK = 'An error occurred';

export function purchaseFailureToast(
  category: BillCategory,
  bill: Pick<BillPayment, 'status' | 'error' | 'failureReason'>,
): string | null {
  const failed = category === 'cable-tv' ? bill.error === true : bill.status === 'failed';
  return failed ? (bill.failureReason ?? FALLBACK) : null;
}

/** 12345678901234567890 → 1234-5678-9012-3456-7890, as meters and receipts show a token. */
export const groupedToken = (token: string) => token.replace(/(\d{4})(?=\d)/g, '$1-');

/** Spec §3: a CSV's column names are lower-cased on their first letter. */
export function csvTemplate(columns: readonly string[], example: string[]): string {
  return `${columns.join(',')}\n${example.join(',')}\n`;
}
