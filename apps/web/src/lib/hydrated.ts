// Whether the page is live: false while the browser shows prerendered markup (apps/web/src/prerender.tsx) and React
// is hydrating it, true from the render after. A form drawn before its code runs keeps its fields disabled until
// then, so nothing typed early is lost (react-hook-form sets each field to its default as it attaches).
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
