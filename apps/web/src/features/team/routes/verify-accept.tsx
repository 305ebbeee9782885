// /admin/verify/{id}/{adminToken}: a person with a Paydesk account accepts an invitation, then lands on
// /admin/verify/success. Accepting takes a click, so a mail scanner opening the link accepts nothing.
import { Alert, Button, Stack } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useNavigate, useParams } from 'react-router';
import { unusableLinkHint } from '@/lib/invitation-links.ts';
import { VERIFY_COPY as COPY } from '../admins-copy.ts';
import { useAcceptInviteMutation } from '../api/accept-invite-mutation.ts';
import { VerifyCard } from '../components/verify-card.tsx';

export const VERIFY_SUCCESS_PATH = '/admin/verify/success';

export function Component() {
  const { id = '', adminToken = '' } = useParams();
  const accept = useAcceptInviteMutation();
  const navigate = useNavigate();
  return (
    <VerifyCard
      icon={<IconMailCheck size={28} />}
      title={COPY.acceptTitle}
      description={COPY.acceptDescription}
    >
      <Stack gap="md">
        {accept.isError && (
          <Alert color="red" variant="light" title={accept.error.message}>
            {unusableLinkHint(accept.error, COPY.expired)}
          </Alert>
        )}
        <Button
          fullWidth
          loading={accept.isPending}
          onClick={() =>
            accept.mutate(
              { id, token: adminToken },
              { onSuccess: () => navigate(VERIFY_SUCCESS_PATH, { replace: true }) },
            )
          }
        >
          {COPY.accept}
        </Button>
      </Stack>
    </VerifyCard>
  );
}
