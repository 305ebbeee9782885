// The compliance calendar's summary (late and due obligations, the next one): read by the dashboard's alert and
// the calendar page, so it lives here and not in either feature.
import { COMPLIANCE_CALENDAR_PATHS, complianceSummaryResponse } from '@paydesk/contracts';
import { useQuery } from '@tanstack/react-query';
import { parseResponse, request } from '../../lib/api/index.ts';

export const complianceKeys = {
  all: ['compliance-calendar'] as const,
  summary: () => ['compliance-calendar', 'summary'] as const,
  calendar: (year: number | null, status: string | null) =>
    ['compliance-calendar', 'year', year, status] as const,
};

export const useComplianceSummary = (enabled = true) =>
  useQuery({
    queryKey: complianceKeys.summary(),
    queryFn: async () =>
      parseResponse(
        complianceSummaryResponse,
        await request({ method: 'GET', path: COMPLIANCE_CALENDAR_PATHS.summary }),
      ).data,
    enabled,
    meta: { silent: true },
  });
