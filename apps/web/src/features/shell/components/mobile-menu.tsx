// Mobile (below md): the hamburger's drawer with the sidebar links, My Profile, Switch business (only with
// sub-account access), Administrators (main account only) and Logout (spec §2.6). Settings opens into the settings
// pages the member may open, like the settings sub-navigation on desktop.
import { Divider, NavLink, ScrollArea, Stack } from '@mantine/core';
import { IconLogout, IconSwitch, IconUser, IconUserShield } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { BrandLogo } from '@/components/brand-logo.tsx';
import { Drawer } from '@/components/overlays.tsx';
import { isMainAccount } from '@/lib/storage/session-rules.ts';
import { useSessionStore } from '@/lib/storage/session-store.ts';
import { useCan } from '@/lib/storage/use-permissions.ts';
import { MOBILE_MENU_COPY as COPY, SHELL_COPY } from '../copy.ts';
import type { SidebarModel } from '../nav/sidebar-model.ts';
import { useSettingsPages } from '../nav/use-settings-pages.ts';
import { NavIcon } from './nav-icon.tsx';
import { PROFILE_PATH } from './profile-menu.tsx';
import { SettingsNavLinks } from './settings-nav.tsx';
import classes from './sidebar.module.css';
import { SidebarNav } from './sidebar-nav.tsx';

interface MobileMenuProps {
  opened: boolean;
  onClose: () => void;
  model: SidebarModel;
  onLogout: () => void;
  onPayrollFeatures: () => void;
  /** Present only when sub-account access exists (spec §6). */
  onSwitchBusiness?: (() => void) | undefined;
}

export function MobileMenu({
  opened,
  onClose,
  model,
  onLogout,
  onPayrollFeatures,
  onSwitchBusiness,
}: MobileMenuProps) {
  const { pathname } = useLocation();
  const mainAccount = useSessionStore((state) => isMainAccount(state));
  // Administrators shows to a member who may open it (a thin custom role meets no 401, issue 29).
  const mayViewAdministrators = useCan('settings.administrators.view');
  const settingsPages = useSettingsPages();
  const onSettingsPath = pathname === '/settings' || pathname.startsWith('/settings/');
  const [settingsOpened, setSettingsOpened] = useState(onSettingsPath);
  const withoutSettings = { ...model, bottom: model.bottom.filter((entry) => entry.id !== 'settings') };
  const nav = (section: 'top' | 'bottom') => (
    <SidebarNav
      model={withoutSettings}
      pathname={pathname}
      section={section}
      onNavigate={onClose}
      onPayrollFeatures={() => {
        onClose();
        onPayrollFeatures();
      }}
    />
  );
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      size={290}
      padding="md"
      title={<BrandLogo size={26} />}
      hiddenFrom="md"
      scrollAreaComponent={ScrollArea.Autosize}
      closeButtonProps={{ 'aria-label': 'Close menu' }}
    >
      {/* The name goes on a nav inside: on the drawer's root (a plain div) aria-label is not allowed. */}
      <Stack gap="sm" data-testid="mobile-menu" component="nav" aria-label={SHELL_COPY.mainNavigation}>
        {nav('top')}
        <Divider />
        <Stack gap={2}>
          {nav('bottom')}
          <NavLink
            label={COPY.settings}
            leftSection={<NavIcon name="settings" />}
            opened={settingsOpened}
            onChange={setSettingsOpened}
            childrenOffset={16}
            className={classes.link}
            data-testid="nav-group-settings"
          >
            <Stack gap={2} data-testid="mobile-settings-pages">
              <SettingsNavLinks pages={settingsPages} pathname={pathname} onNavigate={onClose} />
            </Stack>
          </NavLink>
        </Stack>
        <Divider />
        <Stack gap={2}>
          <NavLink
            component={Link}
            to={PROFILE_PATH}
            label={COPY.myProfile}
            leftSection={<IconUser size={20} stroke={1.7} />}
            active={pathname === PROFILE_PATH}
            onClick={onClose}
            className={classes.link}
          />
          {onSwitchBusiness && (
            <NavLink
              component="button"
              label={COPY.switchBusiness}
              leftSection={<IconSwitch size={20} stroke={1.7} />}
              onClick={() => {
                onClose();
                onSwitchBusiness();
              }}
              className={classes.link}
            />
          )}
          {mainAccount && mayViewAdministrators && (
            <NavLink
              component={Link}
              to="/settings/administrators"
              label={COPY.administrators}
              leftSection={<IconUserShield size={20} stroke={1.7} />}
              active={pathname.startsWith('/settings/administrators')}
              onClick={onClose}
              className={classes.link}
            />
          )}
          <NavLink
            component="button"
            label={COPY.logout}
            leftSection={<IconLogout size={20} stroke={1.7} />}
            c="red.9"
            onClick={() => {
              onClose();
              onLogout();
            }}
            className={classes.link}
          />
        </Stack>
      </Stack>
    </Drawer>
  );
}
