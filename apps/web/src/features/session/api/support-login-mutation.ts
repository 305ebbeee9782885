// Opening a support link (/ep-admin/login/{payload}): an encrypted auth call answering a support session.
import { OPS_PATHS, supportLoginResponse } from '@paydesk/contracts';
import { useMutation } from '@tanstack/react-query';
import { parseResponse, request } from '@/lib/api/index.ts';

export const useSupportLoginMutation = () =>
  useMutation({
    mutationFn: async (payload: string) =>
      parseResponse(
        supportLoginResponse,
        await request({
          method: 'POST',
          path: OPS_PATHS.supportLogin,
          body: { payload },
          encrypted: true,
          useLoginToken: false,
        }),
      ).data,
    meta: { silent: true },
  });
