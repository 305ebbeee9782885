// The audit log's filters in the URL, typed by the contract's schema through the list kit; invalid values are dropped.
import { auditLogFilters } from '@paydesk/contracts';
import {
  filterFields,
  hasUrlFilters,
  patchUrlFilters,
  readUrlFilters,
  type UrlFilters,
  writeUrlFilters,
} from '@/lib/url-filters/url-filters.ts';

export const AUDIT_FILTERS = auditLogFilters;
export type AuditFilters = UrlFilters<typeof auditLogFilters>;

export const filtersFromParams = (params: URLSearchParams) => readUrlFilters(auditLogFilters, params);
export const paramsFromFilters = (filters: AuditFilters) => writeUrlFilters(auditLogFilters, filters);
/** Changing any filter starts again at page 1. */
export const withFilters = patchUrlFilters<AuditFilters>;
export const hasActiveFilters = (filters: AuditFilters) => hasUrlFilters(auditLogFilters, filters);
/** The query the list and the export send: the filters, and for the list the page. */
export const filterQuery = (filters: AuditFilters) => filterFields(auditLogFilters, filters);
