import { describe, expect, it } from 'vitest';
import { koboToInput, limitFromInput, nairaToKobo } from './amounts.ts';

describe('amounts typed in naira', () => {
  it('become kobo without float errors, and kobo goes back to the field', () => {
    expect(nairaToKobo('1,234.5')).toBe(123_450);
    expect(nairaToKobo('0.1')).toBe(10);
    expect(nairaToKobo('19.99')).toBe(1_999);
    expect(nairaToKobo('-5')).toBeNull();
    expect(nairaToKobo('0')).toBeNull();
    expect(nairaToKobo('1.234')).toBeNull();
    expect(koboToInput(123_450)).toBe('1234.50');
    expect(koboToInput(null)).toBe('');
  });

  it('an empty limit is no limit', () => {
    expect(limitFromInput('')).toBeNull();
    expect(limitFromInput('50,000')).toBe(5_000_000);
    expect(limitFromInput('abc')).toBe('invalid');
  });
});
