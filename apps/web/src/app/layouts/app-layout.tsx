// The minimal logged-in shell: header with the business, the member and Logout; the page below.
// The full sidebar, breadcrumb and notifications arrive with the shell issue.
import { AppShell, Divider, Group, Text } from '@mantine/core';
import { Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { BrandLogo } from '../../components/brand-logo.tsx';
import { LogoutButton } from '../../features/auth/components/logout-button.tsx';
import { useSessionStore } from '../../lib/storage/session-store.ts';
import { PageLoader } from '../page-loader.tsx';
import { AccountSummary } from './account-summary.tsx';

export function AppLayout() {
  const companyName = useSessionStore((state) => state.employer?.companyName ?? '');
  return (
    <AppShell header={{ height: 68 }} padding={{ base: 'md', sm: 'xl' }}>
      <AppShell.Header px={{ base: 'md', sm: 'xl' }} withBorder>
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Group gap="md" wrap="nowrap">
            <Link to="/" aria-label="Paydesk home" style={{ textDecoration: 'none' }}>
              <BrandLogo size={28} />
            </Link>
            <Divider orientation="vertical" visibleFrom="sm" />
            <Text fw={600} visibleFrom="sm" truncate maw={280}>
              {companyName}
            </Text>
          </Group>
          <Group gap="md" wrap="nowrap">
            <AccountSummary />
            <LogoutButton />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Main bg="gray.0">
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
