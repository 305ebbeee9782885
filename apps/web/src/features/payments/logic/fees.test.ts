import { describe, expect, it } from 'vitest';
import { feeOf } from './fees.ts';

const schedule = {
  bands: [
    { upTo: 500_000, fee: 1_000 },
    { upTo: 5_000_000, fee: 2_500 },
    { upTo: null, fee: 5_000 },
  ],
  vatBps: 750,
  walletTransferFee: 0,
  quote: null,
};

describe('feeOf (a summary shows the fee the server charges)', () => {
  it('takes the band the amount falls in, plus 7.5% VAT rounded to the kobo', () => {
    expect(feeOf(schedule, 500_000)).toBe(1_075);
    expect(feeOf(schedule, 500_001)).toBe(2_688); // 2,500 + 187.5 → 188
    expect(feeOf(schedule, 900_000_000)).toBe(5_375);
  });
  it('charges the wallet fee for another Paydesk wallet', () => {
    expect(feeOf(schedule, 900_000_000, true)).toBe(0);
  });
});
