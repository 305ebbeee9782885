import { describe, expect, it } from 'vitest';
import { filtersFromParams, paramsFromFilters } from './member-filters.ts';

describe('members filters in the URL', () => {
  it('reads search, status and page, ignoring junk', () => {
    expect(filtersFromParams(new URLSearchParams('search=ada&status=invited&page=3'))).toEqual({
      search: 'ada',
      status: 'invited',
      page: 3,
    });
    expect(filtersFromParams(new URLSearchParams('status=boss&page=-2'))).toEqual({
      search: '',
      status: null,
      page: 1,
    });
  });
  it('writes only what is set', () => {
    expect(paramsFromFilters({ search: '', status: null, page: 1 }).toString()).toBe('');
    expect(paramsFromFilters({ search: 'ada', status: 'disabled', page: 2 }).toString()).toBe(
      'search=ada&status=disabled&page=2',
    );
  });
});
