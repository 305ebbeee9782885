// The media queries that decide what a page draws (not only how it looks): the shell draws the sidebar on a desktop
// only, a filter bar folds into a button on a phone. The browser reads them synchronously, as it draws; the server's
// first paint (first-paint.tsx) draws with the answers the boot script read in the browser
// (app/first-paint-boot.ts), so that the markup it sends is the one the browser's hydration draws.
import { useSyncExternalStore } from 'react';

export const VIEWPORT_QUERIES = {
  /** Mantine's `md` breakpoint: the sidebar. */
  desktop: '(min-width: 62em)',
  /** Below Mantine's `sm`: filters behind a button. */
  phone: '(max-width: 47.99em)',
} as const;

export type ViewportQuery = keyof typeof VIEWPORT_QUERIES;
export type ViewportMatches = Partial<Record<ViewportQuery, boolean>>;

/** On the server: the browser's answers for the page being drawn. */
let drawnWith: ViewportMatches = {};

export function drawWithViewport(matches: ViewportMatches): void {
  drawnWith = matches;
}

export function useViewport(name: ViewportQuery): boolean {
  const query = VIEWPORT_QUERIES[name];
  const read = () => window.matchMedia(query).matches;
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    read,
    () => (typeof window === 'undefined' ? (drawnWith[name] ?? false) : read()),
  );
}
