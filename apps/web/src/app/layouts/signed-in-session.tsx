// Around every logged-in layout: the idle timeout (spec §2.6, §4, §9) — 'Login expiring...' before the limit,
// logout at it.
import { Outlet } from 'react-router';
import { useLogout } from '../../features/auth/components/use-logout.ts';
import { IdleTimeoutModal } from '../../features/shell/components/idle-timeout-modal.tsx';

export function SignedInSession() {
  const { logout } = useLogout();
  return (
    <>
      <Outlet />
      <IdleTimeoutModal onLogout={() => void logout()} />
    </>
  );
}
