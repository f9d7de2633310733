import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False in the server's render and in the browser's render that hydrates it, true from then on (and in a page the
 * browser renders itself). A form's submit button is disabled until then: submitted before the app runs, the browser
 * would send it itself, its password in the address.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
