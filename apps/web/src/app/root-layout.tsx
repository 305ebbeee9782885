// The root route: keeps the document title in step with the route table.
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { useRouteTitle } from './route-handle.ts';

export function RootLayout() {
  const title = useRouteTitle();
  useEffect(() => {
    document.title = title ? `${title} · Paydesk` : 'Paydesk';
  }, [title]);
  return <Outlet />;
}
