// GET …/approvals/requests (one page of a tab with the URL's filters) and …/requests/{id} (the drawer).
import {
  APPROVAL_PATHS,
  approvalPath,
  approvalRequestListResponse,
  approvalRequestResponse,
} from '@paydesk/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { parseResponse, request } from '@/lib/api/index.ts';
import { LIST_PAGE_SIZE } from '@/lib/constants.ts';
import { type RequestFilters, requestQuery } from '../logic/request-filters.ts';
import { approvalKeys } from './keys.ts';

export const requestsQuery = (filters: RequestFilters) => {
  const query = { ...requestQuery(filters), page: filters.page, limit: LIST_PAGE_SIZE };
  return queryOptions({
    queryKey: approvalKeys.requestList(query),
    queryFn: async () =>
      parseResponse(
        approvalRequestListResponse,
        await request({ method: 'GET', path: APPROVAL_PATHS.requests, query }),
      ).data,
    meta: { silent: true },
  });
};

export const useRequests = (filters: RequestFilters) =>
  useQuery({ ...requestsQuery(filters), placeholderData: keepPreviousData });

export const requestDetailQuery = (id: string) =>
  queryOptions({
    queryKey: approvalKeys.request(id),
    queryFn: async () =>
      parseResponse(
        approvalRequestResponse,
        await request({ method: 'GET', path: approvalPath(APPROVAL_PATHS.request, { id }) }),
      ).data,
    staleTime: 0,
    meta: { silent: true },
  });

export const useRequestDetail = (id: string | null) =>
  useQuery({ ...requestDetailQuery(id ?? ''), enabled: Boolean(id) });
