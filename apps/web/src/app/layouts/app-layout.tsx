// The logged-in shell of spec §2.6 around every page but payroll configuration: the shell feature draws it; the
// notifications feature gives the bell; the auth feature asks 'Are you sure…' before logging out.
import { Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { LogoutConfirmDialog } from '../../features/auth/components/logout-confirm-dialog.tsx';
import { NotificationBell } from '../../features/notifications/components/notification-bell.tsx';
import { ShellFrame } from '../../features/shell/components/shell-frame.tsx';
import { PageLoader } from '../page-loader.tsx';

// 'Switch business' shows once the businesses feature passes ShellFrame an onSwitchBusiness, only when
// canSwitchBusiness (lib/storage/session-rules.ts) holds; until the switcher exists there is nothing to open.
export function AppLayout() {
  const [askingLogout, setAskingLogout] = useState(false);
  return (
    <>
      <ShellFrame notifications={<NotificationBell />} onLogout={() => setAskingLogout(true)}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </ShellFrame>
      <LogoutConfirmDialog opened={askingLogout} onClose={() => setAskingLogout(false)} />
    </>
  );
}
