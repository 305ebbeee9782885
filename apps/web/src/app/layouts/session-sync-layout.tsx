// Around the signed-in layouts: keeps the session's profile current (e.g. adminVerify once the business is
// verified) and shows the support banner in a support session.
import { Outlet } from 'react-router';
import { SessionSync } from '../../features/session/components/session-sync.tsx';

export function SessionSyncLayout() {
  return (
    <>
      <SessionSync />
      <Outlet />
    </>
  );
}
