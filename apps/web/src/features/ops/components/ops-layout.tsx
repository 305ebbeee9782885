// The console's own minimal layout (not the business shell): a top bar with its pages and sign-out. Without
// an operator session every console page goes to the console sign-in.
import { Anchor, AppShell, Box, Button, Container, Group, Text } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { Navigate, NavLink, Outlet, useLocation } from 'react-router';
import { useOperatorLogoutMutation } from '../api/logout-mutation.ts';
import { OPS_COPY } from '../copy.ts';
import { OPS_ROUTES } from '../paths.ts';
import { useOperatorSession } from '../state/operator-session-store.ts';

export function OpsLayout() {
  const session = useOperatorSession((state) => state.session);
  const logout = useOperatorLogoutMutation();
  const location = useLocation();
  if (!session || session.tokenExpiry < Date.now())
    return <Navigate to={OPS_ROUTES.login} replace state={{ from: location.pathname }} />;
  const link = (to: string, label: string, end = false) => (
    <NavLink to={to} end={end} style={{ textDecoration: 'none' }}>
      {({ isActive }) => (
        <Text fw={isActive ? 700 : 500} c={isActive ? 'white' : 'gray.4'} size="sm">
          {label}
        </Text>
      )}
    </NavLink>
  );
  return (
    <AppShell header={{ height: 56 }} padding="lg">
      <AppShell.Header bg="dark.7" withBorder={false}>
        <Group h="100%" px="lg" justify="space-between">
          <Group gap="xl">
            <Group gap={8}>
              <IconShieldLock size={20} color="white" />
              <Text fw={800} c="white">
                {OPS_COPY.brand}
              </Text>
            </Group>
            <Group gap="lg" component="nav" aria-label="Console">
              {link(OPS_ROUTES.queue, OPS_COPY.queue, true)}
              {link(OPS_ROUTES.businesses, OPS_COPY.businesses)}
              {link(OPS_ROUTES.inboundTransfers, OPS_COPY.inbound.nav)}
              {link(OPS_ROUTES.credit, OPS_COPY.credit.nav)}
              {link(OPS_ROUTES.trade, OPS_COPY.trade.nav)}
              {link(OPS_ROUTES.reconciliation, OPS_COPY.reconciliation.nav)}
            </Group>
          </Group>
          <Group gap="md">
            {/* Served by the API, not a console page: a plain link, in a tab of its own. */}
            <Anchor href="/docs" target="_blank" rel="noopener" size="sm" c="gray.3">
              {OPS_COPY.apiReference}
            </Anchor>
            <Text size="sm" c="gray.3">
              {session.operator.firstName} {session.operator.lastName}
            </Text>
            <Button
              size="xs"
              variant="white"
              color="dark"
              onClick={() => logout.mutate()}
              loading={logout.isPending}
            >
              {OPS_COPY.signOut}
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Main bg="gray.0">
        <Container size="lg">
          <Box pb="xl">
            <Outlet />
          </Box>
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
