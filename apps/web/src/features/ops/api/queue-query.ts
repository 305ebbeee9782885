import { OPS_PATHS, verificationQueueResponse } from '@paydesk/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { opsKeys } from './keys.ts';
import { opsCall } from './ops-request.ts';

export const queueQuery = (query: { status?: 'submitted' | 'in_review'; page: number }) =>
  queryOptions({
    queryKey: opsKeys.queue(query),
    queryFn: async () =>
      (
        await opsCall(
          { method: 'GET', path: OPS_PATHS.queue, query: { ...query, limit: 20 } },
          verificationQueueResponse,
        )
      ).data,
    placeholderData: keepPreviousData,
  });
