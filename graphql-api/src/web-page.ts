// The web app's index.html as each page is served: the chunks and the largest image of the route asked for, named in
// its head so the browser fetches them with the entry script instead of one round trip after another, and what the
// first render needs from the API (who is signed in; the storefront's categories and brands; whether payments are a
// demo; how many units the shopper's cart holds), so the page shows without a request for them first, and nothing
// moves when they would have arrived.
import fs from "node:fs";
import path from "node:path";
import type { Request } from "express";
import type { Services } from "./services.js";
import type { PublicUser } from "./modules/user/user.service.js";

/** What the build wrote for a route (web/build/routeHints.ts). */
interface RouteHints {
  modules: string[];
  images: string[];
}

/** What a page starts with; the web app reads it in web/src/servedState.ts. */
export interface ServedState {
  /** Who is signed in (the `me` query's answer), or null for a visitor. */
  session: { user: PublicUser | null };
  /** The storefront's menus and tiles, as the `categories` and `brands` queries answer (shop pages only). */
  taxonomy?: { categories: { slug: string; name: string }[]; brands: { slug: string; name: string }[] };
  /** Whether payments are only a demo, as the `shopInfo` query answers. */
  shop: { demoPayments: boolean };
  /** The units in the signed-in shopper's cart, as the `cart` query's itemCount (shop pages, shoppers only). */
  cart?: { itemCount: number };
}

/** Looks up what a request's page starts with. */
export type ServedStateLookup = (req: Request) => Promise<ServedState>;

const HINTS_FILE = ".vite/route-hints.json";
/** The element the web app reads its served state from. */
export const SERVED_STATE_ID = "served-state";

/** The served state from the shop's own services: the same answers as `me`, `categories` and `brands`. */
export function servedStateFrom(services: Services): ServedStateLookup {
  const names = (rows: { slug: string; name: string }[]) => rows.map(({ slug, name }) => ({ slug, name }));
  return async (req) => {
    const viewer = req.viewer ?? null;
    const storefront = req.path === "/shop" || req.path.startsWith("/shop/");
    const [user, categories, brands] = await Promise.all([
      services.users.me(viewer),
      storefront ? services.taxonomy.list(viewer, "category") : null,
      storefront ? services.taxonomy.list(viewer, "brand") : null,
    ]);
    // Admins are sent from the storefront to the back office; they have no cart to show.
    const cart = storefront && user && user.role !== "admin" ? await services.cart.get(viewer) : null;
    return {
      session: { user },
      shop: { demoPayments: services.shop.info().demoPayments },
      ...(categories && brands ? { taxonomy: { categories: names(categories), brands: names(brands) } } : {}),
      ...(cart ? { cart: { itemCount: cart.itemCount } } : {}),
    };
  };
}

/**
 * The build's index.html, ready to be completed per request; `hinted` is false for a build without route hints
 * (an older client served through WEB_DIR), whose page is served exactly as built.
 */
export function loadIndexPage(dist: string) {
  const html = fs.readFileSync(path.join(dist, "index.html"), "utf8");
  const hintsFile = path.join(dist, HINTS_FILE);
  const hints = fs.existsSync(hintsFile) ? (JSON.parse(fs.readFileSync(hintsFile, "utf8")) as Record<string, RouteHints>) : null;
  return {
    hinted: hints !== null && html.includes("</head>"),
    /** The page for `pathname`, with `state` embedded when known (undefined: the app asks the API itself). */
    render(pathname: string, state: ServedState | undefined): string {
      if (!hints) return html;
      const route = hints[pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname];
      const head = [
        ...(route?.modules ?? []).map((href) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(href)}">`),
        ...(route?.images ?? []).map((href) => `<link rel="preload" as="image" href="${escapeAttribute(href)}" fetchpriority="high">`),
        ...(state ? [`<script id="${SERVED_STATE_ID}" type="application/json">${scriptJson(state)}</script>`] : []),
      ];
      return head.length ? html.replace("</head>", `${head.join("\n")}\n</head>`) : html;
    },
  };
}

/** JSON that cannot end its script element or start markup, whatever a user named themselves. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
}
