// The members page's filters, kept in the URL: search, status and page.
import type { MemberStatus } from '@paydesk/contracts';
import { MEMBER_STATUSES } from '@paydesk/contracts';

export interface MemberFilters {
  search: string;
  status: MemberStatus | null;
  page: number;
}

export function filtersFromParams(params: URLSearchParams): MemberFilters {
  const status = params.get('status');
  const page = Number(params.get('page') ?? '1');
  return {
    search: params.get('search')?.trim() ?? '',
    status: (MEMBER_STATUSES as readonly string[]).includes(status ?? '') ? (status as MemberStatus) : null,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

export function paramsFromFilters(filters: MemberFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search) params.set('search', filters.search);
  if (filters.status) params.set('status', filters.status);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}
