import { describe, expect, it } from 'vitest';
import { filtersFromParams, type HistoryFilters, paramsFromFilters, withFilters } from './filters.ts';

describe('transaction history filters in the URL', () => {
  it('keep valid values, drop invalid ones and an inverted range end', () => {
    const params = new URLSearchParams(
      'from=2026-03-10&to=2026-03-01&type=move_out&status=weird&walletId=not-a-uuid&search=%20diesel%20&page=3',
    );
    expect(filtersFromParams(params)).toEqual({
      from: '2026-03-10',
      type: 'move_out',
      search: 'diesel',
      page: 3,
    });
  });

  it('round-trip through the URL, and a changed filter starts at page 1', () => {
    const filters: HistoryFilters = { type: 'funding', direction: 'credit', page: 4 };
    expect(filtersFromParams(paramsFromFilters(filters))).toEqual(filters);
    expect(withFilters(filters, { type: '' })).toEqual({ direction: 'credit', page: 1 });
  });
});
