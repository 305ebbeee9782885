// The one guard of every logged-in route (spec §4). The route table marks what each route allows.
import { Navigate, Outlet, useLocation } from 'react-router';
import { CreateNewPasswordScreen } from '../../features/auth/components/create-new-password-screen.tsx';
import { COMPLIANCE_ONBOARDING_PATH, guardOutcome, LOGIN_PATH } from '../../lib/storage/session-rules.ts';
import { useSessionStore } from '../../lib/storage/session-store.ts';
import { usePermissions } from '../../lib/storage/use-permissions.ts';
import { useRouteHandles } from '../route-handle.ts';

const UNAUTHORIZED_PATH = '/401';

export function SessionGuard() {
  const loggedIn = useSessionStore((state) => state.loggedIn);
  const employer = useSessionStore((state) => state.employer);
  const member = useSessionStore((state) => state.member);
  const handles = useRouteHandles();
  const allowUnverified = handles.some((handle) => handle.allowUnverified);
  const permissions = usePermissions();
  const location = useLocation();

  switch (guardOutcome({ loggedIn, employer, member }, allowUnverified)) {
    case 'login':
      return <Navigate to={LOGIN_PATH} replace state={{ from: location.pathname }} />;
    case 'create-password':
      return <CreateNewPasswordScreen />;
    case 'compliance':
      return <Navigate to={COMPLIANCE_ONBOARDING_PATH} replace />;
    default:
      // The server refuses the calls anyway; the page is not offered to a role that lacks its permission.
      if (handles.some((handle) => handle.permission && !permissions.has(handle.permission))) {
        return <Navigate to={UNAUTHORIZED_PATH} replace />;
      }
      return <Outlet />;
  }
}
