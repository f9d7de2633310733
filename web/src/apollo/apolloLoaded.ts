import { useSyncExternalStore } from "react";

// Whether a lazily loaded page or widget has brought Apollo Client into this page (lazyWithApollo.tsx). Widgets that
// only need it when used (the header's cart) wait for that, or for their first use, instead of loading it themselves.
let loaded = false;
const listeners = new Set<() => void>();

export function markApolloLoaded() {
  if (loaded) return;
  loaded = true;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

// False in the server's render and the render that hydrates it: what it decides waits for the page to have started.
export const useApolloLoaded = () => useSyncExternalStore(subscribe, () => loaded, () => false);

/** Tests: back to a page that has not loaded Apollo Client. */
export function resetApolloLoaded() {
  loaded = false;
}
