// The fixed desktop sidebar (spec §2.6): 250px, or 60px collapsed with the small logo and its 'Expand' tooltip.
import { ActionIcon, AppShell, Divider, Group, ScrollArea, Tooltip, UnstyledButton } from '@mantine/core';
import { IconLayoutSidebarLeftCollapse } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { BrandLogo } from '@/components/brand-logo.tsx';
import { useUiPreferences } from '@/lib/storage/ui-preferences-store.ts';
import { SHELL_COPY } from '../copy.ts';
import type { SidebarModel } from '../nav/sidebar-model.ts';
import classes from './sidebar.module.css';
import { SidebarNav } from './sidebar-nav.tsx';
import { SidebarRail } from './sidebar-rail.tsx';
import { SmallLogo } from './small-logo.tsx';

interface SidebarProps {
  model: SidebarModel;
  onPayrollFeatures: () => void;
}

export function Sidebar({ model, onPayrollFeatures }: SidebarProps) {
  const collapsed = useUiPreferences((state) => state.isSidebarCollapsed);
  const toggle = useUiPreferences((state) => state.toggleSidebar);
  const { pathname } = useLocation();
  const nav = (section: 'top' | 'bottom') =>
    collapsed ? (
      <SidebarRail
        model={model}
        pathname={pathname}
        section={section}
        onPayrollFeatures={onPayrollFeatures}
      />
    ) : (
      <SidebarNav model={model} pathname={pathname} section={section} onPayrollFeatures={onPayrollFeatures} />
    );

  return (
    <AppShell.Navbar
      p={collapsed ? 'xs' : 'md'}
      aria-label={SHELL_COPY.mainNavigation}
      data-collapsed={collapsed || undefined}
      data-testid="sidebar"
    >
      <AppShell.Section
        mb="md"
        h={40}
        style={{ display: 'flex', flexDirection: 'column', justifyContent: 'center' }}
      >
        {collapsed ? (
          <Group justify="center">
            <Tooltip label={SHELL_COPY.expand} position="right" withArrow>
              <UnstyledButton onClick={toggle} aria-label={SHELL_COPY.expand} className={classes.brandButton}>
                <SmallLogo />
              </UnstyledButton>
            </Tooltip>
          </Group>
        ) : (
          <Group justify="space-between" wrap="nowrap" pl={6}>
            <Link to="/dashboard" aria-label="Paydesk dashboard" style={{ textDecoration: 'none' }}>
              <BrandLogo size={28} />
            </Link>
            <Tooltip label={SHELL_COPY.collapse} withArrow>
              <ActionIcon variant="subtle" color="gray" onClick={toggle} aria-label={SHELL_COPY.collapse}>
                <IconLayoutSidebarLeftCollapse size={20} />
              </ActionIcon>
            </Tooltip>
          </Group>
        )}
      </AppShell.Section>
      <AppShell.Section grow component={ScrollArea} scrollbarSize={6} type="hover">
        {nav('top')}
      </AppShell.Section>
      <AppShell.Section pt="sm">
        <Divider mb="sm" />
        {nav('bottom')}
      </AppShell.Section>
    </AppShell.Navbar>
  );
}
