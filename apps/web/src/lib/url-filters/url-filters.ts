// List filters kept in the URL, typed by a zod object schema: read (invalid values dropped), written, patched.
import type { z } from 'zod';

/** A zod object whose fields each parse one search-param string (optional enums, uuids, dates, text). */
export type FilterSchema = z.ZodObject<Record<string, z.ZodType<string | undefined, string | undefined>>>;

export interface SortState {
  id: string;
  desc: boolean;
}

/** The filters a schema allows, each optional, plus the page (from 1), an optional sort and page size. */
export type UrlFilters<S extends FilterSchema> = Partial<{
  [K in keyof z.infer<S>]: NonNullable<z.infer<S>[K]>;
}> & {
  page: number;
  sort?: SortState;
  /** The page size the user chose, one of the list's own (a list without a choice never has one). */
  limit?: number;
};

export type FilterPatch<S extends FilterSchema> = Partial<{
  [K in keyof z.infer<S>]: string | null | undefined;
}>;

const fieldsOf = (schema: FilterSchema) => Object.keys(schema.shape);

/** Reads the filters from search params. A value the schema refuses is dropped, never sent; so is a field a
 *  whole-object rule names (an inverted date range keeps its start and drops its end), a sort not in `sortable`
 *  and a page size not in `pageSizes`. */
export function readUrlFilters<S extends FilterSchema>(
  schema: S,
  params: URLSearchParams,
  sortable: readonly string[] = [],
  pageSizes: readonly number[] = [],
): UrlFilters<S> {
  const values: Record<string, string> = {};
  for (const field of fieldsOf(schema)) {
    const raw = params.get(field)?.trim();
    if (!raw) continue;
    const parsed = schema.shape[field]?.safeParse(raw);
    if (parsed?.success && parsed.data) values[field] = parsed.data;
  }
  const whole = schema.safeParse(values);
  if (!whole.success) for (const issue of whole.error.issues) delete values[String(issue.path[0])];
  const filters = { ...values, page: 1 } as UrlFilters<S>;
  const page = Number(params.get('page'));
  if (Number.isInteger(page) && page > 1) filters.page = page;
  const [id, direction] = (params.get('sort') ?? '').split('.');
  if (id && sortable.includes(id) && (direction === 'asc' || direction === 'desc'))
    filters.sort = { id, desc: direction === 'desc' };
  const limit = Number(params.get('limit'));
  if (pageSizes.includes(limit)) filters.limit = limit;
  return filters;
}

/** Writes only what is set, in the schema's order; page only past 1; then sort and page size. */
export function writeUrlFilters<S extends FilterSchema>(schema: S, filters: UrlFilters<S>): URLSearchParams {
  const params = new URLSearchParams();
  const record = filters as Record<string, unknown>;
  for (const field of fieldsOf(schema)) {
    const value = record[field];
    if (typeof value === 'string' && value) params.set(field, value);
  }
  if (filters.page > 1) params.set('page', String(filters.page));
  if (filters.sort) params.set('sort', `${filters.sort.id}.${filters.sort.desc ? 'desc' : 'asc'}`);
  if (filters.limit) params.set('limit', String(filters.limit));
  return params;
}

/** Changing a filter starts again at page 1; an emptied field is removed. */
export function patchUrlFilters<F extends { page: number }>(
  filters: F,
  patch: Readonly<Record<string, string | null | undefined>>,
): F {
  const next: Record<string, unknown> = { ...filters, ...patch, page: 1 };
  for (const [key, value] of Object.entries(next)) if (value === '' || value == null) delete next[key];
  return next as F;
}

/** The filter fields only (no page, no sort): what a list and its export both send. */
export function filterFields<S extends FilterSchema>(
  schema: S,
  filters: UrlFilters<S>,
): Record<string, string> {
  const query: Record<string, string> = {};
  const record = filters as Record<string, unknown>;
  for (const field of fieldsOf(schema)) {
    const value = record[field];
    if (typeof value === 'string' && value) query[field] = value;
  }
  return query;
}

export const hasUrlFilters = <S extends FilterSchema>(schema: S, filters: UrlFilters<S>) =>
  Object.keys(filterFields(schema, filters)).length > 0;
