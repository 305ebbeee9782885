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
