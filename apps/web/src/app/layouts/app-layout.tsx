// The logged-in shell of spec §2.6 around every page but payroll configuration: the shell feature draws it; the
// notifications feature gives the bell; the auth feature asks 'Are you sure…' before logging out; the businesses
// feature gives the switcher, offered only when sub-account access exists (spec §6); the payments feature gives the
// payout drawer any list opens with ?transfer=….
import { lazy, Suspense, useState } from 'react';
import { Outlet, useSearchParams } from 'react-router';
import { LogoutConfirmDialog } from '../../features/auth/components/logout-confirm-dialog.tsx';
import { BusinessSwitcher, useCanSwitchBusiness } from '../../features/businesses/index.ts';
import { NotificationBell } from '../../features/notifications/components/notification-bell.tsx';
import { ShellFrame } from '../../features/shell/components/shell-frame.tsx';
import { PageLoader } from '../page-loader.tsx';

// The command palette and its shortcuts (issue 30) come after the page, in their own chunk.
const CommandPalette = lazy(() => import('../command-palette/components/command-palette.tsx'));
// The payout drawer (issue 30) opens over any page whose URL names a transfer (?transfer=…), loaded only then.
const TransferDrawer = lazy(() => import('../../features/payments/components/transfer-drawer.tsx'));

function PayoutDrawer() {
  const [params] = useSearchParams();
  if (!params.has('transfer')) return null;
  return (
    <Suspense fallback={null}>
      <TransferDrawer />
    </Suspense>
  );
}

import { useAmountDisplay } from './use-amount-display.ts';

export function AppLayout() {
  const [askingLogout, setAskingLogout] = useState(false);
  const [switching, setSwitching] = useState(false);
  const canSwitch = useCanSwitchBusiness();
  // Amounts are formatted as they render: a new choice redraws the shell and the page.
  const amountDisplay = useAmountDisplay();
  return (
    <>
      <ShellFrame
        key={amountDisplay}
        notifications={<NotificationBell />}
        onLogout={() => setAskingLogout(true)}
        onSwitchBusiness={canSwitch ? () => setSwitching(true) : undefined}
      >
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </ShellFrame>
      <LogoutConfirmDialog opened={askingLogout} onClose={() => setAskingLogout(false)} />
      <BusinessSwitcher opened={switching} onClose={() => setSwitching(false)} />
      <Suspense fallback={null}>
        <CommandPalette />
      </Suspense>
      <PayoutDrawer />
    </>
  );
}
