import fs from "node:fs";
import path from "node:path";

// The shop pages that query data load Apollo Client next to their chunk (web/src/apollo/lazyWithApollo.tsx).
const APOLLO = "src/apollo/WithApollo.tsx";

/**
 * Route -> the source modules the browser loads before it hydrates the route's page (layout, page, Apollo Client if
 * it needs it, the lazy parts it renders at once): the lazy modules the server's render records for that page
 * (src/ssr/lazyModule.ts), whose chunks it preloads. bench/websize.ts weighs them against bench/budgets.ts;
 * graphql-api/test/web-page.test.ts holds this list to what the server preloads.
 */
export const ROUTE_MODULES: Record<string, string[]> = {
  // The home page hydrates its banner and tiles first; its product sections (HomeCatalogue) load Apollo Client after.
  "/shop/home": ["src/pages/shop/ShopLayout.tsx", "src/pages/shop/Home.tsx"],
  "/shop/listing": ["src/pages/shop/ShopLayout.tsx", "src/pages/shop/Listing.tsx", APOLLO, "src/components/shop/VariantFilters.tsx"],
  "/shop/search": ["src/pages/shop/ShopLayout.tsx", "src/pages/shop/Search.tsx", APOLLO],
  "/shop/checkout": ["src/pages/shop/ShopLayout.tsx", "src/pages/shop/Checkout.tsx", APOLLO],
  "/shop/account": ["src/pages/shop/ShopLayout.tsx", "src/pages/shop/Account.tsx", APOLLO],
  "/auth/login": ["src/pages/auth/AuthLayout.tsx", "src/pages/auth/Login.tsx"],
  "/admin/dashboard": ["src/pages/admin/AdminLayout.tsx", "src/pages/admin/Dashboard.tsx"],
  "/admin/products": ["src/pages/admin/AdminLayout.tsx", "src/pages/admin/Products.tsx"],
};

export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
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
  const entry = entryChunks(manifest);
  const routes = Object.entries(ROUTE_MODULES).map(([route, modules]) => {
    for (const m of modules) {
      // A page that is no longer its own lazy chunk (renamed, or imported statically) would silently count as nothing.
      if (!manifest[m]) throw new Error(`${route}: ${m} is not a chunk of the build; update ROUTE_MODULES in web/build/firstLoad.ts`);
    }
    return [route, moduleChunks(manifest, modules, entry)] as const;
  });
  return { entry: [...entry], routes: Object.fromEntries(routes) };
}

/** The entry's manifest key: the built page, whose script is src/main.tsx. */
export const ENTRY = "index.html";

/**
 * The manifest keys of what every page runs before its own chunks: the entry chunk, its boot stages (the modules
 * src/main.tsx imports dynamically, in their order: web/build/bootStages.ts), and everything they import statically.
 */
export function entryChunks(manifest: Record<string, ManifestChunk>): Set<string> {
  const entry = new Set<string>();
  closure(manifest, ENTRY, entry);
  for (const stage of manifest[ENTRY]?.dynamicImports ?? []) closure(manifest, stage, entry);
  return entry;
}

/** The entry's chunks beyond the entry chunk itself (its boot stages'), as manifest keys, in the stages' order. */
export function bootChunks(manifest: Record<string, ManifestChunk>): string[] {
  return [...entryChunks(manifest)].filter((key) => key !== ENTRY);
}

/** The manifest keys of the chunks these modules load beyond `entry`'s (theirs and their static imports), in order. */
export function moduleChunks(manifest: Record<string, ManifestChunk>, modules: Iterable<string>, entry = entryChunks(manifest)): string[] {
  const seen = new Set(entry);
  for (const m of modules) closure(manifest, m, seen);
  return [...seen].filter((k) => !entry.has(k));
}

function closure(manifest: Record<string, ManifestChunk>, key: string, seen: Set<string>) {
  if (seen.has(key) || !manifest[key]) return;
  seen.add(key);
  for (const i of manifest[key]!.imports ?? []) closure(manifest, i, seen);
}
