// GET …/audit-logs/verify: walks the hash chain and says whether the log is intact (and where it breaks).
import { AUDIT_LOG_PATHS, auditChainResponse } from '@paydesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { parseResponse, request } from '@/lib/api/index.ts';
import { auditLogKeys } from './keys.ts';

export const auditChainQuery = () =>
  queryOptions({
    queryKey: auditLogKeys.chain(),
    queryFn: async () =>
      parseResponse(auditChainResponse, await request({ method: 'GET', path: AUDIT_LOG_PATHS.verify })).data,
    staleTime: 0,
    meta: { silent: true },
  });

export const useAuditChain = () => useQuery(auditChainQuery());
