// POST …/bills/validate: the meter's or smartcard's owner, asked once the number is complete. A refusal shows under
// the number field (not as a toast).
import { BILLS_PATHS, validateCustomerResponse } from '@paydesk/contracts';
import { useQuery } from '@tanstack/react-query';
import { toApiError } from '@/lib/api/api-error.ts';
import { parseResponse, request } from '@/lib/api/index.ts';
import { billsKeys } from './keys.ts';

export function useCustomerCheck(input: {
  billerCode: string;
  productCode: string;
  customerNumber: string;
  enabled: boolean;
}) {
  const query = useQuery({
    queryKey: billsKeys.customer(input.billerCode, input.productCode, input.customerNumber),
    queryFn: async () =>
      parseResponse(
        validateCustomerResponse,
        await request({
          method: 'POST',
          path: BILLS_PATHS.validate,
          body: {
            billerCode: input.billerCode,
            ...(input.productCode ? { productCode: input.productCode } : {}),
            customerNumber: input.customerNumber,
          },
        }),
      ).data,
    enabled: input.enabled,
    retry: false,
    staleTime: 5 * 60_000,
    meta: { silent: true },
  });
  const failure = query.error ? toApiError(query.error) : null;
  return {
    customer: input.enabled ? (query.data ?? null) : null,
    checking: input.enabled && query.isFetching,
    error: input.enabled && failure ? (failure.fieldErrors.customerNumber?.[0] ?? failure.message) : null,
  };
}
