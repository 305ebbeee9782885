// /staff/invite/:companyId/:employeeId/:token: the link of the on-demand pay invitation. The page names who invites
// the employee (read first); accepting signs them in and opens their profile.
import { Alert, Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { useInvitationQuery } from '../api/invitation-query.ts';
import { useAcceptInvitationMutation } from '../api/sign-in-mutations.ts';
import { StaffFrame } from '../components/staff-frame.tsx';
import { STAFF_COPY, STAFF_ROUTES } from '../copy.ts';

export function Component() {
  const { companyId = '', employeeId = '', token = '' } = useParams();
  const link = { companyId, employeeId, token };
  const invitation = useInvitationQuery(link);
  const accept = useAcceptInvitationMutation();
  const navigate = useNavigate();
  return (
    <StaffFrame>
      <Stack gap="lg" mt="lg">
        <Title order={1} fz={24}>
          {STAFF_COPY.acceptTitle}
        </Title>
        {invitation.isPending && <Skeleton h={40} aria-label="Loading the invitation" />}
        {invitation.data && (
          <Text size="sm" c="dimmed" data-testid="staff-invitation-from">
            {STAFF_COPY.acceptIntro(invitation.data.firstName, invitation.data.companyName)}
          </Text>
        )}
        {/* A link that no longer works says why, and offers nothing to accept. */}
        {invitation.error && <Alert color="red">{invitation.error.message}</Alert>}
        {accept.error && <Alert color="red">{accept.error.message}</Alert>}
        {invitation.data && (
          <Button
            size="md"
            loading={accept.isPending}
            onClick={() =>
              accept.mutate(link, { onSuccess: () => navigate(STAFF_ROUTES.home, { replace: true }) })
            }
          >
            {STAFF_COPY.accept}
          </Button>
        )}
      </Stack>
    </StaffFrame>
  );
}
