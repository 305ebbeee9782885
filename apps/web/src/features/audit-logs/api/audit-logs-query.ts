// GET /b2b/employer/audit-logs: one page of events, newest first, with the filters of the URL; GET …/:id one event.
import { AUDIT_LOG_PATHS, auditLogEntryResponse, auditLogListResponse } from '@paydesk/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { parseResponse, request } from '@/lib/api/index.ts';
import { LIST_PAGE_SIZE } from '@/lib/constants.ts';
import { type AuditFilters, filterQuery } from '../logic/filters.ts';
import { auditLogKeys } from './keys.ts';

export const auditLogsQuery = (filters: AuditFilters) => {
  const query = { ...filterQuery(filters), page: filters.page, limit: LIST_PAGE_SIZE };
  return queryOptions({
    queryKey: auditLogKeys.list(query),
    queryFn: async () =>
      parseResponse(auditLogListResponse, await request({ method: 'GET', path: AUDIT_LOG_PATHS.list, query }))
        .data,
    // The page shows its own error state with a retry.
    meta: { silent: true },
  });
};

/** The previous page stays on screen while the next loads, so the table does not jump. */
export const useAuditLogs = (filters: AuditFilters) =>
  useQuery({ ...auditLogsQuery(filters), placeholderData: keepPreviousData });

/** One event by id: the one a shared link opens when it is not on the list's page. */
export const useAuditLog = (id: string | null) =>
  useQuery({
    queryKey: auditLogKeys.one(id ?? ''),
    queryFn: async () =>
      parseResponse(auditLogEntryResponse, await request({ method: 'GET', path: AUDIT_LOG_PATHS.one(id!) }))
        .data,
    enabled: id !== null,
    meta: { silent: true },
  });
