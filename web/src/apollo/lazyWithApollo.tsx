// Lazy pages and widgets that query data: their chunk and Apollo Client load in parallel, and they render inside the
// provider. The shop's shell and home page render without Apollo (like the sign-in page); what queries loads with it.
import { lazy, type ComponentType } from "react";
import type { ApolloCache } from "@apollo/client";
import { markApolloLoaded } from "./apolloLoaded";

/** Wraps a lazily loaded component in WithApollo, fetching both chunks at once (no waterfall). */
export function loadWithApollo<P extends object>(load: () => Promise<ComponentType<P>>): () => Promise<ComponentType<P>> {
  return async () => {
    const [Component, { WithApollo }] = await Promise.all([load(), import("./WithApollo").then((m) => (markApolloLoaded(), m))]);
    return function WithApolloClient(props: P) {
      return (
        <WithApollo>
          <Component {...props} />
        </WithApollo>
      );
    };
  };
}

/** A page module for lazyWithApollo: its component, and what it writes into the app's cache before it first renders. */
export interface ApolloPageModule<P> {
  default: ComponentType<P>;
  seedCache?: (cache: ApolloCache) => void;
}

/** React.lazy for a page module (default export) that queries data. */
export function lazyWithApollo<P extends object>(load: () => Promise<ApolloPageModule<P>>) {
  let seedCache: ApolloPageModule<P>["seedCache"];
  const loaded = loadWithApollo(() => load().then((m) => ((seedCache = m.seedCache), m.default)));
  return lazy(async () => {
    const component = await loaded();
    if (seedCache) {
      // Writing what the page was served into the cache is a large piece of its first render on a phone (the
      // listing's 24 products): done a task after the chunks have loaded, it is a task of its own, and the render
      // that reads it is that much shorter.
      const [{ appCache }] = await Promise.all([import("./WithApollo"), new Promise((resolve) => setTimeout(resolve, 0))]);
      seedCache(appCache());
    }
    return { default: component };
  });
}
