// The copy of the stored state the server draws a page's first paint with when it answers the page's HTML
// (docs/decisions/0029-first-paint-in-the-html.md): what the boot script would send to `POST /api/web/first-paint`
// (app/first-paint-boot.ts), deflated and base64url-encoded into a cookie sent only with the dashboard's HTML
// (`Path=/dashboard`, so never with an asset or an API call), written again whenever the stores or the viewport's
// media queries change and removed once signed out. The API never takes it as a credential: the draw's reads carry
// the access token in it, each checked as any read is, and the boot uses a paint only when it was drawn from
// exactly what is stored then.
import { useProductOnboarding } from '../lib/storage/product-onboarding-store.ts';
import { useSessionStore } from '../lib/storage/session-store.ts';
import { useUiPreferences } from '../lib/storage/ui-preferences-store.ts';
import {
  FIRST_PAINT_COOKIE,
  type FirstPaintStored,
  storedFirstPaint,
  VIEWPORT_QUERIES,
} from './first-paint-boot.ts';

/** A cookie's name and value are at most 4,096 bytes in browsers; a larger copy is not written. */
const MAX_VALUE_LENGTH = 3_900;

export async function encodeFirstPaintCookie(stored: FirstPaintStored): Promise<string> {
  const deflated = new Blob([JSON.stringify(stored)])
    .stream()
    .pipeThrough(new CompressionStream('deflate-raw'));
  const bytes = new Uint8Array(await new Response(deflated).arrayBuffer());
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

function setCookie(value: string, maxAgeSeconds: number) {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the app supports
  document.cookie = `${FIRST_PAINT_COOKIE.name}=${value}; Path=${FIRST_PAINT_COOKIE.path}; Max-Age=${maxAgeSeconds}; SameSite=Strict${secure}`;
}

async function write() {
  const found = storedFirstPaint();
  const value = found && (await encodeFirstPaintCookie(found.stored));
  const maxAge = found ? Math.floor((found.expiry - Date.now()) / 1000) : 0;
  if (!value || value.length > MAX_VALUE_LENGTH || maxAge <= 0) setCookie('', 0);
  else setCookie(value, maxAge);
}

/** Keeps the cookie the copy of what is stored, from now on (the app's entry calls it once). */
export function mirrorFirstPaintCookie(): void {
  if (typeof CompressionStream === 'undefined') return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // After the persisted stores have written local storage (they do so after their listeners have run).
  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(() => void write().catch(() => setCookie('', 0)), 0);
  };
  useSessionStore.subscribe(schedule);
  useUiPreferences.subscribe(schedule);
  useProductOnboarding.subscribe(schedule);
  for (const query of Object.values(VIEWPORT_QUERIES)) matchMedia(query).addEventListener('change', schedule);
  window.addEventListener('storage', schedule);
  schedule();
}
