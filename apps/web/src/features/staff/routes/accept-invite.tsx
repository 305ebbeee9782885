// /staff/invite/:companyId/:employeeId/:token: the link of the on-demand pay invitation. Accepting signs the
// employee in and opens their profile.
import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { useAcceptInvitationMutation } from '../api/sign-in-mutations.ts';
import { StaffFrame } from '../components/staff-frame.tsx';
import { STAFF_COPY, STAFF_ROUTES } from '../copy.ts';

export function Component() {
  const { companyId = '', employeeId = '', token = '' } = useParams();
  const accept = useAcceptInvitationMutation();
  const navigate = useNavigate();
  return (
    <StaffFrame>
      <Stack gap="lg" mt="lg">
        <Title order={1} fz={24}>
          {STAFF_COPY.acceptTitle}
        </Title>
        <Text size="sm" c="dimmed">
          {STAFF_COPY.acceptIntro}
        </Text>
        {accept.error && <Alert color="red">{accept.error.message}</Alert>}
        <Button
          size="md"
          loading={accept.isPending}
          onClick={() =>
            accept.mutate(
              { companyId, employeeId, token },
              { onSuccess: () => navigate(STAFF_ROUTES.home, { replace: true }) },
            )
          }
        >
          {STAFF_COPY.accept}
        </Button>
      </Stack>
    </StaffFrame>
  );
}
