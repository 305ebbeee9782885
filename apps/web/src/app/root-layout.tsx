// The root route: keeps the document title in step with the route table, scrolls to the top on every route change
// except the dashboard (spec §2.6), and closes the error toasts of the screen being left.
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { clearErrorToasts } from '../components/toast.tsx';
import { useRouteTitle } from './route-handle.ts';
import { scrollsToTopOn } from './scroll-rules.ts';

export function RootLayout() {
  const title = useRouteTitle();
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = title ? `${title} · Paydesk` : 'Paydesk';
  }, [title]);
  useEffect(() => {
    if (scrollsToTopOn(pathname)) window.scrollTo({ top: 0, left: 0 });
    clearErrorToasts();
  }, [pathname]);
  return <Outlet />;
}
