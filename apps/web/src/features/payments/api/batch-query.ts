// GET …/transfers/batches/{id} and its lines: polled each second while lines are still sent or settling.
import {
  batchLinesResponse,
  PAYMENTS_PATHS,
  type TransferBatch,
  transferBatchResponse,
} from '@paydesk/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { parseResponse, request } from '@/lib/api/index.ts';
import { LIST_PAGE_SIZE } from '@/lib/constants.ts';
import { paymentsKeys } from './keys.ts';

/** Lines handed to the banks that have no answer from their bank yet. */
export const awaitingBank = (batch: TransferBatch) => batch.counts.accepted + batch.counts.pending;

/** Lines are still being sent, or sent and not yet settled or failed by the rail. */
export const isMoving = (batch: TransferBatch | undefined) =>
  !batch || batch.status === 'queued' || batch.status === 'processing' || awaitingBank(batch) > 0;

/**
 * The batch's state as people read it: every line handed to the banks is not "completed" while some still wait for
 * their bank's answer — that batch is pending until the last line settles or fails.
 */
export const batchDisplayStatus = (batch: TransferBatch) =>
  batch.status === 'completed' && awaitingBank(batch) > 0 ? 'pending' : batch.status;

export const useBatch = (id: string) =>
  useQuery({
    queryKey: paymentsKeys.batch(id),
    queryFn: async () =>
      parseResponse(transferBatchResponse, await request({ method: 'GET', path: PAYMENTS_PATHS.batch(id) }))
        .data,
    refetchInterval: (query) => (isMoving(query.state.data) ? 1000 : false),
    meta: { silent: true },
  });

export const useBatchLines = (id: string, page: number, live: boolean) =>
  useQuery({
    queryKey: [...paymentsKeys.batch(id), 'lines', page],
    queryFn: async () =>
      parseResponse(
        batchLinesResponse,
        await request({
          method: 'GET',
          path: PAYMENTS_PATHS.batchLines(id),
          query: { page, limit: LIST_PAGE_SIZE },
        }),
      ).data,
    refetchInterval: live ? 1000 : false,
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
