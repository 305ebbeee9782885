import { OPS_WALLET_PATHS, reconciliationListResponse } from '@paydesk/contracts';
import { queryOptions } from '@tanstack/react-query';
import { opsKeys } from './keys.ts';
import { opsCall } from './ops-request.ts';

/** The latest reconciliation runs, newest first. */
export const reconciliationQuery = () =>
  queryOptions({
    queryKey: opsKeys.reconciliation(),
    queryFn: async () =>
      (await opsCall({ method: 'GET', path: OPS_WALLET_PATHS.reconciliation }, reconciliationListResponse))
        .data,
  });
