// What the shop's server puts in each page it serves (graphql-api/src/web-page.ts): who is signed in, whether payments
// are a demo and, on shop pages, the storefront's categories and brands, how many units the shopper's cart holds and
// the answers to the route's first queries (servedQueries.ts).
// The first render uses it instead of asking the API and waiting.
// Pages served another way (the Vite dev server) carry none, and the app asks as before.
import type { SessionUser } from "./session/context";
import type { TaxonomyLists } from "./components/common/useTaxonomy";

/** The element the server writes. */
export const SERVED_STATE_ID = "served-state";

/** The demo-payments note the server draws in a demo shop's pages, outside the app's root (the app then draws none). */
export const DEMO_NOTE_ID = "demo-payments-note";

export interface ServedAnswer {
  operationName: string;
  variables: Record<string, unknown>;
  data: Record<string, unknown>;
}

export interface ServedState {
  session?: { user: SessionUser | null };
  taxonomy?: TaxonomyLists;
  shop?: { demoPayments: boolean };
  /** The cart of the user the page was served to (a later sign-in in the same page has another). */
  cart?: { itemCount: number; userId: string };
  /** The answers to the route's served queries (servedQueries.ts), by operation name and variables. */
  queries?: { route: string; answers: ServedAnswer[] };
}

const isNamedList = (v: unknown): v is { slug: string; name: string }[] =>
  Array.isArray(v) && v.every((e) => typeof e?.slug === "string" && typeof e?.name === "string");

let parsed: { text: string; state: ServedState } | undefined;

/**
 * The page's served state; parts that are missing or not as expected are left out (the app then asks for them).
 * Read once per page: the session, the menus, the demo note and the cart each ask for their part.
 */
export function servedState(): ServedState {
  const text = document.getElementById(SERVED_STATE_ID)?.textContent;
  if (!text) return {};
  if (parsed?.text !== text) parsed = { text, state: parse(text) };
  return parsed.state;
}

function parse(text: string): ServedState {
  let raw: {
    session?: { user?: unknown };
    taxonomy?: { categories?: unknown; brands?: unknown };
    shop?: { demoPayments?: unknown };
    cart?: { itemCount?: unknown };
    queries?: { route?: unknown; answers?: unknown };
  };
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
  const demoPayments = raw?.shop?.demoPayments;
  if (typeof demoPayments === "boolean") state.shop = { demoPayments };
  const itemCount = raw?.cart?.itemCount;
  if (state.session?.user && Number.isSafeInteger(itemCount) && (itemCount as number) >= 0) {
    state.cart = { itemCount: itemCount as number, userId: state.session.user.id };
  }
  const { route, answers } = raw?.queries ?? {};
  if (typeof route === "string" && Array.isArray(answers) && answers.every(isAnswer)) state.queries = { route, answers };
  return state;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

const isAnswer = (v: unknown): v is ServedAnswer =>
  typeof (v as { operationName?: unknown })?.operationName === "string" &&
  isObject((v as { variables?: unknown }).variables) &&
  isObject((v as { data?: unknown }).data);
