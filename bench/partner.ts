// Partners walking the catalogue by cursor (productsConnection) under load: each connection is one partner walking
// 100 pages deep (first 24 or 50, every sort, some walks filtered by a category), then starting a new walk. No page
// of a walk is cached (each has its own snapshot and position), so this measures the keyset query itself.
import type { Scenario } from "./scenarios.js";

const WALK = `query Walk($first: Int!, $after: String, $sortBy: ProductSort, $filter: ProductFilter) {
  productsConnection(first: $first, after: $after, sortBy: $sortBy, filter: $filter) {
    edges { cursor node { id title priceCents salePriceCents totalStock } }
    pageInfo { hasNextPage endCursor }
  }
}`;

const SORTS = ["priceLowToHigh", "priceHighToLow", "titleAtoZ", "titleZtoA"] as const;
const CATEGORIES = ["men", "women", "kids", "accessories", "footwear"] as const;
/** Pages per walk before the partner starts over. */
export const WALK_DEPTH = 100;

const pick = <T>(xs: readonly T[]) => xs[Math.floor(Math.random() * xs.length)]!;

interface Walk {
  first: number;
  sortBy: (typeof SORTS)[number];
  filter: { category: string[] } | null;
  after: string | null;
  pages: number;
}

const newWalk = (): Walk => ({
  first: Math.random() < 0.5 ? 24 : 50,
  sortBy: pick(SORTS),
  // One walk in four is a category feed.
  filter: Math.random() < 0.25 ? { category: [pick(CATEGORIES)] } : null,
  after: null,
  pages: 0,
});

/**
 * `apiKeyOrToken`: a partner's API key (sent as X-Api-Key; give it a rate limit above the run's request rate) or a
 * session token (sent as a bearer token). Each connection keeps its walk in autocannon's per-connection context.
 */
export function cursorWalkScenario(base: string, apiKeyOrToken: string, connections: number): Scenario {
  const headers: Record<string, string> = apiKeyOrToken.startsWith("shk_") ? { "x-api-key": apiKeyOrToken } : { authorization: `Bearer ${apiKeyOrToken}` };
  return {
    key: "cursorWalk",
    connections,
    name: `GraphQL productsConnection: partners walking ${WALK_DEPTH} pages deep (first 24/50, every sort, some by category)`,
    note: "Keyset pages read in the snapshot of each walk's first page; no page is cached",
    url: `${base}/graphql`,
    headers,
    requests: [
      {
        method: "POST",
        path: "/graphql",
        setupRequest: (r, context: Record<string, any>) => {
          if (!context.walk || context.walk.pages >= WALK_DEPTH || context.walk.done) context.walk = newWalk();
          const w = context.walk as Walk;
          return { ...r, headers: { "content-type": "application/json", ...headers }, body: JSON.stringify({ query: WALK, variables: { first: w.first, after: w.after, sortBy: w.sortBy, filter: w.filter } }) };
        },
        onResponse: (_status: number, body: string, context: Record<string, any>) => {
          const w = context.walk as Walk & { done?: boolean };
          try {
            const info = (JSON.parse(body) as { data?: { productsConnection?: { pageInfo: { hasNextPage: boolean; endCursor: string | null } } } }).data?.productsConnection?.pageInfo;
            w.pages++;
            w.after = info?.endCursor ?? null;
            w.done = !info?.hasNextPage;
          } catch {
            w.done = true;
          }
        },
      },
    ],
  };
}
