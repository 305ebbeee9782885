// Who sent the invitation the page is about to accept (the link's parts in the body, as accepting sends them).
import { STAFF_PATHS, type StaffAcceptRequest, staffInvitationPreviewResponse } from '@paydesk/contracts';
import { useQuery } from '@tanstack/react-query';
import { staffKeys } from './keys.ts';
import { staffCall } from './staff-request.ts';

export const useInvitationQuery = (link: StaffAcceptRequest) =>
  useQuery({
    queryKey: staffKeys.invitation(link),
    queryFn: async () =>
      (
        await staffCall(
          { method: 'POST', path: STAFF_PATHS.invitation, body: link },
          staffInvitationPreviewResponse,
        )
      ).data,
    // A link that does not work will not start working: its answer stands.
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
