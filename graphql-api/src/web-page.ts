// The web app's index.html as each page is served: the chunks and the largest image of the route asked for, named in
// its head so the browser fetches them with the entry script instead of one round trip after another, and what the
// first render needs from the API (who is signed in; the storefront's categories and brands; whether payments are a
// demo, with the demo-payments note drawn; how many units the shopper's cart holds; the answers to the route's first
// queries, with the largest image they name), so the page shows without a request for them first, and nothing moves
// when they would have arrived.
import fs from "node:fs";
import path from "node:path";
import type { Request, Response } from "express";
import type { Services } from "./services.js";
import { escapeHtml } from "./html.js";
import type { PublicUser } from "./modules/user/user.service.js";
import type { PageHints as BuiltPageHints, RouteHints as BuiltRouteHints, ServedQuery } from "../../web/build/routeHints.ts";

export type { ServedQuery };

/** What the build wrote for a route; builds older than served queries have none. */
type RouteHints = Omit<BuiltRouteHints, "queries"> & Partial<Pick<BuiltRouteHints, "queries">>;
type PageHints = Omit<BuiltPageHints, "routes"> & { routes: Record<string, RouteHints> };

/** Runs a served query through the GraphQL API as the request's caller: its data, or null when it had errors. */
export type ServedQueryRunner = (req: Request, res: Response, query: ServedQuery) => Promise<Record<string, unknown> | null>;

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
  /** The GraphQL API's answers to the route's served queries (for shoppers, at a URL without a query string). */
  queries?: { route: string; answers: ServedAnswer[] };
}

/** A served query's answer, with the variables it was asked with (the page writes it under them in its cache). */
export interface ServedAnswer {
  operationName: string;
  variables: Record<string, unknown>;
  data: Record<string, unknown>;
}

/** The route a page is served for, and the queries the server answers in it. */
export interface ServedRoute {
  path: string;
  queries: ServedQuery[];
}

/** Looks up what a request's page starts with. */
export type ServedStateLookup = (req: Request, res: Response, route: ServedRoute) => Promise<ServedState>;

const HINTS_FILE = ".vite/route-hints.json";
/** The element the web app reads its served state from. */
export const SERVED_STATE_ID = "served-state";

/**
 * How long a served page may be kept. A signed-in visitor's page carries their name, email and phone, and on some
 * routes their orders and addresses: no cache may store it (`no-store`, as every API answer), so Back after signing out
 * or another user of the browser finds nothing. Other pages name nobody: a browser may keep them, asking again each time.
 */
export function pageCacheControl(state: ServedState | undefined): string {
  if (state?.session.user) return "private, no-store";
  return state ? "private, no-cache" : "no-cache";
}

/**
 * The served state from the shop's own services (the same answers as `me`, `categories` and `brands`) and, through
 * `runQuery`, the GraphQL API's answers to the route's served queries.
 */
