// POST …/approvals/links/resolve: a signed-in approver opens the emailed link; it answers the request's id and is
// used up. A used, expired or foreign link answers an error the page shows.
import { APPROVAL_PATHS, resolveLinkResponse } from '@paydesk/contracts';
import { useMutation } from '@tanstack/react-query';
import { parseResponse, request } from '@/lib/api/index.ts';

export const useResolveLinkMutation = () =>
  useMutation({
    mutationFn: async (token: string) =>
      parseResponse(
        resolveLinkResponse,
        await request({ method: 'POST', path: APPROVAL_PATHS.resolveLink, body: { token } }),
      ).data,
    meta: { silent: true },
  });
