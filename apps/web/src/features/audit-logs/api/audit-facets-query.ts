// GET …/audit-logs/facets: the members and actions that occur, for the filter dropdowns.
import { AUDIT_LOG_PATHS, auditLogFacetsResponse } from '@paydesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { parseResponse, request } from '@/lib/api/index.ts';
import { auditLogKeys } from './keys.ts';

export const auditFacetsQuery = () =>
  queryOptions({
    queryKey: auditLogKeys.facets(),
    queryFn: async () =>
      parseResponse(auditLogFacetsResponse, await request({ method: 'GET', path: AUDIT_LOG_PATHS.facets }))
        .data,
    staleTime: 60_000,
  });

export const useAuditFacets = () => useQuery(auditFacetsQuery());
