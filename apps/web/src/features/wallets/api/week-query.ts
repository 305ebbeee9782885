// GET /b2b/employer/dashboard/week: the dashboard's week panel (issue 29). Each item is null when the member's
// permissions do not open its page; the panel hides it.
import { DASHBOARD_PATHS, dashboardWeekResponse } from '@paydesk/contracts';
import { useQuery } from '@tanstack/react-query';
import { parseResponse, request } from '@/lib/api/index.ts';
import { walletKeys } from './keys.ts';

export function useDashboardWeek() {
  return useQuery({
    queryKey: walletKeys.dashboardWeek(),
    queryFn: async () =>
      parseResponse(dashboardWeekResponse, await request({ method: 'GET', path: DASHBOARD_PATHS.week })).data,
  });
}
