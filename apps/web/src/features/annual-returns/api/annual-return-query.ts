// The annual PAYE return of a year, every state or one.
import { ANNUAL_RETURN_PATHS, annualReturnResponse } from '@paydesk/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { parseResponse, request } from '@/lib/api/index.ts';
import { annualReturnKeys } from './keys.ts';

export const useAnnualReturn = (year: number | null, state: string | null) =>
  useQuery({
    queryKey: annualReturnKeys.year(year, state),
    queryFn: async () =>
      parseResponse(
        annualReturnResponse,
        await request({
          method: 'GET',
          path: ANNUAL_RETURN_PATHS.returns,
          query: { ...(year ? { year } : {}), ...(state ? { state } : {}) },
        }),
      ).data,
    placeholderData: keepPreviousData,
  });
