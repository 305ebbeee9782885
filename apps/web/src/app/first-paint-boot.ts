// The first thing a page runs (issue 30): inline in index.html's head (build/first-paint.ts puts it there, the API's
// CSP allows it by its hash), before the runtime configuration and the app's code are even asked for. On a page the
// server can draw (FIRST_PAINT_PATHS) with a stored session, it asks the API for the page's first paint, drawn with
// the session's reads (src/first-paint.tsx), and puts the markup into #root: on a phone network the page paints as
// soon as its stylesheet arrives, seconds before its code has arrived and run. The app's entry (main.tsx) then
// hydrates that markup with the reads it was drawn with, or draws the page itself when there is none.
// Standalone: compiled on its own, so it imports nothing; app/first-paint-boot.test.ts checks its constants.

export interface FirstPaintAnswer {
  pathname: string;
  html: string;
  /** TanStack Query's dehydrated state: the reads the markup was drawn with. */
  state: unknown;
}

declare global {
  interface Window {
    /** Set by this script when it asked for a first paint: resolves with the paint it put into #root, or null. */
    __PAYDESK_FIRST_PAINT__?: Promise<FirstPaintAnswer | null>;
    /** Set by the app's entry once it draws: a first paint that arrives later is not used. */
    __PAYDESK_APP_STARTED__?: boolean;
  }
}

/** Stylesheets each page needs beyond index.html's (its code's CSS modules), by path: set by the build. */
declare const __FIRST_PAINT_STYLES__: Record<string, string[]>;

export const FIRST_PAINT_PATHS = /^\/(dashboard\/?)?$/;
export const FIRST_PAINT_URL = '/api/web/first-paint';
export const STORAGE_KEYS = {
  session: 'paydesk.session',
  preferences: 'paydesk.ui-preferences',
  onboarding: 'paydesk.product-onboarding',
} as const;
export const MAIN_ACCOUNT_HEADER = 'x_default_request';
/** lib/viewport.ts's queries: the server draws with the browser's answers. */
export const VIEWPORT_QUERIES = { desktop: '(min-width: 62em)', phone: '(max-width: 47.99em)' } as const;

interface StoredSession {
  loggedIn?: boolean;
  data?: { token?: string; refreshToken?: string; tokenExpiry?: number } | null;
  mainAccount?: { _id?: string } | null;
}

function framed(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    return true;
  }
}

/**
 * Resolves once the parser has reached #root. Not DOMContentLoaded: that waits for the app's module scripts to
 * download and run, which on a phone network is seconds after #root exists.
 */
function rootParsed(): Promise<void> {
  return new Promise((resolve) => {
    if (document.getElementById('root') || document.readyState !== 'loading') return resolve();
    const observer = new MutationObserver(() => {
      if (!document.getElementById('root')) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(document.documentElement, { childList: true, subtree: true });
    document.addEventListener('DOMContentLoaded', () => resolve(), { once: true });
  });
}

/** Fetches the page's stylesheets now, beside its first paint, so that linking them later costs no round trip. */
function preloadStyles(styles: string[]): void {
  for (const href of styles) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'style';
    link.href = href;
    link.crossOrigin = '';
    document.head.appendChild(link);
  }
}

/** Links each stylesheet not linked yet; resolves once all have loaded (or failed: the paint goes in anyway). */
function linkStyles(styles: string[]): Promise<unknown> {
  const linked = new Set(
    [...document.querySelectorAll('link[rel=stylesheet]')].map((l) => l.getAttribute('href')),
  );
  return Promise.all(
    styles
      .filter((href) => !linked.has(href))
      .map(
        (href) =>
          new Promise((resolve) => {
            const link = document.createElement('link');
            link.rel = 'stylesheet';
            link.href = href;
            link.crossOrigin = '';
            link.onload = link.onerror = resolve;
            document.head.appendChild(link);
          }),
      ),
  );
}

export function startFirstPaint(): void {
  if (framed() || location.search !== '' || !FIRST_PAINT_PATHS.test(location.pathname)) return;
  const stored = {
    session: localStorage.getItem(STORAGE_KEYS.session),
    preferences: localStorage.getItem(STORAGE_KEYS.preferences),
    onboarding: localStorage.getItem(STORAGE_KEYS.onboarding),
  };
  if (!stored.session) return;
  const parsed = JSON.parse(stored.session) as { state?: StoredSession };
  const session = parsed.state;
  const token = session?.data?.token;
  if (!session?.loggedIn || !token || !((session.data?.tokenExpiry ?? 0) > Date.now())) return;
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    authorization: `Bearer ${token}`,
  };
  if (session.mainAccount?._id) headers[MAIN_ACCOUNT_HEADER] = session.mainAccount._id;
  const pathname = location.pathname;
  const styles = __FIRST_PAINT_STYLES__[pathname.replace(/(.)\/$/, '$1')] ?? [];
  window.__PAYDESK_FIRST_PAINT__ = fetch(FIRST_PAINT_URL, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      pathname,
      ...stored,
      // The draw needs the access token only: the refresh token never leaves the browser but to refresh.
      session: JSON.stringify({
        ...parsed,
        state: { ...session, data: { ...session.data, refreshToken: '' } },
      }),
      viewport: {
        desktop: matchMedia(VIEWPORT_QUERIES.desktop).matches,
        phone: matchMedia(VIEWPORT_QUERIES.phone).matches,
      },
    }),
    credentials: 'same-origin',
  })
    .then((response) => (response.status === 200 ? (response.json() as Promise<FirstPaintAnswer>) : null))
    .then((paint) => (paint ? rootParsed().then(() => paint) : null))
    .then((paint) => (paint ? linkStyles(styles).then(() => paint) : null))
    .then((paint) => {
      const root = document.getElementById('root');
      if (
        !paint ||
        !root ||
        root.firstChild ||
        window.__PAYDESK_APP_STARTED__ ||
        location.pathname !== pathname
      )
        return null;
      document.documentElement.setAttribute('data-mantine-color-scheme', 'light');
      root.innerHTML = paint.html;
      return paint;
    })
    .catch(() => null);
  // After the paint's request, which goes first on the browser's few connections.
  preloadStyles(styles);
}
