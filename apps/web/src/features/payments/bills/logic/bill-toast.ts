// Spec §8's toast rules for purchases: airtime and data toast the error only when status is 'failed', electricity
// when status is 'failed', cable when error is true — each category's `failureToast` in the catalogue. Answers the
// message to toast, or null.
import { BILL_CATEGORY, type BillCategory, type BillPayment } from '@paydesk/contracts';

const FALLBACK = 'An error occurred';

export function purchaseFailureToast(
  category: BillCategory,
  bill: Pick<BillPayment, 'status' | 'error' | 'failureReason'>,
): string | null {
  const failed =
    BILL_CATEGORY[category].failureToast === 'error' ? bill.error === true : bill.status === 'failed';
  return failed ? (bill.failureReason ?? FALLBACK) : null;
}
