// GET …/approvals/analytics: counts by status, value approved this month, median time to decision and a series.
import { APPROVAL_PATHS, approvalAnalyticsResponse } from '@paydesk/contracts';
import { useQuery } from '@tanstack/react-query';
import { parseResponse, request } from '@/lib/api/index.ts';
import { approvalKeys } from './keys.ts';

export const useApprovalAnalytics = (granularity: 'day' | 'month' = 'day') =>
  useQuery({
    queryKey: approvalKeys.analytics(granularity),
    queryFn: async () =>
      parseResponse(
        approvalAnalyticsResponse,
        await request({ method: 'GET', path: APPROVAL_PATHS.analytics, query: { granularity } }),
      ).data,
    meta: { silent: true },
  });
