// Transfer fees from the configurable schedule (transfer_fee_bands; the platform's NIP bands unless the business has
// its own): the band's fee plus VAT on it, rounded half up to the kobo. Transfers between Paydesk wallets are free.
import type { FeeSchedule } from '@paydesk/contracts';
import type { Executor } from '@paydesk/db';
import { feeBandRows } from './fees.queries.ts';

export interface FeeBand {
  upTo: number | null;
  fee: number;
  vatBps: number;
}

export const WALLET_TRANSFER_FEE = 0;

/** The schedule of a business: its own bands when it has any, else the platform's. */
export async function feeBandsOf(db: Executor, companyId: string): Promise<FeeBand[]> {
  const rows = await feeBandRows(db, companyId);
  const own = rows.filter((r) => r.companyId === companyId);
  const bands = (own.length ? own : rows.filter((r) => r.companyId === null)).map((r) => ({
    upTo: r.upTo,
    fee: r.fee,
    vatBps: r.vatBps,
  }));
  // Open-ended band last.
  return [...bands.filter((b) => b.upTo !== null), ...bands.filter((b) => b.upTo === null)];
}

/** The fee of a bank transfer of `amount` kobo, VAT included. */
export function feeFor(bands: FeeBand[], amount: number): number {
  const band = bands.find((b) => b.upTo === null || amount <= b.upTo) ?? bands[bands.length - 1];
  if (!band) return 0;
  return band.fee + Math.round((band.fee * band.vatBps) / 10_000);
}

export function transferFee(bands: FeeBand[], channel: 'bank' | 'wallet', amount: number): number {
  return channel === 'wallet' ? WALLET_TRANSFER_FEE : feeFor(bands, amount);
}

export function scheduleView(bands: FeeBand[], amount?: number): FeeSchedule {
  return {
    bands: bands.map((b) => ({ upTo: b.upTo, fee: b.fee })),
    vatBps: bands[0]?.vatBps ?? 0,
    walletTransferFee: WALLET_TRANSFER_FEE,
    quote: amount ? { amount, fee: feeFor(bands, amount) } : null,
  };
}
