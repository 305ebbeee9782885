// The React hook of a persisted store, as zustand's `create` makes it, with one difference: React's server snapshot
// is the store's current state, not its initial one. The server draws a signed-in page's first paint with the
// session the browser has stored (first-paint.tsx), and the browser hydrates that markup with the same stored
// state; zustand's own hook answers both with the initial, logged-out state, which would draw the login redirect.
import { useSyncExternalStore } from 'react';
import type { StoreApi } from 'zustand';

type StateOf<S> = S extends { getState: () => infer T } ? T : never;

export function bindStore<S extends Pick<StoreApi<unknown>, 'getState' | 'subscribe'>>(api: S) {
  function useBound(): StateOf<S>;
  function useBound<U>(selector: (state: StateOf<S>) => U): U;
  function useBound<U>(selector?: (state: StateOf<S>) => U) {
    const read = () => {
      const state = api.getState() as StateOf<S>;
      return selector ? selector(state) : state;
    };
    return useSyncExternalStore(api.subscribe, read, read);
  }
  return Object.assign(useBound, api);
}
