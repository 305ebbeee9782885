// The dashboard's tab and filters in the URL, typed by the contract's enums through the list kit; an unknown value
// is dropped. The tab is a filter like the others, so a link to "awaiting me, pending transfers" is shareable.
import {
  APPROVAL_ACTIONS,
  APPROVAL_STATUSES,
  APPROVAL_TABS,
  type ApprovalTab,
  calendarDate,
  dateRangeInOrder,
  dateRangeOrder,
} from '@paydesk/contracts';
import { z } from 'zod';
import { filterFields, type UrlFilters } from '@/lib/url-filters/url-filters.ts';

export const REQUEST_FILTERS = z
  .object({
    tab: z.enum(APPROVAL_TABS).optional(),
    status: z.enum(APPROVAL_STATUSES).optional(),
    action: z.enum(APPROVAL_ACTIONS).optional(),
    from: calendarDate.optional(),
    to: calendarDate.optional(),
  })
  .refine(dateRangeInOrder, dateRangeOrder);

export type RequestFilters = UrlFilters<typeof REQUEST_FILTERS>;

/** Awaiting me is where an approver starts. */
export const DEFAULT_TAB: ApprovalTab = 'awaiting-me';
export const tabOf = (filters: RequestFilters): ApprovalTab => filters.tab ?? DEFAULT_TAB;

/** What the list sends: the tab (always) and the filters. */
export function requestQuery(filters: RequestFilters): Record<string, string> {
  const { tab: _tab, ...rest } = filterFields(REQUEST_FILTERS, filters);
  return { tab: tabOf(filters), ...rest };
}

/** The search param of the request open in the drawer (a row, a notification or the emailed link). It is not a
 *  filter: opening a request keeps the page, and changing a filter closes it. */
export const OPEN_REQUEST_PARAM = 'request';

/** Filters the user set (status, action, dates): the tab is not one. */
export const hasNarrowingFilters = (filters: RequestFilters) =>
  Boolean(filters.status || filters.action || filters.from || filters.to);
