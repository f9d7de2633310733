import fs from "node:fs";
import path from "node:path";
import { addTypenameToDocument } from "@apollo/client/utilities";
import { print, type DocumentNode } from "graphql";
import { runnerImport, type Plugin } from "vite";
import { ACCOUNT_BANNER, CHECKOUT_BANNER } from "../src/pages/shop/headerImages.ts";
import { shopHeaderShell } from "./shopHeaderShell.ts";

// The shop pages that query data load Apollo Client next to their chunk (web/src/apollo/lazyWithApollo.tsx).
const APOLLO = "src/apollo/WithApollo.tsx";

/**
 * Route -> the source modules React Router loads before it renders (layout, page, Apollo Client if it needs it).
 * The server names their chunks in the route's HTML (route-hints.json, below); bench/websize.ts weighs them.
 */
export const ROUTE_MODULES: Record<string, string[]> = {
  // The home page renders its banner and tiles first; its product sections (HomeCatalogue) load Apollo Client after.
  "/shop/home": ["src/pages/shop/ShopLayout.tsx", "src/pages/shop/Home.tsx"],
  "/shop/listing": ["src/pages/shop/ShopLayout.tsx", "src/pages/shop/Listing.tsx", APOLLO],
  "/shop/search": ["src/pages/shop/ShopLayout.tsx", "src/pages/shop/Search.tsx", APOLLO],
  "/shop/checkout": ["src/pages/shop/ShopLayout.tsx", "src/pages/shop/Checkout.tsx", APOLLO],
  "/shop/account": ["src/pages/shop/ShopLayout.tsx", "src/pages/shop/Account.tsx", APOLLO],
  "/auth/login": ["src/pages/auth/AuthLayout.tsx", "src/pages/auth/Login.tsx"],
  "/admin/dashboard": ["src/pages/admin/AdminLayout.tsx", "src/pages/admin/Dashboard.tsx"],
  "/admin/products": ["src/pages/admin/AdminLayout.tsx", "src/pages/admin/Products.tsx"],
};

/**
 * A route's largest image when it is known before any data: the home page's first banner (BANNERS[0]), the banners
 * across the top of the account and checkout pages.
 */
export const ROUTE_IMAGES: Record<string, string[]> = {
  "/shop/home": ["/images/banners/1.svg"],
  "/shop/account": [ACCOUNT_BANNER],
  "/shop/checkout": [CHECKOUT_BANNER],
};

/** What the server adds to a route's HTML so the browser fetches it with the entry instead of after it. */
export interface RouteHints {
  /** Chunk URLs for `<link rel="modulepreload">`, beyond the entry chunk index.html loads anyway. */
  modules: string[];
  /** Image URLs for `<link rel="preload" as="image">`. */
  images: string[];
  /** The queries the server answers in the page (src/servedQueries.ts), as text for the GraphQL API. */
  queries: ServedQuery[];
  /** Static HTML the route's page starts with, shown until the app renders, for the viewer it is drawn for. */
  shell?: Shell;
}

/**
 * A route's first paint as static HTML: the storefront's header (with the home and account pages' top picture) for a
 * signed-in shopper, the sign-in page for a visitor. Served only to that viewer (anyone else is sent elsewhere by the
 * app, so would see the wrong page first).
 */
export interface Shell {
  html: string;
  viewer: "shopper" | "visitor";
  /**
   * Drawn after `html` from the page's served answers (the listing's frame and first picture): its slots are filled
   * with the values the route's served query names (ServedQuery.firstPaint); left out when one is missing.
   */
  servedTop?: string;
}

/** A query the route's first render makes (src/servedQueries.ts), as the server runs it. */
export interface ServedQuery {
  operationName: string;
  document: string;
  variables: Record<string, unknown>;
  /** Where in the answer the URL of the page's largest image is. */
  largestImage?: (string | number)[];
  /** Where in the answer the values of the shell's servedTop slots are. */
  firstPaint?: { slots: Record<string, (string | number)[]>; unless?: (string | number)[] };
}

export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

/** What the build writes for the server in `.vite/route-hints.json` (graphql-api/src/web-page.ts reads it). */
export interface PageHints {
  /** Route -> what its page is served with. */
  routes: Record<string, RouteHints>;
  /** Drawn in every page of a shop whose payments are a demo (src/staticShells.tsx demoPaymentsNote). */
  demoPaymentsNote: string;
}

export const ROUTE_HINTS_FILE = ".vite/route-hints.json";

/** A finished build's manifest (`build.manifest`), which maps each source module to its chunk. */
export function readManifest(outDir: string): Record<string, ManifestChunk> {
  return JSON.parse(fs.readFileSync(path.join(outDir, ".vite/manifest.json"), "utf8")) as Record<string, ManifestChunk>;
}

