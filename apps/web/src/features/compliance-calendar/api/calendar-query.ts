// The calendar of one year (with every late obligation), filtered by status.
import {
  COMPLIANCE_CALENDAR_PATHS,
  complianceCalendarResponse,
  type ObligationStatusValue,
} from '@paydesk/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { complianceKeys } from '@/components/compliance-calendar/summary-query.ts';
import { parseResponse, request } from '@/lib/api/index.ts';

export const useComplianceCalendar = (year: number | null, status: ObligationStatusValue | null) =>
  useQuery({
    queryKey: complianceKeys.calendar(year, status),
    queryFn: async () =>
      parseResponse(
        complianceCalendarResponse,
        await request({
          method: 'GET',
          path: COMPLIANCE_CALENDAR_PATHS.calendar,
          query: { ...(year ? { year } : {}), ...(status ? { status } : {}) },
        }),
      ).data,
    placeholderData: keepPreviousData,
  });
