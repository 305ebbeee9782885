// Logged-out-only routes (spec §2.1): a signed-in user goes to the dashboard, or compliance if not verified.
import { Navigate, Outlet } from 'react-router';
import { landingPath } from '../../lib/storage/session-rules.ts';
import { useSessionStore } from '../../lib/storage/session-store.ts';

export function GuestOnly() {
  const loggedIn = useSessionStore((state) => state.loggedIn);
  const employer = useSessionStore((state) => state.employer);
  if (loggedIn) return <Navigate to={landingPath({ loggedIn, employer })} replace />;
  return <Outlet />;
}
