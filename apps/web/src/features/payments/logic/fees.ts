// A bank transfer's fee from the schedule the API publishes: the band's fee plus VAT on it, rounded to the kobo —
// the same rule the server charges by, so a summary's total matches the debit.
import type { FeeSchedule } from '@paydesk/contracts';

export function feeOf(schedule: FeeSchedule, amount: number, toWallet = false): number {
  if (toWallet) return schedule.walletTransferFee;
  const band = schedule.bands.find((b) => b.upTo === null || amount <= b.upTo) ?? schedule.bands.at(-1);
  if (!band) return 0;
  return band.fee + Math.round((band.fee * schedule.vatBps) / 10_000);
}
