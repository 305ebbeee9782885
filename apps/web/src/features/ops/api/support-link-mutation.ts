import { OPS_PATHS, supportLinkResponse } from '@paydesk/contracts';
import { useMutation } from '@tanstack/react-query';
import { opsCall } from './ops-request.ts';

export const useSupportLinkMutation = () =>
  useMutation({
    mutationFn: ({ companyId, reason }: { companyId: string; reason: string }) =>
      opsCall(
        { method: 'POST', path: OPS_PATHS.supportLink(companyId), body: { reason } },
        supportLinkResponse,
      ),
  });