/** The manifest keys of the chunks some route loads before it renders: the entry's and every route's. */
export function firstLoadKeys(manifest: Record<string, ManifestChunk>): Set<string> {
  const { entry, routes } = routeChunks(manifest);
  return new Set([...entry, ...Object.values(routes).flat()]);
}

/**
 * A finished build's first-load chunks, from its manifest: the entry's (with everything it imports statically), and
 * each route's beyond those (its modules and their static imports), as manifest keys, entry chunk first.
 */
export function routeChunks(manifest: Record<string, ManifestChunk>): { entry: string[]; routes: Record<string, string[]> } {
  const closure = (key: string, seen: Set<string>) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const i of manifest[key]!.imports ?? []) closure(i, seen);
  };
  const entry = new Set<string>();
  for (const key of Object.keys(manifest)) if (manifest[key]!.isEntry) closure(key, entry);
  const routes = Object.entries(ROUTE_MODULES).map(([route, modules]) => {
    const seen = new Set(entry);
    for (const m of modules) {
      // A page that is no longer its own lazy chunk (renamed, or imported statically) would silently count as nothing.
      if (!manifest[m]) throw new Error(`${route}: ${m} is not a chunk of the build; update ROUTE_MODULES in web/build/routeHints.ts`);
      closure(m, seen);
    }
    return [route, [...seen].filter((k) => !entry.has(k))] as const;
  });
  return { entry: [...entry], routes: Object.fromEntries(routes) };
}

/** What src/staticShells.tsx exports (loaded through Vite: it renders the app's components). */
interface StaticShellsModule {
  LOGIN_PATH: string;
  loginShell(): string;
  pageTopShells(): Record<string, string>;
  servedPageTops(): Record<string, string>;
  demoPaymentsNote(): string;
}

/** What src/servedQueries.ts exports (loaded through Vite: it imports the app's generated documents). */
interface ServedQueriesModule {
  ROUTE_QUERIES: Record<string, ({ query: DocumentNode; variables: Record<string, unknown> } & Pick<ServedQuery, "largestImage" | "firstPaint">)[]>;
  operationName(query: DocumentNode): string;
}

/** Each route's hints in a finished build: its chunks beyond the entry's, its image, served queries and shell. */
export function routeHintsFromManifest(
  manifest: Record<string, ManifestChunk>,
  served?: ServedQueriesModule,
  shells?: StaticShellsModule,
): Record<string, RouteHints> {
  const { routes } = routeChunks(manifest);
  const header = shopHeaderShell();
  const pageTops = shells?.pageTopShells() ?? {};
  const servedTops = shells?.servedPageTops() ?? {};
  const shellOf = (route: string): Shell | undefined => {
    const servedTop = servedTops[route];
    if (route.startsWith("/shop/")) return { html: header + (pageTops[route] ?? ""), viewer: "shopper", ...(servedTop ? { servedTop } : {}) };
    return shells && route === shells.LOGIN_PATH ? { html: shells.loginShell(), viewer: "visitor" } : undefined;
  };
  const servedQueries = (route: string): ServedQuery[] =>
    (served?.ROUTE_QUERIES[route] ?? []).map(({ query, variables, largestImage, firstPaint }) => ({
      operationName: served!.operationName(query),
      // As Apollo Client sends it (with __typename), so the answer is what the page's own request would have had.
      document: print(addTypenameToDocument(query)),
      variables,
      ...(largestImage ? { largestImage } : {}),
      ...(firstPaint ? { firstPaint } : {}),
    }));
  return Object.fromEntries(
    Object.entries(routes).map(([route, keys]) => {
      const files = keys.map((k) => `/${manifest[k]!.file}`).filter((f) => f.endsWith(".js"));
      const shell = shellOf(route);
      return [route, { modules: files, images: ROUTE_IMAGES[route] ?? [], queries: servedQueries(route), ...(shell ? { shell } : {}) }];
    }),
  );
}

/** Writes `.vite/route-hints.json` beside the build's manifest (graphql-api/src/web-static.ts reads it). */
export function routeHints(): Plugin {
  let outDir = "dist";
  let root = ".";
  return {
    name: "route-hints",
    apply: "build",
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      const manifestFile = path.join(outDir, ".vite/manifest.json");
      if (!fs.existsSync(manifestFile)) this.error("route-hints needs build.manifest");
      const load = async <T,>(file: string) => (await runnerImport<T>(path.join(root, file), { root, logLevel: "silent" })).module;
      const served = await load<ServedQueriesModule>("src/servedQueries.ts");
      const shells = await load<StaticShellsModule>("src/staticShells.tsx");
      const hints: PageHints = { routes: routeHintsFromManifest(readManifest(outDir), served, shells), demoPaymentsNote: shells.demoPaymentsNote() };
      fs.writeFileSync(path.join(outDir, ROUTE_HINTS_FILE), JSON.stringify(hints, null, 2));
    },
  };
}
