import { describe, expect, it } from 'vitest';
import { otherDateShapes } from './date-shapes.ts';

describe('the scan for date shapes other than the one rule', () => {
  it("passes the app's own format and what only looks like a date", () => {
    for (const good of [
      '28 Nov 2026',
      '28 Nov 2026, 07:01',
      'Nov 2026',
      'INV-2026-000123',
      'LIRS-2026-0042',
      '₦1,234.56',
      '1 Dec 2026',
      'due by 31 January of the next year',
    ])
      expect(otherDateShapes(good), good).toEqual([]);
  });

  it('finds every other shape, naming it with the text around it', () => {
    for (const bad of [
      '28/11/2026',
      '11/28/26',
      '2026-12-01',
      'Period 2026-11',
      'Tue, 01 Dec 2026 06:01:49 GMT',
      '06:01 UTC',
      'Nov 28, 2026',
      '7:01 AM',
      '07:01:49',
      '01 Dec 2026',
      'Sept 2026',
      'September 2026',
    ])
      expect(otherDateShapes(bad), bad).not.toEqual([]);
    expect(otherDateShapes('Paid on 2026-12-01 by transfer')).toEqual([
      'ISO day (2026-12-01): "…Paid on 2026-12-01 by transf…"',
    ]);
  });
});
