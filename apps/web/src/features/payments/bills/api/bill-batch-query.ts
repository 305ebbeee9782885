// GET …/bills/batches/{id}: a bill batch's progress and its result per line, polled while lines are paid.
import { BILLS_PATHS, type BillBatch, billBatchResponse } from '@paydesk/contracts';
import { useQuery } from '@tanstack/react-query';
import { parseResponse, request } from '@/lib/api/index.ts';
import { billsKeys } from './keys.ts';

export const isBatchMoving = (batch: BillBatch | undefined) =>
  batch?.status !== 'completed' || batch.counts.pending > 0;

export const useBillBatch = (id: string | null) =>
  useQuery({
    queryKey: billsKeys.batch(id ?? ''),
    queryFn: async () =>
      parseResponse(billBatchResponse, await request({ method: 'GET', path: BILLS_PATHS.batch(id!) })).data,
    enabled: Boolean(id),
    refetchInterval: (query) => (isBatchMoving(query.state.data) ? 1000 : false),
    meta: { silent: true },
  });
