// /staff: the signed-in employee's home: profile, bank account, on-demand earnings and requests, and the way to their
// payslips and remittance receipts.
import { Alert, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Link, Navigate } from 'react-router';
import { useStaffLogoutMutation } from '../api/account-mutations.ts';
import { useStaffMe } from '../api/me-query.ts';
import { BankAccountCard } from '../components/bank-account-card.tsx';
import { EarnedCard } from '../components/earned-card.tsx';
import { RequestHistory } from '../components/request-history.tsx';
import { StaffFrame } from '../components/staff-frame.tsx';
import { STAFF_COPY, STAFF_ROUTES } from '../copy.ts';
import { STAFF_ON_DEMAND_COPY } from '../on-demand-copy.ts';
import { useStaffSession } from '../state/staff-session-store.ts';

function PayslipsSection() {
  return (
    <Card withBorder radius="md" component="section">
      <Group justify="space-between">
        <Title order={2} fz={18}>
          {STAFF_COPY.payslipsTitle}
        </Title>
        <Button component={Link} to="/staff/payslips" variant="light" size="xs">
          {STAFF_COPY.payslipsOpen}
        </Button>
      </Group>
      <Text size="sm" c="dimmed" mt="xs">
        {STAFF_COPY.payslipsHint}
      </Text>
    </Card>
  );
}

export function Component() {
  const session = useStaffSession((state) => state.session);
  const me = useStaffMe();
  const logout = useStaffLogoutMutation();
  // An expired access token is renewed by the next call; only a missing session means signing in.
  if (!session) return <Navigate to={STAFF_ROUTES.login} replace />;
  const menu = (
    <Group gap="xs">
      {session.employments.length > 1 && (
        <Button component={Link} to={STAFF_ROUTES.chooseEmployer} size="xs" variant="light" color="gray">
          {STAFF_COPY.switchEmployer}
        </Button>
      )}
      <Button
        size="xs"
        variant="white"
        color="teal"
        loading={logout.isPending}
        onClick={() => logout.mutate()}
      >
        {STAFF_COPY.signOut}
      </Button>
    </Group>
  );
  return (
    <StaffFrame actions={menu}>
      {me.isPending ? (
        <Loader role="status" aria-label="Loading your profile" />
      ) : me.isError ? (
        <Alert color="red">{me.error.message}</Alert>
      ) : (
        <Stack gap="md">
          <Card withBorder radius="md" component="section" aria-labelledby="staff-profile-title">
            <Stack gap={4}>
              <Text size="sm" c="dimmed" id="staff-profile-title">
                {STAFF_COPY.profileTitle}
              </Text>
              <Title order={1} fz={22}>
                {me.data.firstName} {me.data.lastName}
              </Title>
              <Text>{me.data.companyName}</Text>
              <Text size="sm" c="dimmed">
                {[me.data.jobTitle, me.data.department].filter(Boolean).join(' · ')}
              </Text>
              <Text size="sm">Staff ID: {me.data.staffId}</Text>
              <Text size="sm">{me.data.email}</Text>
              <Text size="sm">{me.data.phoneNumber}</Text>
            </Stack>
          </Card>
          <BankAccountCard account={me.data.bankAccount} />
          <EarnedCard />
          <RequestHistory title={STAFF_ON_DEMAND_COPY.homeHistory} />
          <PayslipsSection />
        </Stack>
      )}
    </StaffFrame>
  );
}
