import { useDeferredValue } from "react";

/**
 * A query's result rendered in a deferred pass React splits into short tasks (a slow phone stays responsive while a
 * page of cards renders). `waiting`: nothing is shown yet though a result is loading or has just arrived, so the page
 * shows its skeleton, never "nothing found", in between.
 */
export function useDeferredResult<T>(fresh: T | null | undefined, loading: boolean) {
  const shown = useDeferredValue(fresh);
  return { shown, waiting: !shown && (loading || !!fresh) };
}
