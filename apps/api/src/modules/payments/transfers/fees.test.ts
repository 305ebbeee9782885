import { describe, expect, it } from 'vitest';
import { feeFor, transferFee } from './fees.ts';

// The default NIP bands the migration seeds (kobo).
const NIP = [
  { upTo: 5_000_00, fee: 10_00, vatBps: 750 },
  { upTo: 50_000_00, fee: 25_00, vatBps: 750 },
  { upTo: null, fee: 50_00, vatBps: 750 },
];

describe('transfer fees', () => {
  it('charges ₦10 up to ₦5,000, ₦25 up to ₦50,000 and ₦50 above, each with 7.5% VAT', () => {
    expect(feeFor(NIP, 1)).toBe(10_75);
    expect(feeFor(NIP, 5_000_00)).toBe(10_75);
    expect(feeFor(NIP, 5_000_01)).toBe(26_88);
    expect(feeFor(NIP, 50_000_00)).toBe(26_88);
    expect(feeFor(NIP, 50_000_01)).toBe(53_75);
    expect(feeFor(NIP, 10_000_000_00)).toBe(53_75);
  });

  it('charges nothing between Paydesk wallets', () => {
    expect(transferFee(NIP, 'wallet', 1_000_000_00)).toBe(0);
    expect(transferFee(NIP, 'bank', 1_000_00)).toBe(10_75);
  });
});
