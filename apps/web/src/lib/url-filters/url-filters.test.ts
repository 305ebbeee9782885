import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  filterFields,
  hasUrlFilters,
  patchUrlFilters,
  readUrlFilters,
  writeUrlFilters,
} from './url-filters.ts';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const schema = z
  .object({
    status: z.enum(['open', 'closed']).optional(),
    from: day.optional(),
    to: day.optional(),
    search: z.string().trim().max(20).optional(),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, { path: ['to'] });

describe('useUrlFilters: list filters in the URL, typed by a zod schema', () => {
  it('keeps valid values, drops refused ones and the end of an inverted range, and reads page and sort', () => {
    const params = new URLSearchParams(
      'status=weird&from=2026-03-10&to=2026-03-01&search=%20ada%20&page=3&sort=createdAt.asc',
    );
    expect(readUrlFilters(schema, params, ['createdAt'])).toEqual({
      from: '2026-03-10',
      search: 'ada',
      page: 3,
      sort: { id: 'createdAt', desc: false },
    });
    expect(readUrlFilters(schema, new URLSearchParams('page=-1&sort=secret.desc'), ['createdAt'])).toEqual({
      page: 1,
    });
  });

  it('writes only what is set in the schema order, and the round trip is lossless', () => {
    const filters = { search: 'tunde', status: 'open' as const, page: 2, sort: { id: 'amount', desc: true } };
    const params = writeUrlFilters(schema, filters);
    expect(params.toString()).toBe('status=open&search=tunde&page=2&sort=amount.desc');
    expect(readUrlFilters(schema, params, ['amount'])).toEqual(filters);
    expect(writeUrlFilters(schema, { page: 1 }).toString()).toBe('');
  });

  it('reads and writes a page size only among the list’s own, and keeps it through a filter change', () => {
    const sizes = [10, 25, 50];
    expect(readUrlFilters(schema, new URLSearchParams('limit=50&page=2'), [], sizes)).toEqual({
      page: 2,
      limit: 50,
    });
    for (const refused of ['limit=40', 'limit=abc', 'limit=', 'limit=1e9'])
      expect(readUrlFilters(schema, new URLSearchParams(refused), [], sizes), refused).toEqual({ page: 1 });
    expect(readUrlFilters(schema, new URLSearchParams('limit=50'))).toEqual({ page: 1 });
    const filters = { status: 'open' as const, page: 1, sort: { id: 'amount', desc: false }, limit: 10 };
    const params = writeUrlFilters(schema, filters);
    expect(params.toString()).toBe('status=open&sort=amount.asc&limit=10');
    expect(readUrlFilters(schema, params, ['amount'], sizes)).toEqual(filters);
    expect(patchUrlFilters({ ...filters, page: 3 }, { search: 'x' })).toMatchObject({ page: 1, limit: 10 });
    expect(filterFields(schema, filters)).toEqual({ status: 'open' });
  });

  it('a changed filter starts at page 1, an emptied one is removed, and only filter fields are sent', () => {
    expect(patchUrlFilters({ status: 'open', page: 4 }, { search: 'x', status: '' })).toEqual({
      search: 'x',
      page: 1,
    });
    expect(filterFields(schema, { from: '2026-01-01', page: 7 })).toEqual({ from: '2026-01-01' });
    expect(hasUrlFilters(schema, { page: 3 })).toBe(false);
    expect(hasUrlFilters(schema, { search: 'x', page: 1 })).toBe(true);
  });
});
