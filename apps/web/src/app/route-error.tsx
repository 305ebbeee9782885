// Last line of defence for a route that throws while loading or rendering (e.g. a stale chunk after a deploy).
import { Button } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorPage } from '../components/error-page.tsx';

export function RouteError() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? String(error.status) : '500';
  return (
    <ErrorPage
      status={status}
      title="Something went wrong"
      message="This page could not be shown. Reload to try again; if it keeps happening, please contact support."
      actions={<Button onClick={() => window.location.reload()}>Reload</Button>}
    />
  );
}
