// The business's public holidays: one year's list, and add, edit and delete. A change refreshes every payroll setup
// query, so the pay schedules' next pay dates follow at once. Save failures come back to the form (silent).
import {
  messageOnly,
  PUBLIC_HOLIDAY_PATHS as P,
  type PublicHolidayRequest,
  publicHolidayListResponse,
  publicHolidayResponse,
} from '@paydesk/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { parseResponse, request } from '@/lib/api/index.ts';
import { payrollSetupKeys } from './resources.ts';

const keys = { year: (year: number | null) => [...payrollSetupKeys.all, 'public-holidays', year] as const };

/** One year's holidays (null: this year in Lagos, as the server decides) and the years that have any. */
export const usePublicHolidays = (year: number | null) =>
  useQuery({
    queryKey: keys.year(year),
    queryFn: async () =>
      parseResponse(
        publicHolidayListResponse,
        await request({ method: 'GET', path: P.publicHolidays, query: year ? { year } : {} }),
      ),
    placeholderData: keepPreviousData,
  });

function useHolidayMutation<V>(send: (variables: V) => Promise<{ message: string }>, silent: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    meta: silent ? { silent: true } : undefined,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: payrollSetupKeys.all }),
  });
}

export const useSavePublicHoliday = () =>
  useHolidayMutation(async ({ id, body }: { id?: string; body: PublicHolidayRequest }) => {
    const answer = await request({
      method: id ? 'PUT' : 'POST',
      path: id ? P.publicHoliday.replace(':id', id) : P.publicHolidays,
      body,
    });
    return parseResponse(publicHolidayResponse, answer);
  }, true);

export const useDeletePublicHoliday = () =>
  useHolidayMutation(
    async (id: string) =>
      parseResponse(
        messageOnly,
        await request({ method: 'DELETE', path: P.publicHoliday.replace(':id', id) }),
      ),
    false,
  );
