import { describe, expect, it } from 'vitest';
import { formatMinorAsNaira, formatNaira, minorToMajor } from './money.ts';

describe('naira amounts (spec §3 Wallet, §9)', () => {
  it('wallet amounts are minor units divided by 100', () => {
    expect(minorToMajor(123456)).toBe(1234.56);
    expect(minorToMajor(5)).toBe(0.05);
  });

  it('display with the naira sign, two decimals and comma thousands', () => {
    expect(formatNaira(1234567.5)).toBe('₦1,234,567.50');
    expect(formatNaira(0)).toBe('₦0.00');
    expect(formatNaira(-42)).toBe('-₦42.00');
  });

  it('a wallet balance in kobo displays in naira', () => {
    expect(formatMinorAsNaira(1_248_350_075)).toBe('₦12,483,500.75');
    expect(formatMinorAsNaira(null)).toBe('₦0.00');
  });

  it('in whole naira when the member chose so in Preferences (half a naira rounds up)', () => {
    expect(formatMinorAsNaira(123_450, 'rounded')).toBe('₦1,235');
    expect(formatMinorAsNaira(123_449, 'rounded')).toBe('₦1,234');
    expect(formatMinorAsNaira(1_248_350_075, 'rounded')).toBe('₦12,483,501');
    expect(formatMinorAsNaira(-5_000_00, 'rounded')).toBe('-₦5,000');
    expect(formatMinorAsNaira(123_456, 'full')).toBe('₦1,234.56');
    expect(formatMinorAsNaira(123_456, 'hidden')).toBe('₦1,234.56');
  });
});
