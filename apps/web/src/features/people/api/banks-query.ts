// GET /miscellaneous/banks: the bank directory, for the employee's salary account. It rarely changes.
import { BANKING_PATHS, bankListResponse } from '@paydesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { parseResponse, request } from '../../../lib/api/index.ts';
import { peopleKeys } from './keys.ts';

export const banksQuery = () =>
  queryOptions({
    queryKey: peopleKeys.banks(),
    queryFn: async () =>
      parseResponse(bankListResponse, await request({ method: 'GET', path: BANKING_PATHS.banks })).data,
    staleTime: 60 * 60_000,
  });

export const useBanks = () => useQuery(banksQuery());
