// The transaction history's filters in the URL, typed by the contract's schema through the list kit; invalid values
// are dropped, never sent.
import { transactionFilters } from '@paydesk/contracts';
import {
  filterFields,
  patchUrlFilters,
  readUrlFilters,
  type UrlFilters,
  writeUrlFilters,
} from '@/lib/url-filters/url-filters.ts';

export const HISTORY_FILTERS = transactionFilters;
export type HistoryFilters = UrlFilters<typeof transactionFilters>;

export const filtersFromParams = (params: URLSearchParams) => readUrlFilters(transactionFilters, params);
export const paramsFromFilters = (filters: HistoryFilters) => writeUrlFilters(transactionFilters, filters);
/** Changing any filter starts again at page 1. */
export const withFilters = patchUrlFilters<HistoryFilters>;
export const filterQuery = (filters: HistoryFilters) => filterFields(transactionFilters, filters);
