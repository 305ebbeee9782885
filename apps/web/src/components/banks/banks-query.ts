// GET /miscellaneous/banks: the bank directory (salary accounts, beneficiaries, transfers). It rarely changes.
// If it fails to load, the directory shipped with the app (the NIP list the server seeds from) is used instead
// (spec §3), and the next mount asks the server again.
import { BANKING_PATHS, type Bank, bankListResponse } from '@paydesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { parseResponse, request } from '../../lib/api/index.ts';

/** The same key people's name enquiries nest under. */
export const BANKS_KEY = ['people', 'banks'] as const;

const defaults = new WeakSet<Bank[]>();

/** The shipped directory, loaded only when needed (its own chunk). */
export const loadDefaultBanks = async (): Promise<Bank[]> =>
  (await import('./default-institutions.json')).default as Bank[];

/** The server's list, or the default list when the server's cannot be had. */
export async function banksOrDefault(
  load: () => Promise<Bank[]>,
  fallback: () => Promise<Bank[]> = loadDefaultBanks,
): Promise<Bank[]> {
  try {
    return await load();
  } catch {
    const list = [...(await fallback())];
    defaults.add(list);
    return list;
  }
}

/** True when the list shown is the shipped default, not the server's. */
export const isDefaultBankList = (list: Bank[] | undefined) => Boolean(list && defaults.has(list));

export const banksQuery = () =>
  queryOptions({
    queryKey: BANKS_KEY,
    queryFn: () =>
      banksOrDefault(
        async () =>
          parseResponse(bankListResponse, await request({ method: 'GET', path: BANKING_PATHS.banks })).data,
      ),
    // The server's list keeps an hour; the default one is replaced as soon as the server answers again.
    staleTime: (query) => (isDefaultBankList(query.state.data) ? 0 : 60 * 60_000),
    meta: { silent: true },
  });

export const useBanks = () => useQuery(banksQuery());