export function servedStateFrom(services: Services, runQuery?: ServedQueryRunner): ServedStateLookup {
  const names = (rows: { slug: string; name: string }[]) => rows.map(({ slug, name }) => ({ slug, name }));
  return async (req, res, route) => {
    const viewer = req.viewer ?? null;
    const storefront = req.path === "/shop" || req.path.startsWith("/shop/");
    // Served for the route's first render only, which asks with the variables the build wrote (a URL with a query
    // string, e.g. filters, asks otherwise), and only to a shopper: the storefront sends a visitor to sign in and an
    // admin to the back office, so their page would carry answers nobody reads.
    const shopper = viewer !== null && viewer.role !== "admin";
    const queries = runQuery && shopper && !req.originalUrl.includes("?") ? route.queries : [];
    const [user, categories, brands, answers] = await Promise.all([
      services.users.me(viewer),
      storefront ? services.taxonomy.list(viewer, "category") : null,
      storefront ? services.taxonomy.list(viewer, "brand") : null,
      // A query that fails is left out (the page asks for it), not the page's whole state with it.
      Promise.all(
        queries.map(async (q) => ({ operationName: q.operationName, variables: q.variables, data: await runQuery!(req, res, q).catch(() => null) })),
      ),
    ]);
    // Admins are sent from the storefront to the back office; they have no cart to show.
    const cart = storefront && user && user.role !== "admin" ? await services.cart.get(viewer) : null;
    return {
      session: { user },
      shop: { demoPayments: services.shop.info().demoPayments },
      ...(categories && brands ? { taxonomy: { categories: names(categories), brands: names(brands) } } : {}),
      ...(cart ? { cart: { itemCount: cart.itemCount } } : {}),
      ...(answers.length ? { queries: { route: route.path, answers: answers.filter(hasData) } } : {}),
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
  const built = fs.existsSync(hintsFile) ? (JSON.parse(fs.readFileSync(hintsFile, "utf8")) as PageHints) : null;
  const hints = built?.routes ?? null;
  return {
    hinted: hints !== null && html.includes("</head>"),
    /** The route `pathname` is served as, with the queries answered in its page. */
    route(pathname: string): ServedRoute {
      const key = routeKey(pathname);
      return { path: key, queries: hints?.[key]?.queries ?? [] };
    },
    /** The page for `pathname`, with `state` embedded when known (undefined: the app asks the API itself). */
    render(pathname: string, state: ServedState | undefined): string {
      if (!hints) return html;
      const route = hints[routeKey(pathname)];
      const servedImages = largestImages(route?.queries ?? [], state);
      const images = [...(route?.images ?? []), ...servedImages];
      const shell = route?.shell && state && viewerOf(state) === route.shell.viewer ? route.shell : undefined;
      // A page that arrives drawn paints with its stylesheet and largest image; its scripts are needed only for the
      // app's first render, so they are fetched at low priority and do not hold those back on a phone's connection.
      // A page the app has to draw keeps its scripts' priority.
      const priority = shell ? ' fetchpriority="low"' : "";
      // The largest image first: a page with many chunks (the account page names about 50) would otherwise have the
      // browser ask for every chunk before it, on a phone's few connections, and paint it last.
      const head = [
        ...images.map((href) => `<link rel="preload" as="image" href="${escapeHtml(href)}" fetchpriority="high">`),
        ...(route?.modules ?? []).map((href) => `<link rel="modulepreload" crossorigin${priority} href="${escapeHtml(href)}">`),
        ...(state ? [`<script id="${SERVED_STATE_ID}" type="application/json">${scriptJson(state)}</script>`] : []),
      ];
      // Replacer functions: a string replacement would read "$'" or "$&" in a product's name as a pattern.
      let page = html.replace(ENTRY_SCRIPT, () => `${ENTRY_SCRIPT}${priority}`);
      if (head.length) page = page.replace("</head>", () => `${head.join("\n")}\n</head>`);
      // Before the root, outside it: it stays from the first paint while the app shows page after page.
      const note = state?.shop.demoPayments && built?.demoPaymentsNote;
      if (note) page = page.replace(ROOT, () => `${note}\n${ROOT}`);
      if (!shell || !state) return page;
      // The served first paint shows the page's largest image: none without one the head may preload.
      const servedTop = shell.servedTop && servedImages.length ? filledTop(shell.servedTop, route?.queries ?? [], state) : "";
      return page.replace(ROOT, () => `<div id="root">${SHELL_HIDDEN}${shell.html}${servedTop}${SHELL_SHOWN}</div>`);
    },
  };
}

const ROOT = '<div id="root"></div>';
/**
 * The drawing shows once the browser has parsed all of it: a browser paints while it parses, and a frame painted
 * halfway showed the sign-in form's top, centred, which jumped up as the rest came (a layout shift, one load in six on
 * a desktop). The app's first render replaces the root's children, these with them.
 */
const SHELL_HIDDEN = "<style>#root{display:none}</style>";
const SHELL_SHOWN = "<style>#root{display:block}</style>";
/** The app's entry script as Vite writes it in index.html. */
const ENTRY_SCRIPT = '<script type="module" crossorigin';

// Who a shell is drawn for: only a shopper stays on the storefront (a visitor is sent to sign in, an admin to the back
// office) and only a visitor stays on the sign-in page. An admin sees no shell.
const viewerOf = (state: ServedState) => (state.session.user === null ? "visitor" : state.session.user.role === "admin" ? "admin" : "shopper");

const routeKey = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname);

const hasData = (a: Omit<ServedAnswer, "data"> & { data: ServedAnswer["data"] | null }): a is ServedAnswer => a.data !== null;

/** A value in a served answer, by its path there. */
const at = (data: unknown, path: (string | number)[]) =>
  path.reduce<unknown>((value, key) => (value && typeof value === "object" ? (value as Record<string | number, unknown>)[key] : undefined), data);

const answerOf = (q: ServedQuery, state: ServedState | undefined) => state?.queries?.answers.find((a) => a.operationName === q.operationName)?.data;

/**
 * The route's served first paint with its slots filled from the served answer (HTML-escaped): empty when the answer
 * is missing, lacks a value or says `unless`.
 */
function filledTop(template: string, queries: ServedQuery[], state: ServedState): string {
  const query = queries.find((q) => q.firstPaint);
  const answer = query && answerOf(query, state);
  if (!query?.firstPaint || !answer || at(answer, query.firstPaint.unless ?? []) === true) return "";
  const values = new Map<string, string>();
  for (const [slot, path] of Object.entries(query.firstPaint.slots)) {
    const value = at(answer, path);
    if (typeof value !== "string" && typeof value !== "number") return "";
    values.set(slot, escapeHtml(String(value)));
  }
  // In one pass, so a value that happens to spell a slot (a product named "%TOTAL%") stays as it is.
  const slots = new RegExp([...values.keys()].map((slot) => slot.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|"), "g");
  return template.replace(slots, (slot) => values.get(slot)!);
}

/** The largest image each served answer names (a listing's first product), when it is a URL of this shop or the web. */
function largestImages(queries: ServedQuery[], state: ServedState | undefined): string[] {
  return queries.flatMap((q) => {
    if (!q.largestImage) return [];
    const url = at(answerOf(q, state), q.largestImage);
    return typeof url === "string" && /^(\/(?!\/)|https:\/\/)/.test(url) ? [url] : [];
  });
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

