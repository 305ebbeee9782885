// The one guard of every logged-in route (spec §4). The route table marks what each route allows.
import { Navigate, Outlet, useLocation } from 'react-router';
import { CreateNewPasswordScreen } from '../../features/auth/components/create-new-password-screen.tsx';
import { COMPLIANCE_ONBOARDING_PATH, guardOutcome, LOGIN_PATH } from '../../lib/storage/session-rules.ts';
import { useSessionStore } from '../../lib/storage/session-store.ts';
import { useRouteHandles } from '../route-handle.ts';

export function SessionGuard() {
  const loggedIn = useSessionStore((state) => state.loggedIn);
  const employer = useSessionStore((state) => state.employer);
  const member = useSessionStore((state) => state.member);
  const allowUnverified = useRouteHandles().some((handle) => handle.allowUnverified);
  const location = useLocation();

  switch (guardOutcome({ loggedIn, employer, member }, allowUnverified)) {
    case 'login':
      return <Navigate to={LOGIN_PATH} replace state={{ from: location.pathname }} />;
    case 'create-password':
      return <CreateNewPasswordScreen />;
    case 'compliance':
      return <Navigate to={COMPLIANCE_ONBOARDING_PATH} replace />;
    default:
      return <Outlet />;
  }
}
