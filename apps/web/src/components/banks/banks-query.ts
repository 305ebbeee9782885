// GET /miscellaneous/banks: the bank directory (salary accounts, beneficiaries, transfers). It rarely changes.
import { BANKING_PATHS, bankListResponse } from '@paydesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { parseResponse, request } from '../../lib/api/index.ts';

/** The same key people's name enquiries nest under. */
export const BANKS_KEY = ['people', 'banks'] as const;

export const banksQuery = () =>
  queryOptions({
    queryKey: BANKS_KEY,
    queryFn: async () =>
      parseResponse(bankListResponse, await request({ method: 'GET', path: BANKING_PATHS.banks })).data,
    staleTime: 60 * 60_000,
  });

export const useBanks = () => useQuery(banksQuery());
