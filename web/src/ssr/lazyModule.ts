// Code split into chunks (pages, widgets) that the server renders and the browser then hydrates. React.lazy suspends
// the first time it renders, even when its chunk has arrived; a page the server rendered must hydrate without
// suspending, or React would keep its server HTML inert until then (and replace it with the fallback on any update).
// So: a lazy module has an id (its source path, the build's manifest key, put in by web/build/lazyModuleIds.ts), the
// server records the ids it rendered, the browser loads them before it hydrates, and a module already loaded renders
// at once.
import { createContext, createElement, lazy, useContext, useState, type ComponentType } from "react";
import { startInTurn } from "../boot/nextTask";

/**
 * A chunk's loader, as `() => import("./Page")`; the build gives it `moduleId`. `alsoLoads`: the ids of other modules
 * it loads with it (Apollo Client's), which the server preloads too.
 */
export type ModuleLoader<M> = (() => Promise<M>) & { moduleId?: string; alsoLoads?: string[] };

export type LazyModule<P> = ComponentType<P> & {
  /** Starts loading the chunk (once); resolves when the component is ready to render. */
  preload: () => Promise<ComponentType<P>>;
  /** The component once loaded, else undefined. */
  loaded: () => ComponentType<P> | undefined;
};

/** Where the server's render records the ids of the lazy modules it rendered (per request). */
export const RenderedModules = createContext<Set<string> | null>(null);

const registry = new Map<string, () => Promise<unknown>>();

export interface LazyModuleOptions {
  /**
   * Left out of what the browser loads before it hydrates (and of the chunks the server preloads): the server's HTML
   * of it stays as it is, inert, until React has loaded it and hydrates it, after the rest of the page. For a part
   * below the first screen whose code is large (the home page's products, with Apollo Client). It must sit in a
   * Suspense boundary of its own, which nothing re-renders before it has hydrated.
   */
  hydrateLater?: boolean;
}

/**
 * A component loaded with its chunk: `pick` chooses it from the module (its default export unless told). Rendered
 * before it has loaded, it suspends as React.lazy does; once loaded, it renders at once.
 */
export function lazyModule<P extends object>(load: ModuleLoader<{ default: ComponentType<P> }>): LazyModule<P>;
export function lazyModule<P extends object, M>(load: ModuleLoader<M>, pick?: (module: M) => ComponentType<P>, options?: LazyModuleOptions): LazyModule<P>;
export function lazyModule<P extends object, M>(
  load: ModuleLoader<M>,
  pick: (module: M) => ComponentType<P> = (m) => (m as { default: ComponentType<P> }).default,
  { hydrateLater = false }: LazyModuleOptions = {},
): LazyModule<P> {
  let component: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => (loading ??= load().then((m) => (component = pick(m))));
  // A part hydrated later starts loading when React first renders it, amid hydrating the rest: it starts in a task of
  // its own instead (its import adds a preload link for each of its chunks, Apollo Client's among them).
  const Lazy = lazy(() => (hydrateLater ? startInTurn(preload) : preload()).then((c) => ({ default: c })));
  const id = load.moduleId;
  if (id) registry.set(id, preload);

  function LazyModuleComponent(props: P) {
    const rendered = useContext(RenderedModules);
    if (rendered && id && !hydrateLater) for (const each of [id, ...(load.alsoLoads ?? [])]) rendered.add(each);
    // Chosen once per mount: switching between the two would remount what they render.
    const [ready] = useState(() => component);
    return ready ? createElement(ready, props) : createElement(Lazy as unknown as ComponentType<P>, props);
  }
  return Object.assign(LazyModuleComponent, { preload, loaded: () => component });
}

/**
 * Loads the modules with these ids (the ones a server render recorded). A module declared inside another (a page's
 * own widget) is known only once that one has loaded: loaded in rounds, until none is left or none more is known.
 */
export async function preloadModules(ids: Iterable<string>): Promise<void> {
  let left = new Set(ids);
  while (left.size > 0) {
    const known = [...left].filter((id) => registry.has(id));
    if (known.length === 0) return;
    await Promise.all(known.map((id) => registry.get(id)!()));
    left = new Set([...left].filter((id) => !known.includes(id)));
  }
}

/** Loads every lazy module, those declared inside others too (the server renders any page without waiting). */
export async function preloadAllModules(): Promise<void> {
  let done = 0;
  while (registry.size > done) {
    done = registry.size;
    await Promise.all([...registry.values()].map((preload) => preload()));
  }
}
