// Partners walking the catalogue by cursor (productsConnection) under load: each connection is one partner walking
// 100 pages deep (first 24 or 50, every sort, some walks filtered by a category), then starting a new walk. No page
// of a walk is cached (each has its own snapshot and position), so this measures the keyset query itself.
import type { SqlExecutor } from "../graphql-api/src/db/database.js";
import { newKeySecret } from "../graphql-api/src/modules/apikey/apikey.service.js";
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
  return walkScenario(base, headers, connections);
}

/**
 * A partner's API key, stored as the back office stores one (its SHA-256, scope catalogue:read) with the highest rate
 * limit a key may have (100,000 a minute, above any run's rate): the walk is made as a partner makes it.
 */
export async function seedPartnerKey(sql: SqlExecutor, adminId: string): Promise<string> {
  const { prefix, secret, secretHash } = newKeySecret();
  await sql.query(
    `INSERT INTO "ApiKey" (id, name, prefix, "secretHash", scopes, "rateLimitPerMinute", "createdById") VALUES (gen_random_uuid(), 'Bench partner', $1, $2, ARRAY['catalogue:read'], 100000, $3::uuid)`,
    [prefix, secretHash, adminId],
  );
  return secret;
}

/** The scenarios run against bench/floor.ts, alone on the machine before the shop starts. */
export const FLOOR_KEYS = ["floor", "floorWalk"];
/** The floor a scenario is compared with, where it is not the listing's. */
export const FLOOR_OF: Record<string, string> = { cursorWalk: "floorWalk", floorWalk: "floorWalk" };

/**
 * The same walks against the floor (bench/floor.ts): the API's statement and cursors on node:http + pg, with no
 * Prisma, GraphQL, session check or Express. What is left is the database, the cursors and JSON: the most this
 * machine can serve of the walk, whatever the server's code.
 */
export function floorWalkScenario(floorBase: string, connections: number): Scenario {
  return {
    ...walkScenario(floorBase, {}, connections),
    key: "floorWalk",
    name: `Floor: node:http + pg cursor walk (the API's statement and cursors, ${WALK_DEPTH} pages deep, same walks)`,
    note: "The productsConnection statement and cursors of the API (planWalkPage), run with pg alone: no Prisma, GraphQL, session check or Express",
  };
}

/** The products of a fixed walk's first two pages (titleAtoZ, 24 a page), to check that the floor walks as the API does. */
export async function walkSample(url: string, headers: Record<string, string>): Promise<string> {
  const nodes: unknown[] = [];
  let after: string | null = null;
  for (let page = 0; page < 2; page++) {
    const res = await fetch(url, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify({ query: WALK, variables: { first: 24, after, sortBy: "titleAtoZ", filter: null } }) });
    const body = (await res.json()) as { data?: { productsConnection?: { edges: { node: unknown }[]; pageInfo: { endCursor: string | null } } } };
    const connection = body.data?.productsConnection;
    if (!connection) return `no page ${page + 1}: ${JSON.stringify(body).slice(0, 300)}`;
    nodes.push(...connection.edges.map((e) => e.node));
    after = connection.pageInfo.endCursor;
  }
  return JSON.stringify(nodes);
}

function walkScenario(base: string, headers: Record<string, string>, connections: number): Scenario {
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
