// The 401 page (spec §2.5): logged in → go back or log in as another user; otherwise a login link.
import { Button } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { ErrorPage } from '@/components/error-page.tsx';
import { useSessionStore } from '@/lib/storage/session-store.ts';
import { useLogout } from '../components/use-logout.ts';
import { UNAUTHORIZED_COPY } from '../copy.ts';
import { AUTH_ROUTES } from '../paths.ts';

export function Component() {
  const loggedIn = useSessionStore((state) => state.loggedIn);
  const navigate = useNavigate();
  const { logout, loggingOut } = useLogout();
  return (
    <ErrorPage
      status="401"
      title="Access denied"
      message={UNAUTHORIZED_COPY.message}
      actions={
        loggedIn ? (
          <>
            <Button variant="default" onClick={() => navigate(-1)}>
              Go back
            </Button>
            <Button onClick={() => void logout()} loading={loggingOut}>
              Log in as another user
            </Button>
          </>
        ) : (
          <Button component={Link} to={AUTH_ROUTES.login}>
            Log in
          </Button>
        )
      }
    />
  );
}
