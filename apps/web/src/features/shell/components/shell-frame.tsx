// The authenticated shell (spec §2.6): fixed sidebar (250px / 60px collapsed), header, mobile menu, the payroll
// features modal, and the page in a container that widens past the wide-layout breakpoint (spec §9).
// Notifications and logout belong to other features; the app layout passes them in.
import { AppShell, Box, Group } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useNavigation } from 'react-router';
import { SIDEBAR_COLLAPSED_WIDTH_PX, SIDEBAR_WIDTH_PX, WIDE_LAYOUT_BREAKPOINT_PX } from '@/lib/constants.ts';
import { useUiPreferences } from '@/lib/storage/ui-preferences-store.ts';
import { useViewport } from '../../../lib/viewport.ts';
import { useSidebarModel } from '../nav/use-sidebar-model.ts';
import { AppHeader } from './app-header.tsx';
import { HeaderBreadcrumb } from './header-breadcrumb.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { PayrollFeaturesModal } from './payroll-features-modal.tsx';
import { Sidebar } from './sidebar.tsx';

const CONTENT_MAX_WIDTH_PX = 1600;
const WIDE_CONTENT_MAX_WIDTH_PX = 3600;

interface ShellFrameProps {
  /** The notification bell (the notifications feature). */
  notifications: React.ReactNode;
  /** Asks for logout (the confirmation dialog lives with the auth feature). */
  onLogout: () => void;
  /**
   * Opens the business switcher; pass it only when sub-account access exists (spec §6, the rule is
   * canSwitchBusiness in lib/storage/session-rules.ts). Without it, 'Switch business' is not shown.
   */
  onSwitchBusiness?: (() => void) | undefined;
  children: React.ReactNode;
}

export function ShellFrame({ notifications, onLogout, onSwitchBusiness, children }: ShellFrameProps) {
  const collapsed = useUiPreferences((state) => state.isSidebarCollapsed);
  const [menuOpened, menu] = useDisclosure(false);
  const [payrollFeaturesOpened, payrollFeatures] = useDisclosure(false);
  const wide = useMediaQuery(`(min-width: ${WIDE_LAYOUT_BREAKPOINT_PX}px)`);
  // Below md the sidebar is hidden (the mobile menu has the same links): a phone does not draw it at all.
  const desktop = useViewport('desktop');
  const model = useSidebarModel();
  // While the router loads the next page (its code, lazily), the content is about to change: busy for assistive
  // technology (and for the e2e walk, which waits for it).
  const navigating = useNavigation().state !== 'idle';

  return (
    <AppShell
      layout="alt"
      header={{ height: 64 }}
      navbar={{
        width: collapsed ? SIDEBAR_COLLAPSED_WIDTH_PX : SIDEBAR_WIDTH_PX,
        breakpoint: 'md',
        collapsed: { mobile: true },
      }}
      padding={{ base: 'md', md: 'xl' }}
    >
      <AppHeader
        menuOpened={menuOpened}
        onToggleMenu={menu.toggle}
        notifications={notifications}
        onLogout={onLogout}
        onSwitchBusiness={onSwitchBusiness}
      />
      {desktop && <Sidebar model={model} onPayrollFeatures={payrollFeatures.open} />}
      <MobileMenu
        opened={menuOpened}
        onClose={menu.close}
        model={model}
        onLogout={onLogout}
        onPayrollFeatures={payrollFeatures.open}
        onSwitchBusiness={onSwitchBusiness}
      />
      <AppShell.Main bg="gray.0" aria-busy={navigating || undefined}>
        <Box
          mx="auto"
          maw={wide ? WIDE_CONTENT_MAX_WIDTH_PX : CONTENT_MAX_WIDTH_PX}
          data-wide={wide || undefined}
          data-testid="page-container"
        >
          <Group hiddenFrom="md" mb="md" data-testid="mobile-breadcrumb">
            <HeaderBreadcrumb withoutCurrent />
          </Group>
          {children}
        </Box>
      </AppShell.Main>
      <PayrollFeaturesModal opened={payrollFeaturesOpened} onClose={payrollFeatures.close} />
    </AppShell>
  );
}
