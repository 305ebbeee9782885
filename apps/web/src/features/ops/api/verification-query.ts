import { OPS_PATHS, verificationDetailResponse } from '@paydesk/contracts';
import { queryOptions } from '@tanstack/react-query';
import { opsKeys } from './keys.ts';
import { opsCall } from './ops-request.ts';

export const verificationQuery = (id: string) =>
  queryOptions({
    queryKey: opsKeys.verification(id),
    queryFn: async () =>
      (await opsCall({ method: 'GET', path: OPS_PATHS.verification(id) }, verificationDetailResponse)).data,
  });
