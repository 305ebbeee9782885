// GET name-enquiry search (spec §7): the name the bank holds for a bank and a complete 10-digit number. Kept per
// pair, so going back and forth asks the bank once.
import {
  accountNumber,
  institutionCode,
  nameEnquirySearchResponse,
  PAYMENTS_PATHS,
} from '@paydesk/contracts';
import { useQuery } from '@tanstack/react-query';
import { parseResponse, request } from '@/lib/api/index.ts';
import { paymentsKeys } from './keys.ts';

export function useAccountName(bankCode: string, number: string) {
  const enabled = institutionCode.safeParse(bankCode).success && accountNumber.safeParse(number).success;
  const query = useQuery({
    queryKey: paymentsKeys.accountName(bankCode, number),
    queryFn: async () =>
      parseResponse(
        nameEnquirySearchResponse,
        await request({
          method: 'GET',
          path: PAYMENTS_PATHS.nameEnquirySearch,
          query: { q: number, bankCode },
        }),
      ).data,
    enabled,
    staleTime: 10 * 60_000,
    retry: false,
    meta: { silent: true },
  });
  return { ...query, enabled };
}
