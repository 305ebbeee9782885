// /staff/employer: someone employed by two or more businesses on Paydesk chooses which employer to act for, after
// signing in and from the switch in the staff menu. Everything shown afterwards belongs to that employment only.
import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Navigate, useNavigate } from 'react-router';
import { useSwitchEmployerMutation } from '../api/switch-employer-mutation.ts';
import { StaffFrame } from '../components/staff-frame.tsx';
import { STAFF_COPY, STAFF_ROUTES } from '../copy.ts';
import { useStaffSession } from '../state/staff-session-store.ts';

export function Component() {
  const session = useStaffSession((state) => state.session);
  const choose = useSwitchEmployerMutation();
  const navigate = useNavigate();
  if (!session) return <Navigate to={STAFF_ROUTES.login} replace />;
  const current = session.profile.employeeId;
  const pick = (employeeId: string) =>
    employeeId === current
      ? navigate(STAFF_ROUTES.home)
      : choose.mutate(employeeId, { onSuccess: () => navigate(STAFF_ROUTES.home, { replace: true }) });

  return (
    <StaffFrame>
      <Stack gap="md" mt="lg">
        <Title order={1} fz={24}>
          {STAFF_COPY.chooseTitle}
        </Title>
        <Text size="sm" c="dimmed">
          {STAFF_COPY.chooseIntro}
        </Text>
        {choose.error && <Alert color="red">{choose.error.message}</Alert>}
        {session.employments.map((employment) => (
          <Card key={employment.employeeId} withBorder radius="md">
            <Group justify="space-between" wrap="nowrap">
              <Group gap="xs">
                <Text fw={600}>{employment.companyName}</Text>
                {employment.employeeId === current && (
                  <Badge variant="light">{STAFF_COPY.chooseCurrent}</Badge>
                )}
              </Group>
              <Button
                size="sm"
                aria-label={`Continue with ${employment.companyName}`}
                loading={choose.isPending && choose.variables === employment.employeeId}
                disabled={choose.isPending}
                onClick={() => pick(employment.employeeId)}
              >
                {STAFF_COPY.chooseContinue}
              </Button>
            </Group>
          </Card>
        ))}
      </Stack>
    </StaffFrame>
  );
}
