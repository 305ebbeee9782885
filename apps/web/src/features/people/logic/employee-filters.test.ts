import { EMPLOYEE_SORTS } from '@paydesk/contracts';
import { describe, expect, it } from 'vitest';
import { readUrlFilters } from '@/lib/url-filters/url-filters.ts';
import { employeeColumns } from '../components/employee-columns.tsx';
import { EMPLOYEE_FILTERS, EMPLOYEE_PAGE_SIZES, EMPLOYEE_SORTABLE, serverSort } from './employee-filters.ts';

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

  it('sorts by every column with data, each a sort the server takes, and keeps a page size it offers', () => {
    for (const id of EMPLOYEE_SORTABLE)
      for (const desc of [false, true]) expect(EMPLOYEE_SORTS).toContain(serverSort({ id, desc }));
    expect(
      employeeColumns()
        .filter((column) => column.enableSorting)
        .map((column) => column.id),
    ).toEqual([...EMPLOYEE_SORTABLE]);
    const params = new URLSearchParams('sort=onDemand.asc&limit=50');
    expect(readUrlFilters(EMPLOYEE_FILTERS, params, EMPLOYEE_SORTABLE, EMPLOYEE_PAGE_SIZES)).toEqual({
      page: 1,
      sort: { id: 'onDemand', desc: false },
      limit: 50,
    });
    expect(
      readUrlFilters(
        EMPLOYEE_FILTERS,
        new URLSearchParams('limit=500'),
        EMPLOYEE_SORTABLE,
        EMPLOYEE_PAGE_SIZES,
      ),
    ).toEqual({ page: 1 });
  });
});
