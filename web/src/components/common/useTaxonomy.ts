// The shop's categories and brands as the storefront offers them (hidden ones left out), in the admin's order: the ones
// the page was rendered with (ssr/pageState.ts), or else fetched once per page load with plain fetch; shared by every
// menu, tile, filter panel and card. Plain fetch, not Apollo: the shop's header and home page run without Apollo
// Client (apollo/lazyWithApollo.tsx).
import { startTransition, useEffect, useMemo, useState } from "react";
import { GRAPHQL_ENDPOINT } from "../../apollo/endpoint";
import { toUrlBrand } from "./catalog";
import { useAppStart, type TaxonomyLists } from "../../ssr/pageState";

export type { TaxonomyLists };

/** A category or brand as the storefront offers it: `id` as URLs spell it (H&M is "h&m"), `label` its name. */
export interface TaxonomyOption {
  id: string;
  label: string;
}

const QUERY = "query Taxonomy { categories { slug name } brands { slug name } }";

let lists: TaxonomyLists | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

function publish(next: TaxonomyLists | null) {
  lists = next;
  for (const listener of listeners) listener();
}

async function fetchLists(): Promise<TaxonomyLists> {
  const res = await fetch(GRAPHQL_ENDPOINT, {
    method: "POST",
    credentials: "include",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({ query: QUERY }),
  });
  const body = (await res.json().catch(() => null)) as { data?: TaxonomyLists } | null;
  if (!res.ok || !body?.data) throw new Error(`The categories and brands could not be loaded (HTTP ${res.status})`);
  return body.data;
}

/** Starts loading unless loaded or loading. A failure is logged; menus then offer Home, Products and Search only. */
function load(force = false): Promise<void> {
  if (loading || (known() && !force)) return loading ?? Promise.resolve();
  loading = fetchLists()
    .then(publish, (e: unknown) => console.error(e))
    .finally(() => {
      loading = null;
    });
  return loading;
}

/** After an admin's change, so the storefront's menus and tiles show it without a reload. */
export const refreshTaxonomy = () => load(true);

/** Lists already known, shown without a request (tests; a page that arrives with them). */
export const primeTaxonomy = (known: TaxonomyLists | null) => publish(known);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

const known = () => lists;

export function useTaxonomy() {
  // The page's lists until others are loaded (an admin's change): the server rendered the page with them.
  const served = useAppStart().taxonomy;
  const [data, setData] = useState(() => lists ?? served ?? null);
  useEffect(() => {
    if (!lists && served) lists = served;
    // Lists that arrive later re-render every reader (menus, tiles, each product card) in a transition, which React
    // splits into short tasks: a slow phone stays responsive (useSyncExternalStore would render them in one task).
    const update = () => startTransition(() => setData(lists));
    const unsubscribe = subscribe(update);
    update(); // lists published between this render and the subscription
    void load();
    return unsubscribe;
  }, []);
  return useMemo(() => optionsOf(data), [data]);
}

// The options each list gives, made once per list: every product card on a page reads them.
const options = new WeakMap<TaxonomyLists, ReturnType<typeof makeOptions>>();
const noLists = makeOptions(null);

function optionsOf(data: TaxonomyLists | null) {
  if (!data) return noLists;
  let made = options.get(data);
  if (!made) options.set(data, (made = makeOptions(data)));
  return made;
}

function makeOptions(data: TaxonomyLists | null) {
  const categories: TaxonomyOption[] = (data?.categories ?? []).map((c) => ({ id: c.slug, label: c.name }));
  const brands: TaxonomyOption[] = (data?.brands ?? []).map((b) => ({ id: toUrlBrand(b.slug), label: b.name }));
  const labelIn = (list: TaxonomyOption[], id: string) => list.find((o) => o.id === id)?.label ?? id;
  return {
    categories,
    brands,
    loading: !data,
    /** The name of a category slug; the slug itself while loading or for a hidden one. */
    categoryLabel: (slug: string) => labelIn(categories, slug),
    /** Accepts both spellings of H&M (`hm` from the API, `h&m` from URLs). */
    brandLabel: (slug: string) => labelIn(brands, toUrlBrand(slug)),
  };
}
