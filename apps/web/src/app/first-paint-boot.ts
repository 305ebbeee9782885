// The first thing a page runs (issue 30): inline in index.html's head (build/first-paint.ts puts it there, the API's
// CSP allows it by its hash), before the runtime configuration and the app's code are even asked for. On a page the
// server can draw (FIRST_PAINT_PATHS) with a stored session, it puts the page's first paint, drawn by the server with
// the session's reads (src/first-paint.tsx), into #root: on a phone network the page paints as soon as its stylesheet
// arrives, seconds before its code has arrived and run. The app's entry (main.tsx) then hydrates that markup with the
// reads it was drawn with, or draws the page itself when there is none.
// The paint comes one of two ways (docs/decisions/0029-first-paint-in-the-html.md):
// - in the page's HTML, when the browser sent the stored state's copy in the first-paint cookie
//   (app/first-paint-cookie.ts writes it): used only when it was drawn from exactly what is stored now;
// - otherwise from `POST /api/web/first-paint`, asked for here with what is stored.
// Standalone: compiled on its own, so it imports nothing; app/first-paint-boot.test.ts checks its constants.

export interface FirstPaintAnswer {
  pathname: string;
  html: string;
  /** TanStack Query's dehydrated state: the reads the markup was drawn with. */
  state: unknown;
}

/** What the server draws a page with: the stored state as local storage holds it, and the browser's media queries. */
export interface FirstPaintStored {
  /** The stored session, its refresh token blanked: the draw needs the access token only. */
  session: string;
  preferences: string | null;
  onboarding: string | null;
  viewport: { desktop: boolean; phone: boolean };
}

declare global {
  interface Window {
    /** Set by this script when it asked for a first paint: resolves with the paint it put into #root, or null. */
    __PAYDESK_FIRST_PAINT__?: Promise<FirstPaintAnswer | null>;
    /** Set by the app's entry once it draws: a first paint that arrives later is not used. */
    __PAYDESK_APP_STARTED__?: boolean;
    /** Set by this script: what a visitor did to markup drawn before the app's code ran (see holdEarlyInput). */
    __PAYDESK_EARLY_INPUT__?: EarlyInput;
  }
}

/**
 * A click on a button or a form's submission in markup the app has not taken over yet (a page drawn by the server,
 * or /login prerendered), held until it has: `take` answers the last one and stops holding.
 */
export interface EarlyInput {
  take(): { kind: 'click'; target: HTMLElement } | { kind: 'submit'; target: HTMLFormElement } | null;
}

/** What a click is held for: the controls that do nothing until the app's code runs (a link still navigates). */
export const EARLY_CLICK_TARGETS = 'button, [role="button"]';

/** Stylesheets each page needs beyond index.html's (its code's CSS modules), by path: set by the build. */
declare const __FIRST_PAINT_STYLES__: Record<string, string[]>;

export const FIRST_PAINT_PATHS = /^\/(dashboard\/?)?$/;
export const FIRST_PAINT_URL = '/api/web/first-paint';
/** The cookie holding the stored state's copy (deflated, base64url), sent with the HTML of this path only. */
export const FIRST_PAINT_COOKIE = { name: 'paydesk_first_paint', path: '/dashboard' } as const;
/** On <html> when the server put a first paint into the page (a JSON script with this id, before #root). */
export const EMBEDDED_ATTRIBUTE = 'data-first-paint-embedded';
export const EMBEDDED_ID = 'paydesk-first-paint';
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

/** What is stored now, when it is a signed-in session with an access token still valid; else null. */
export function storedFirstPaint(): {
  stored: FirstPaintStored;
  token: string;
  mainAccount?: string;
  expiry: number;
} | null {
  const session = localStorage.getItem(STORAGE_KEYS.session);
  if (!session) return null;
  const parsed = JSON.parse(session) as { state?: StoredSession };
  const state = parsed.state;
  const token = state?.data?.token;
  const expiry = state?.data?.tokenExpiry ?? 0;
  if (!state?.loggedIn || !token || !(expiry > Date.now())) return null;
  return {
    stored: {
      session: JSON.stringify({ ...parsed, state: { ...state, data: { ...state.data, refreshToken: '' } } }),
      preferences: localStorage.getItem(STORAGE_KEYS.preferences),
      onboarding: localStorage.getItem(STORAGE_KEYS.onboarding),
      viewport: {
        desktop: matchMedia(VIEWPORT_QUERIES.desktop).matches,
        phone: matchMedia(VIEWPORT_QUERIES.phone).matches,
      },
    },
    token,
    mainAccount: state.mainAccount?._id,
    expiry,
  };
}

