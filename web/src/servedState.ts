// What the shop's server puts in each page it serves (graphql-api/src/web-page.ts): who is signed in and, on shop
// pages, the storefront's categories and brands. The first render uses it instead of asking the API and waiting.
// Pages served another way (the Vite dev server) carry none, and the app asks as before.
import type { SessionUser } from "./session/context";
import type { TaxonomyLists } from "./components/common/useTaxonomy";

/** The element the server writes. */
export const SERVED_STATE_ID = "served-state";

export interface ServedState {
  session?: { user: SessionUser | null };
  taxonomy?: TaxonomyLists;
}

const isNamedList = (v: unknown): v is { slug: string; name: string }[] =>
  Array.isArray(v) && v.every((e) => typeof e?.slug === "string" && typeof e?.name === "string");

/** The page's served state; parts that are missing or not as expected are left out (the app then asks for them). */
export function servedState(): ServedState {
  const text = document.getElementById(SERVED_STATE_ID)?.textContent;
  if (!text) return {};
  let raw: { session?: { user?: unknown }; taxonomy?: { categories?: unknown; brands?: unknown } };
  try {
    raw = JSON.parse(text) as typeof raw;
  } catch {
    return {};
  }
  const state: ServedState = {};
  const user = raw?.session?.user as SessionUser | null | undefined;
  if (user === null || (typeof user?.id === "string" && typeof user.role === "string")) state.session = { user };
  const { categories, brands } = raw?.taxonomy ?? {};
  if (isNamedList(categories) && isNamedList(brands)) state.taxonomy = { categories, brands };
  return state;
}
