// The transaction history's filters live in the URL, so a filtered view can be shared, bookmarked and survives a
// reload. Values that are not valid are dropped, never sent.
import { transactionFilters } from '@paydesk/contracts';

export interface HistoryFilters {
  from?: string;
  to?: string;
  type?: string;
  status?: string;
  direction?: string;
  walletId?: string;
  search?: string;
  page: number;
}

export const FILTER_FIELDS = ['from', 'to', 'type', 'status', 'direction', 'walletId', 'search'] as const;
type FilterField = (typeof FILTER_FIELDS)[number];

function valid(field: FilterField, value: string): boolean {
  return transactionFilters.safeParse({ [field]: value }).success;
}

export function filtersFromParams(params: URLSearchParams): HistoryFilters {
  const filters: HistoryFilters = { page: 1 };
  for (const field of FILTER_FIELDS) {
    const value = params.get(field)?.trim();
    if (value && valid(field, value)) filters[field] = value;
  }
  if (filters.from && filters.to && filters.from > filters.to) delete filters.to;
  const page = Number(params.get('page'));
  if (Number.isInteger(page) && page > 1) filters.page = page;
  return filters;
}

export function paramsFromFilters(filters: HistoryFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const field of FILTER_FIELDS) {
    const value = filters[field];
    if (value) params.set(field, value);
  }
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** Changing any filter starts again at page 1. */
export function withFilters(
  filters: HistoryFilters,
  patch: Partial<Omit<HistoryFilters, 'page'>>,
): HistoryFilters {
  const next: HistoryFilters = { ...filters, ...patch, page: 1 };
  for (const field of FILTER_FIELDS) if (!next[field]) delete next[field];
  return next;
}

export const hasActiveFilters = (filters: HistoryFilters) => FILTER_FIELDS.some((f) => Boolean(filters[f]));

export function filterQuery(filters: HistoryFilters): Record<string, string> {
  const query: Record<string, string> = {};
  for (const field of FILTER_FIELDS) {
    const value = filters[field];
    if (value) query[field] = value;
  }
  return query;
}
