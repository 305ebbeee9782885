/** The page scrolls to the top on every route change except on the dashboard (spec §2.6), which '/' also is. */
export function scrollsToTopOn(pathname: string): boolean {
  return pathname !== '/dashboard' && pathname !== '/';
}
