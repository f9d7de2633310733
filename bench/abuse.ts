// One abusive client (issue 48): the shoppers' listing on 2 connections (every request from another address, as many
// shoppers are) alone, then while one client with no credentials sends the heaviest query the cost limit allows on
// 20 connections, ignoring every Retry-After. Run on a server with the shop's default budgets and load shedding,
// trusting X-Forwarded-For from loopback so that each request names its client.
import autocannon from "autocannon";
import { listingBody, type Scenario } from "./scenarios.js";

export const SHOPPER_CONNECTIONS = 2;
export const ABUSER_CONNECTIONS = 20;

const EVERY = "id title description category brand image price priceCents salePrice salePriceCents totalStock averageReview reviewCount sizes colours variants { id sku size colour stock priceCents }";
/** 1,101 + 1,101 + 771 = 2,973 points, just under the 3,000 a query may cost (graphql-api/src/traffic/query-cost.ts). */
export const HEAVIEST_ALLOWED = `{ a: products(pageSize: 100) { total items { ${EVERY} } } b: products(pageSize: 100, page: 2) { total items { ${EVERY} } } c: products(pageSize: 70, sortBy: titleAtoZ) { total items { ${EVERY} } } }`;

// Header values only (no traffic goes there): 198.18.0.0/15 is the range set aside for benchmarks (RFC 2544).
let shopper = 0;
const nextShopper = () => `198.18.${(shopper >> 8) & 255}.${shopper++ & 255}`;
const ABUSER = "198.19.0.66";

export function shopperListing(base: string, key: string, name: string, note?: string): Scenario {
  return {
    key,
    name,
    note,
    url: `${base}/graphql`,
    connections: SHOPPER_CONNECTIONS,
    requests: [{ method: "POST", path: "/graphql", setupRequest: (r) => ({ ...r, headers: { "content-type": "application/json", "x-forwarded-for": nextShopper() }, body: listingBody() }) }],
  };
}

export interface AbuseOutcome {
  seconds: number;
  served: number;
  throttled: number;
  shed: number;
  other: number;
}

/** The abusive client, sending until stopped; its answers counted by kind. */
export function startAbuser(base: string) {
  const started = Date.now();
  const counts = { served: 0, throttled: 0, shed: 0, other: 0 };
  const instance = autocannon({
    url: `${base}/graphql`,
    connections: ABUSER_CONNECTIONS,
    duration: 3600,
    timeout: 20,
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": ABUSER },
    body: JSON.stringify({ query: HEAVIEST_ALLOWED }),
  }) as unknown as autocannon.Instance & PromiseLike<autocannon.Result>;
  instance.on("response", (_client: unknown, status: number) => {
    if (status === 200) counts.served++;
    else if (status === 429) counts.throttled++;
    else if (status === 503) counts.shed++;
    else counts.other++;
  });
  return {
    async stop(): Promise<AbuseOutcome> {
      instance.stop();
      await instance;
      return { seconds: (Date.now() - started) / 1000, ...counts };
    },
  };
}
