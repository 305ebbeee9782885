// A page reached before signing in (the approver's emailed link) asks to be reopened after the sign-in. Kept for the
// tab only, only for a path inside the app (never another origin), and forgotten by that page once it is reached.
// Reading it does not use it up: the sign-in page and the logged-out-only guard both redirect the moment the session
// starts, and both must send the user to the same place, whichever runs last.
const KEY = 'paydesk.after-login';

const inApp = (path: string) => path.startsWith('/') && !path.startsWith('//');

export function rememberAfterLogin(path: string, storage: Storage = sessionStorage): void {
  if (inApp(path)) storage.setItem(KEY, path);
}

/** The remembered page has been reached: later sign-ins land as usual. */
export function forgetAfterLogin(storage: Storage = sessionStorage): void {
  storage.removeItem(KEY);
}

/** Where to go once signed in: the remembered page instead of the dashboard; the landing otherwise (an unverified
 *  business still goes to compliance first). */
export function afterLoginPath(
  landing: string,
  dashboard: string,
  storage: Storage = sessionStorage,
): string {
  const remembered = storage.getItem(KEY);
  return remembered && inApp(remembered) && landing === dashboard ? remembered : landing;
}
