// Logged-out-only routes (spec §2.1): a signed-in user goes to the dashboard, or compliance if not verified — or to
// the page remembered before the sign-in (an approver's emailed link), where the sign-in page is sending them too.
import { Navigate, Outlet } from 'react-router';
import { afterLoginPath } from '../../lib/storage/after-login.ts';
import { DASHBOARD_PATH, landingPath } from '../../lib/storage/session-rules.ts';
import { useSessionStore } from '../../lib/storage/session-store.ts';

export function GuestOnly() {
  const loggedIn = useSessionStore((state) => state.loggedIn);
  const employer = useSessionStore((state) => state.employer);
  if (loggedIn)
    return <Navigate to={afterLoginPath(landingPath({ loggedIn, employer }), DASHBOARD_PATH)} replace />;
  return <Outlet />;
}
