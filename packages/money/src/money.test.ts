import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocate, formatKobo, formatNaira, minorToMajor, parseNaira, percentOf } from './index.ts';

describe('naira formatting (spec §9: naira sign, two decimals, comma thousands)', () => {
  it('formats naira with the sign, two decimals and comma thousands', () => {
    expect(formatNaira(1234567.5)).toBe('₦1,234,567.50');
    expect(formatNaira(0)).toBe('₦0.00');
    expect(formatNaira(-12.3)).toBe('-₦12.30');
  });
  it('formats kobo exactly, even past float precision of naira', () => {
    expect(formatKobo(123456)).toBe('₦1,234.56');
    expect(formatKobo(5)).toBe('₦0.05');
    expect(formatKobo(-100)).toBe('-₦1.00');
    expect(formatKobo(900719925474099)).toBe('₦9,007,199,254,740.99');
  });
  it('divides minor units by 100 for display (wallet amounts)', () => {
    expect(minorToMajor(250075)).toBe(2500.75);
  });
});

describe('parseNaira', () => {
  it('reads typed amounts into kobo without float error', () => {
    expect(parseNaira('1,234.5')).toBe(123450);
    expect(parseNaira('₦ 0.29')).toBe(29);
    expect(parseNaira('19.99')).toBe(1999);
    expect(parseNaira('1.234')).toBeNull();
    expect(parseNaira('abc')).toBeNull();
  });
});

describe('allocate (splitting never creates or loses a kobo)', () => {
  it('splits 100 kobo three ways as 34/33/33', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
  });
  it('keeps the sum for any total and weights', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e12, max: 1e12 }),
        fc
          .array(fc.integer({ min: 0, max: 1000 }), { minLength: 1, maxLength: 20 })
          .filter((w) => w.some((x) => x > 0)),
        (total, weights) => {
          const parts = allocate(total, weights);
          expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
          expect(parts.every(Number.isSafeInteger)).toBe(true);
        },
      ),
    );
  });
});

describe('percentOf', () => {
  it('rounds half away from zero to the kobo', () => {
    expect(percentOf(1000, 750)).toBe(75);
    expect(percentOf(15, 5000)).toBe(8);
    expect(percentOf(-15, 5000)).toBe(-8);
  });
});
