import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";

// A page the server rendered comes with the answers of its queries in Apollo's cache (start.tsx), asked by the server
// for this very page moments before. A query that keeps itself fresh by asking the network too ("cache-and-network":
// the account's orders, the checkout's quote) asked again the moment the page hydrated and rendered the same answer a
// second time, in the seconds a phone is busiest (Lighthouse's network log: the account's orders asked at start).
// Mounted on the page the server rendered, such a query reads the cache; from its next asking on (another page of
// orders, a changed address), and on every page the app moves to, it asks the network as before.

let onServedPage = false;

/** Called by start.tsx: the page about to hydrate came from the server with its answers (true), or not. */
export function startFromServedPage(served: boolean) {
  onServedPage = served;
}

/** Inside the router: the first move to another page ends the served page (its answers are no longer the page's). */
export function ServedPageEnds() {
  const { key } = useLocation();
  const served = useRef(key);
  useEffect(() => {
    if (key !== served.current) onServedPage = false;
  }, [key]);
  return null;
}

/** The fetch policy options of a query kept fresh from the network: the served cache first on the served page. */
export function useFreshFromNetwork(): { fetchPolicy: "cache-first" | "cache-and-network"; nextFetchPolicy: "cache-and-network" } {
  const [served] = useState(() => onServedPage);
  return { fetchPolicy: served ? "cache-first" : "cache-and-network", nextFetchPolicy: "cache-and-network" };
}
