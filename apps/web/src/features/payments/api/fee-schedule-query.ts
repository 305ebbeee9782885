// GET …/transfers/fees?amount=: the NIP fee bands, VAT and the fee of an amount, shown in every summary before the PIN.
import { feeScheduleResponse, PAYMENTS_PATHS } from '@paydesk/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { parseResponse, request } from '@/lib/api/index.ts';
import { paymentsKeys } from './keys.ts';

export const useFeeQuote = (amount: number | null) =>
  useQuery({
    queryKey: [...paymentsKeys.fees(), amount ?? 0],
    queryFn: async () =>
      parseResponse(
        feeScheduleResponse,
        await request({
          method: 'GET',
          path: PAYMENTS_PATHS.fees,
          query: amount ? { amount } : {},
        }),
      ).data,
    staleTime: 60 * 60_000,
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
