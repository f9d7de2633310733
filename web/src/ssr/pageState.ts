// What a page the server rendered carries for the app to start from: the facts every page's first render needs (who is
// signed in, whether payments are a demo, the storefront's menus, the cart's count), the Apollo cache the server's
// render filled, and the lazy modules it rendered. The server writes it (entry-server.tsx), start.tsx reads it before
// hydrating, so the app's first render is the server's.
import { createContext, useContext } from "react";
import type { NormalizedCacheObject } from "@apollo/client";
import type { SessionUser } from "../session/context";

/** The shop's categories and brands as the storefront offers them (components/common/useTaxonomy.ts reads them). */
export interface TaxonomyLists {
  categories: { slug: string; name: string }[];
  brands: { slug: string; name: string }[];
}

/** The element that holds it: JSON in a script element that never runs (the page's CSP allows no inline script). */
export const PAGE_STATE_ID = "page-state";

/** What the app starts from; a part left out is asked for by the app (a page served without state: the dev server). */
export interface AppStart {
  /** Who is signed in (the `me` query), or null for a visitor. */
  user?: SessionUser | null;
  /** Whether payments are only a demo (`shopInfo`). */
  demoPayments?: boolean;
  /** The storefront's categories and brands (shop pages). */
  taxonomy?: TaxonomyLists;
  /** The shop's storefront mode (`shopInfo.storefrontAccess` is public) and its absolute address (`shopInfo.url`). */
  storefront?: { public: boolean; url: string };
  /** The units in the cart of the shopper the page was rendered for (shop pages); `userId` GUEST for a guest cart. */
  cart?: { itemCount: number; userId: string };
}

/** The cart's owner when it is a public storefront visitor's guest cart. */
export const GUEST = "guest";

export interface PageState extends AppStart {
  /** Apollo's cache as the server's render left it (`cache.extract()`). */
  apollo?: NormalizedCacheObject;
  /** The lazy modules the server rendered (src/ssr/lazyModule.ts). */
  modules?: string[];
  /** True when the page's root holds the server's render (hydrate it); else the browser renders the page. */
  rendered?: boolean;
}

export const AppStartContext = createContext<AppStart>({});

/** What the page was served with (empty outside a served page: tests, the dev server). */
export const useAppStart = () => useContext(AppStartContext);

/** The page's state, or an empty one when it has none or it cannot be read. */
export function readPageState(doc: Document = document): PageState {
  const text = doc.getElementById(PAGE_STATE_ID)?.textContent;
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" ? (value as PageState) : {};
  } catch {
    return {};
  }
}
