import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidNuban, makeNuban, nubanCheckDigit } from './nuban.ts';

describe('NUBAN virtual account numbers', () => {
  it('computes the CBN check digit over the bank code and serial with weights 3, 7, 3', () => {
    // Bank code 058: 0·3 + 5·7 + 8·3 = 59 → check digit 1; the 3-digit code is the 6-digit 000058.
    expect(nubanCheckDigit('058', '000000000')).toBe(1);
    // Serial 000000001 adds 1 × 3: 62 → 8.
    expect(nubanCheckDigit('058', '000000001')).toBe(8);
    expect(nubanCheckDigit('000058', '000000000')).toBe(1);
    expect(makeNuban('999999', 100000001)).toMatch(/^100000001\d$/);
  });

  it('every number it makes is valid, and any single mistyped digit is caught', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 999_999_999 }),
        fc.integer({ min: 0, max: 9 }),
        fc.integer({ min: 1, max: 9 }),
        (serial, position, shift) => {
          const nuban = makeNuban('999999', serial);
          expect(isValidNuban('999999', nuban)).toBe(true);
          const digits = [...nuban];
          digits[position] = String((Number(digits[position]) + shift) % 10);
          expect(isValidNuban('999999', digits.join(''))).toBe(false);
        },
      ),
    );
  });

  it('refuses malformed numbers and codes', () => {
    expect(isValidNuban('999999', '12345')).toBe(false);
    expect(() => nubanCheckDigit('12', '000000001')).toThrow(/3 or 6 digits/);
  });
});
