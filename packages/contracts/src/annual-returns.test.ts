import { describe, expect, it } from 'vitest';
import { markAnnualReturnFiledRequest, missingTaxIdsMessage } from './annual-returns.ts';

describe('the annual return contracts', () => {
  it('names the employees without a Tax ID, the first five and then a count', () => {
    expect(missingTaxIdsMessage(['Ada Obi'])).toBe(
      'Add a Tax ID for Ada Obi before marking the return as filed',
    );
    const seven = ['A', 'B', 'C', 'D', 'E', 'F', 'G'];
    expect(missingTaxIdsMessage(seven)).toBe(
      'Add a Tax ID for A, B, C, D, E and 2 more before marking the return as filed',
    );
  });

  it('takes a year and a state to mark filed', () => {
    expect(markAnnualReturnFiledRequest.safeParse({ year: '2026', state: ' Lagos ' }).data).toEqual({
      year: 2026,
      state: 'Lagos',
    });
    expect(markAnnualReturnFiledRequest.safeParse({ year: 1999, state: '' }).success).toBe(false);
  });
});
