// The shell's header (spec §2.6): breadcrumb, wallet balance chip, notification bell, profile dropdown; on
// mobile a hamburger opens the menu drawer.
import { ActionIcon, AppShell, Burger, Group, Tooltip } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { openCommandPalette } from '@/lib/open-palette.ts';
import { SHELL_COPY } from '../copy.ts';
import { HeaderBreadcrumb } from './header-breadcrumb.tsx';
import { ProfileMenu } from './profile-menu.tsx';
import { SmallLogo } from './small-logo.tsx';
import { WalletBalanceChip } from './wallet-balance-chip.tsx';

interface AppHeaderProps {
  menuOpened: boolean;
  onToggleMenu: () => void;
  notifications: React.ReactNode;
  onLogout: () => void;
  onSwitchBusiness?: (() => void) | undefined;
}

export function AppHeader({
  menuOpened,
  onToggleMenu,
  notifications,
  onLogout,
  onSwitchBusiness,
}: AppHeaderProps) {
  return (
    <AppShell.Header px={{ base: 'sm', md: 'xl' }} data-testid="app-header">
      <Group h="100%" justify="space-between" wrap="nowrap" gap="md">
        <Group gap="sm" wrap="nowrap" miw={0}>
          <Burger
            opened={menuOpened}
            onClick={onToggleMenu}
            hiddenFrom="md"
            size="sm"
            aria-label={SHELL_COPY.openMenu}
          />
          <Link to="/dashboard" aria-label="Paydesk dashboard" style={{ display: 'flex' }}>
            <Group hiddenFrom="md">
              <SmallLogo size={28} />
            </Group>
          </Link>
          <Group visibleFrom="md" miw={0}>
            <HeaderBreadcrumb />
          </Group>
        </Group>
        <Group gap="sm" wrap="nowrap">
          <Group visibleFrom="sm">
            <WalletBalanceChip />
          </Group>
          <Tooltip label="Search (Ctrl K)">
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              onClick={openCommandPalette}
              aria-label="Search and commands"
              aria-keyshortcuts="Control+K Meta+K"
              data-testid="open-command-palette"
            >
              <IconSearch size={20} stroke={1.5} />
            </ActionIcon>
          </Tooltip>
          {notifications}
          <ProfileMenu onLogout={onLogout} onSwitchBusiness={onSwitchBusiness} />
        </Group>
      </Group>
    </AppShell.Header>
  );
}
