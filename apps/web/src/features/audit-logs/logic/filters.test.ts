import { describe, expect, it } from 'vitest';
import { actionLabel } from './action-label.ts';
import {
  filterQuery,
  filtersFromParams,
  hasActiveFilters,
  paramsFromFilters,
  withFilters,
} from './filters.ts';

const ACTOR = '3f2b8a9e-1c4d-4e5f-8a6b-7c8d9e0f1a2b';

describe('audit log filters kept in the URL', () => {
  it('reads member, action, outcome, date range, search and page from the search params', () => {
    const params = new URLSearchParams(
      `actorId=${ACTOR}&action=auth.login&outcome=failure&from=2026-01-01&to=2026-01-31&search=ikeja&page=3`,
    );
    expect(filtersFromParams(params)).toEqual({
      actorId: ACTOR,
      action: 'auth.login',
      outcome: 'failure',
      from: '2026-01-01',
      to: '2026-01-31',
      search: 'ikeja',
      page: 3,
    });
  });

  it('drops values the server would refuse: a member id that is not a uuid, an unknown outcome, bad dates, an inverted range', () => {
    const params = new URLSearchParams('actorId=bob&outcome=maybe&from=01/02/2026&page=-2');
    expect(filtersFromParams(params)).toEqual({ page: 1 });
    expect(filtersFromParams(new URLSearchParams('from=2026-02-01&to=2026-01-01'))).toEqual({
      from: '2026-02-01',
      page: 1,
    });
  });

  it('writes only what is set, and page only past 1; the round trip is lossless', () => {
    const filters = { action: 'auth.logout', search: 'tunde', page: 2 };
    expect(paramsFromFilters(filters).toString()).toBe('action=auth.logout&search=tunde&page=2');
    expect(filtersFromParams(paramsFromFilters(filters))).toEqual(filters);
    expect(paramsFromFilters({ page: 1 }).toString()).toBe('');
  });

  it('changing a filter starts again at page 1 and clears emptied fields', () => {
    expect(withFilters({ action: 'auth.login', page: 4 }, { outcome: 'success' })).toEqual({
      action: 'auth.login',
      outcome: 'success',
      page: 1,
    });
    expect(withFilters({ action: 'auth.login', page: 2 }, { action: '' })).toEqual({ page: 1 });
    expect(hasActiveFilters({ page: 5 })).toBe(false);
    expect(hasActiveFilters({ search: 'x', page: 1 })).toBe(true);
  });

  it('the list and the export send the same filters', () => {
    expect(filterQuery({ from: '2026-01-01', page: 7 })).toEqual({ from: '2026-01-01' });
  });
});

describe('audit action labels', () => {
  it('names known actions in words and spells out the rest', () => {
    expect(actionLabel('auth.login')).toBe('Logged in');
    expect(actionLabel('auth.login.code-sent')).toBe('Login code sent');
    expect(actionLabel('payroll.run.approve')).toBe('Payroll approved');
    expect(actionLabel('reports.export.start')).toBe('Reports · export · start');
  });
});
