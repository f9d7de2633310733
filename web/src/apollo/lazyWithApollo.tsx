// Lazy pages and widgets that query data: their chunk and Apollo Client load in parallel, and they render inside the
// provider. The shop's shell and home page render without Apollo (like the sign-in page); what queries loads with it.
import { lazy, type ComponentType } from "react";
import { markApolloLoaded } from "./apolloLoaded";

/** Wraps a lazily loaded component in WithApollo, fetching both chunks at once (no waterfall). */
export function loadWithApollo<P extends object>(load: () => Promise<ComponentType<P>>): () => Promise<ComponentType<P>> {
  return async () => {
    const [Component, { WithApollo, seedPageAnswers }] = await Promise.all([load(), import("./WithApollo").then((m) => (markApolloLoaded(), m))]);
    // Writing the served answers into the cache is a large piece of the page's first render on a phone (the listing's
    // 24 products): done here, in a task of its own, the render that reads them is that much shorter.
    await new Promise((resolve) => setTimeout(resolve, 0));
    seedPageAnswers();
    return function WithApolloClient(props: P) {
      return (
        <WithApollo>
          <Component {...props} />
        </WithApollo>
      );
    };
  };
}

/** React.lazy for a page module (default export) that queries data. */
export function lazyWithApollo<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  const loaded = loadWithApollo(() => load().then((m) => m.default));
  return lazy(() => loaded().then((component) => ({ default: component })));
}
