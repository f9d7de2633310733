// Lazy pages and widgets that query data: their chunk and Apollo Client load in parallel, and they render inside the
// provider. The shop's shell and home page render without Apollo (like the sign-in page); what queries loads with it.
import type { ComponentType } from "react";
import { markApolloLoaded } from "./apolloLoaded";
import { nextTask } from "../boot/nextTask";
import { lazyModule, type LazyModule, type LazyModuleOptions, type ModuleLoader } from "../ssr/lazyModule";

/** The module that brings Apollo Client, as the build's manifest names it. */
export const WITH_APOLLO_MODULE = "src/apollo/WithApollo.tsx";

/** Apollo Client's module, once the browser's client is made (in tasks after the module's own) and the page told. */
async function withClientPrepared(module: typeof import("./WithApollo")) {
  await module.prepareBrowserApolloClient(nextTask);
  markApolloLoaded();
  return module;
}

/** Wraps a lazily loaded component in WithApollo, fetching both chunks at once (no waterfall). */
export function withApollo<M, P extends object>(load: ModuleLoader<M>, pick: (module: M) => ComponentType<P>): ModuleLoader<{ default: ComponentType<P> }> {
  const loader = async () => {
    const [module, { WithApollo }] = await Promise.all([load(), import("./WithApollo").then(withClientPrepared)]);
    const Component = pick(module);
    return {
      default: function WithApolloClient(props: P) {
        return (
          <WithApollo>
            <Component {...props} />
          </WithApollo>
        );
      },
    };
  };
  // Known by the page's own module (the build names the import: web/build/lazyModuleIds.ts), with Apollo Client's.
  return Object.assign(loader, { moduleId: load.moduleId, alsoLoads: [WITH_APOLLO_MODULE] });
}

/** A lazily loaded page or widget (its module's default export unless `pick` says) that queries data. */
export function lazyWithApollo<P extends object>(load: ModuleLoader<{ default: ComponentType<P> }>): LazyModule<P>;
export function lazyWithApollo<P extends object, M>(
  load: ModuleLoader<M>,
  pick?: (module: M) => ComponentType<P>,
  options?: LazyModuleOptions,
): LazyModule<P>;
export function lazyWithApollo<P extends object, M>(
  load: ModuleLoader<M>,
  pick: (module: M) => ComponentType<P> = (m) => (m as { default: ComponentType<P> }).default,
  options?: LazyModuleOptions,
): LazyModule<P> {
  return lazyModule(withApollo(load, pick), undefined, options);
}
