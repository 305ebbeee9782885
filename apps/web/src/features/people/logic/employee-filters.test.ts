import { describe, expect, it } from 'vitest';
import { readUrlFilters } from '../../../lib/url-filters/url-filters.ts';
import { EMPLOYEE_FILTERS, EMPLOYEE_SORTABLE, serverSort } from './employee-filters.ts';

describe('the employees list: filters in the URL (status, group, department, on-demand state) and sorting', () => {
  it('reads the filters the server knows and drops the rest', () => {
    const params = new URLSearchParams(
      'status=disabled&group=3f6c1a52-8d4e-4b7a-9c21-5e0d7b9a4f10&department=Kitchen&onDemand=not-invited&sort=name.desc',
    );
    expect(readUrlFilters(EMPLOYEE_FILTERS, params, EMPLOYEE_SORTABLE)).toEqual({
      status: 'disabled',
      group: '3f6c1a52-8d4e-4b7a-9c21-5e0d7b9a4f10',
      department: 'Kitchen',
      onDemand: 'not-invited',
      page: 1,
      sort: { id: 'name', desc: true },
    });
    expect(
      readUrlFilters(EMPLOYEE_FILTERS, new URLSearchParams('status=fired&group=x'), EMPLOYEE_SORTABLE),
    ).toEqual({
      page: 1,
    });
  });

  it('asks the server for "-name" when sorted by name descending, "staffId" ascending', () => {
    expect(serverSort({ id: 'name', desc: true })).toBe('-name');
    expect(serverSort({ id: 'staffId', desc: false })).toBe('staffId');
    expect(serverSort(undefined)).toBeUndefined();
  });
});