/**
 * The fingerprint of what a page was drawn with (FNV-1a, 32 bits, over its JSON): the server gives it with a paint in
 * the HTML, this script compares it with what is stored. The API computes it the same way (plugins/first-paint.ts).
 */
export function firstPaintDigest(stored: FirstPaintStored): string {
  const text = JSON.stringify([
    stored.session,
    stored.preferences,
    stored.onboarding,
    stored.viewport.desktop,
    stored.viewport.phone,
  ]);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(16);
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

/** The paint the server put into the HTML, when it was drawn for this path from what is stored now. */
function embeddedPaint(stored: FirstPaintStored): FirstPaintAnswer | null {
  const script = document.getElementById(EMBEDDED_ID);
  if (!script) return null;
  script.remove();
  const paint = JSON.parse(script.textContent ?? 'null') as (FirstPaintAnswer & { digest?: string }) | null;
  return paint?.pathname === location.pathname && paint.digest === firstPaintDigest(stored) ? paint : null;
}

/** Asks the API for the page's first paint (the HTML came without one). */
function askForPaint(
  found: NonNullable<ReturnType<typeof storedFirstPaint>>,
): Promise<FirstPaintAnswer | null> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    authorization: `Bearer ${found.token}`,
  };
  if (found.mainAccount) headers[MAIN_ACCOUNT_HEADER] = found.mainAccount;
  return fetch(FIRST_PAINT_URL, {
    method: 'POST',
    headers,
    body: JSON.stringify({ pathname: location.pathname, ...found.stored }),
    credentials: 'same-origin',
  }).then((response) => (response.status === 200 ? (response.json() as Promise<FirstPaintAnswer>) : null));
}

/**
 * From the first moment until the app has taken its markup over (main.tsx calls `take`), a click on a button or a
 * form's submission inside #root goes nowhere else: a button's handler is not there yet, and a form would submit
 * itself as a GET, the sign-in's password in the address. The last one is kept and the app replays it once hydrated.
 */
export function holdEarlyInput(): void {
  if (window.__PAYDESK_EARLY_INPUT__) return;
  let held: ReturnType<EarlyInput['take']> = null;
  let holding = true;
  const hold = (event: Event) => {
    if (!holding || !(event.target instanceof Element) || !event.target.closest('#root')) return;
    const target =
      event.type === 'submit'
        ? event.target
        : (event.target.closest(EARLY_CLICK_TARGETS) as HTMLElement | null);
    if (!target) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held =
      event.type === 'submit'
        ? { kind: 'submit', target: target as HTMLFormElement }
        : { kind: 'click', target: target as HTMLElement };
  };
  document.addEventListener('click', hold, true);
  document.addEventListener('submit', hold, true);
  window.__PAYDESK_EARLY_INPUT__ = {
    take() {
      holding = false;
      document.removeEventListener('click', hold, true);
      document.removeEventListener('submit', hold, true);
      const last = held;
      held = null;
      return last?.target.isConnected ? last : null;
    },
  };
}

export function startFirstPaint(): void {
  holdEarlyInput();
  if (framed() || location.search !== '' || !FIRST_PAINT_PATHS.test(location.pathname)) return;
  const found = storedFirstPaint();
  if (!found) return;
  const pathname = location.pathname;
  const styles = __FIRST_PAINT_STYLES__[pathname.replace(/(.)\/$/, '$1')] ?? [];
  const embedded = document.documentElement.hasAttribute(EMBEDDED_ATTRIBUTE);
  // In the HTML, the paint is read once the parser has reached #root (its script comes just before); else, or when
  // it was drawn from something other than what is stored now, it is asked for.
  const paint = embedded
    ? rootParsed().then(() => embeddedPaint(found.stored) ?? askForPaint(found))
    : askForPaint(found).then((answer) => (answer ? rootParsed().then(() => answer) : null));
  window.__PAYDESK_FIRST_PAINT__ = paint
    .then((answer) => (answer ? linkStyles(styles).then(() => answer) : null))
    .then((answer) => {
      const root = document.getElementById('root');
      if (
        !answer ||
        !root ||
        root.firstChild ||
        window.__PAYDESK_APP_STARTED__ ||
        location.pathname !== pathname
      )
        return null;
      document.documentElement.setAttribute('data-mantine-color-scheme', 'light');
      root.innerHTML = answer.html;
      return answer;
    })
    .catch(() => null);
  // After the paint's request, which goes first on the browser's few connections. (A page with its paint links
  // them in its head.)
  if (!embedded) preloadStyles(styles);
}
