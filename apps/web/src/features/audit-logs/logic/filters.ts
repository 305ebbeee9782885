// The audit log filters live in the URL (architecture: filters in the URL), so a filtered view can be shared,
// bookmarked and survives a reload. Values that are not valid are dropped, never sent.
import { auditLogFilters } from '@paydesk/contracts';

export interface AuditFilters {
  actorId?: string;
  action?: string;
  outcome?: 'success' | 'failure';
  from?: string;
  to?: string;
  search?: string;
  page: number;
}

const FILTER_FIELDS = ['actorId', 'action', 'outcome', 'from', 'to', 'search'] as const;
type FilterField = (typeof FILTER_FIELDS)[number];

const validField = (field: FilterField, value: string) =>
  auditLogFilters.shape[field].safeParse(value).success;

export function filtersFromParams(params: URLSearchParams): AuditFilters {
  const filters: AuditFilters = { page: 1 };
  for (const field of FILTER_FIELDS) {
    const value = params.get(field)?.trim();
    if (value && validField(field, value)) (filters as unknown as Record<string, string>)[field] = value;
  }
  // An inverted range is not a question the server can answer: keep the start, drop the end.
  if (filters.from && filters.to && filters.from > filters.to) delete filters.to;
  const page = Number(params.get('page'));
  if (Number.isInteger(page) && page > 1) filters.page = page;
  return filters;
}

export function paramsFromFilters(filters: AuditFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const field of FILTER_FIELDS) {
    const value = filters[field];
    if (value) params.set(field, value);
  }
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** Changing any filter starts again at page 1. */
export function withFilters(filters: AuditFilters, patch: Partial<Omit<AuditFilters, 'page'>>): AuditFilters {
  const next: AuditFilters = { ...filters, ...patch, page: 1 };
  for (const field of FILTER_FIELDS) if (!next[field]) delete next[field];
  return next;
}

export const hasActiveFilters = (filters: AuditFilters) =>
  FILTER_FIELDS.some((field) => Boolean(filters[field]));

/** The query the list and the export send: the filters, and for the list the page. */
export function filterQuery(filters: AuditFilters): Record<string, string> {
  const query: Record<string, string> = {};
  for (const field of FILTER_FIELDS) {
    const value = filters[field];
    if (value) query[field] = value;
  }
  return query;
}
