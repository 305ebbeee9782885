// A page reached before signing in (the approver's emailed link) asks to be reopened after the sign-in. Kept for the
// tab only, used once, and only for a path inside the app (never another origin).
const KEY = 'paydesk.after-login';

const inApp = (path: string) => path.startsWith('/') && !path.startsWith('//');

export function rememberAfterLogin(path: string, storage: Storage = sessionStorage): void {
  if (inApp(path)) storage.setItem(KEY, path);
}

/** Where to go once signed in: the remembered page instead of the dashboard, once; the landing otherwise (an
 *  unverified business still goes to compliance first). */
export function afterLoginPath(
  landing: string,
  dashboard: string,
  storage: Storage = sessionStorage,
): string {
  const path = peekAfterLoginPath(landing, dashboard, storage);
  storage.removeItem(KEY);
  return path;
}

/** The same answer without using the remembered page up: the logged-out-only guard, which redirects the moment the
 *  session starts, must send the user where the sign-in page is sending them, or the two navigations race. */
export function peekAfterLoginPath(
  landing: string,
  dashboard: string,
  storage: Storage = sessionStorage,
): string {
  const remembered = storage.getItem(KEY);
  return remembered && inApp(remembered) && landing === dashboard ? remembered : landing;
}
