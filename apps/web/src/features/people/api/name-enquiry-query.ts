// POST /accounts/name-enquiries: the account name the bank holds for a bank and a 10-digit account number. Asked
// once the number is complete; the answer is kept for the pair, so going back and forth asks the bank once.
import { accountNumber, BANKING_PATHS, institutionCode, nameEnquiryResponse } from '@paydesk/contracts';
import { useQuery } from '@tanstack/react-query';
import { parseResponse, request } from '@/lib/api/index.ts';
import { peopleKeys } from './keys.ts';

/** `expectedName` lets the sandbox rail answer the employee's own name (a real rail ignores it). */
export function useNameEnquiry(bankCode: string, number: string, expectedName: string, ask = true) {
  const enabled =
    ask && institutionCode.safeParse(bankCode).success && accountNumber.safeParse(number).success;
  const query = useQuery({
    // Keyed by the account only: typing the name afterwards does not ask the bank again.
    queryKey: [...peopleKeys.banks(), 'name-enquiry', bankCode, number],
    queryFn: async () =>
      parseResponse(
        nameEnquiryResponse,
        await request({
          method: 'POST',
          path: BANKING_PATHS.nameEnquiry,
          body: { bankCode, accountNumber: number, expectedName },
        }),
      ).data,
    enabled,
    staleTime: 10 * 60_000,
    retry: false,
    meta: { silent: true },
  });
  return { ...query, enabled };
}
