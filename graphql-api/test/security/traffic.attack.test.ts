// One client cannot take the shop from everyone else (issue 48), tried from outside: the heavy query of the issue is
// refused for its cost, the heaviest allowed one is throttled once the client's budget is spent (GraphQL, the REST
// catalogue and the pages the server renders alike) while other clients go on; a partner key spends its own budget;
// two replicas share a client's budget through Redis; a saturated shop refuses expensive requests with 503 and keeps
// serving cheap ones.
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, startTestServer, type TestServer } from "../support/harness.js";
import { from, gql, hit, type Answer } from "./attack.js";

const REDIS_URL = "redis://127.0.0.1:6379";
// Redis outlives test runs: this run's own client addresses keep its buckets apart from earlier runs'.
const RUN = `${crypto.randomInt(256)}.${crypto.randomInt(256)}`;
const address = (n: number) => `10.${RUN}.${n}`;

const EVERY = "id title description category brand image priceCents salePriceCents totalStock averageReview reviewCount sizes colours variants { id sku size colour stock priceCents }";
const page = (alias: string, size: number) => `${alias}: products(pageSize: ${size}) { total items { ${EVERY} } }`;
/** The issue's query: ten aliases of a page of 100 with every field and the variants. */
const ISSUE_QUERY = `{ ${Array.from({ length: 10 }, (_, i) => page(`p${i}`, 100)).join(" ")} }`;
/** Just under the limit of 3,000 points: 1,101 + 1,101 + 771. */
const HEAVIEST_ALLOWED = `{ ${page("a", 100)} ${page("b", 100)} ${page("c", 70)} }`;
const LISTING = `{ products(pageSize: 24) { total items { id title priceCents } } }`;
const BUDGET = 6000;

const servers: TestServer[] = [];
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ REDIS_URL, TRUST_PROXY: "loopback", RATE_LIMIT_COST_PER_MINUTE: String(BUDGET) });
  servers.push(t);
});
afterAll(async () => {
  for (const s of servers.slice(1)) await s.close();
  await t?.close();
});

/** Sends the heaviest allowed query until the bucket is empty; returns the answers, the refusal last. */
async function spendAll(base: string, headers: Record<string, string>): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (let i = 0; i < 10 && answers.at(-1)?.status !== 429; i++) answers.push(await gql(base, HEAVIEST_ALLOWED, undefined, { headers }));
  return answers;
}

function expectThrottled(res: Answer, budget: number) {
  expect(res.status).toBe(429);
  expect(Number(res.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
  expect(res.headers.get("ratelimit-policy")).toBe(`"cost";q=${budget};w=60`);
  // Nothing left until Retry-After says.
  expect(res.headers.get("ratelimit")).toBe(`"cost";r=0;t=${res.headers.get("retry-after")}`);
  expect(res.json.errors[0].extensions).toMatchObject({ code: "TOO_MANY_REQUESTS", retryAfterSeconds: Number(res.headers.get("retry-after")) });
  expect(res.json.errors[0].message).toContain(`spent its query budget (${budget.toLocaleString("en-US")} points a minute`);
}

describe("query cost and budgets", () => {
  it("refuses the issue's heavy query for its cost, and throttles the heaviest allowed one once an address's budget is spent, on both APIs", async () => {
    const refused = await gql(t.url, ISSUE_QUERY, undefined, { headers: from(address(1)) });
    expect(refused.status).toBe(400);
    expect(refused.json.errors[0].extensions).toMatchObject({ code: "MAX_COST_EXCEEDED", cost: 11010, maximumCost: 3000 });
    expect(refused.json.errors[0].message).toBe("This query costs 11,010 points; a query may cost at most 3,000. Ask for fewer items (pageSize, first) or fewer nested lists.");

    const answers = await spendAll(t.url, from(address(1)));
    const served = answers.slice(0, -1);
    // 6,000 points: two queries of 2,973, and a third taken into debt while the bucket still held some.
    expect(served.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(served[0]!.json.extensions.cost).toEqual({
      requestedQueryCost: 2973,
      maximumQueryCost: 3000,
      throttleStatus: { maximumAvailable: BUDGET, currentlyAvailable: BUDGET - 2973, restoreRate: 100 },
    });
    expect(served[0]!.headers.get("ratelimit")).toBe(`"cost";r=${BUDGET - 2973};t=30`);
    expectThrottled(answers.at(-1)!, BUDGET);

    // The REST facade's catalogue reads spend from the same bucket.
    const rest = await hit(t.url, "GET", "/api/shop/products/get?limit=24", { headers: from(address(1)) });
    expect(rest.status).toBe(429);
    expect(Number(rest.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(rest.json).toMatchObject({ success: false });

    // Everyone else is served, with a full bucket of their own.
    const shopper = await gql(t.url, LISTING, undefined, { headers: from(address(2)) });
    expect(shopper.status).toBe(200);
    expect(shopper.headers.get("ratelimit")).toBe(`"cost";r=${BUDGET - 25};t=1`);
    const legacy = await hit(t.url, "GET", "/api/shop/products/get?limit=24", { headers: from(address(2)) });
    expect(legacy.status).toBe(200);
    // 25 more points spent, and what 100 points a second refilled meanwhile.
    const left = Number(/^"cost";r=(\d+);t=1$/.exec(legacy.headers.get("ratelimit") ?? "")?.[1]);
    expect(left).toBeGreaterThanOrEqual(BUDGET - 50);
    expect(left).toBeLessThan(BUDGET - 25);

    // A page the server renders runs its queries from the same bucket: refused as they are, never sent empty.
    const page = await hit(t.url, "GET", "/auth/login", { headers: { ...from(address(1)), accept: "text/html" } });
    expect(page.status).toBe(429);
    expect(Number(page.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(page.text).toMatch(/Too many pages were asked for from your connection in the last minute\. Please try again in \d+ seconds?\./);
    expect(page.text).not.toContain('<div id="root">');
    // Another visitor's page is rendered with its content.
    const theirs = await hit(t.url, "GET", "/auth/login", { headers: { ...from(address(2)), accept: "text/html" } });
    expect(theirs.status).toBe(200);
    expect(theirs.text).toContain("Sign in to your account");
  });

  it("gives a partner's key a budget of its own, sized by its per-key limit, whatever its address has spent", async () => {
    const admin = await createUser(t, { role: "admin" });
    const created = await t.gql(`mutation { createApiKey(input: { name: "Feed", scopes: ["catalogue:read"], rateLimitPerMinute: 40 }) { secret } }`, {}, admin.token);
    const key = { ...from(address(3)), "x-api-key": created.data.createApiKey.secret as string };
    expectThrottled((await spendAll(t.url, from(address(3)))).at(-1)!, BUDGET);

    // 40 requests a minute: 4,000 points a minute, its own.
    const answers = await spendAll(t.url, key);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 429]);
    expect(answers[0]!.headers.get("ratelimit-policy")).toBe(`"cost";q=4000;w=60`);
    expectThrottled(answers.at(-1)!, 4000);
  });

  it("shares a client's budget between replicas (one Redis)", async () => {
    const replica = await startTestServer({ REDIS_URL, TRUST_PROXY: "loopback", RATE_LIMIT_COST_PER_MINUTE: String(BUDGET) }, { db: t.db });
    servers.push(replica);
    const spent = await spendAll(t.url, from(address(4)));
    expectThrottled(spent.at(-1)!, BUDGET);
    expectThrottled(await gql(replica.url, HEAVIEST_ALLOWED, undefined, { headers: from(address(4)) }), BUDGET);
    expect((await gql(replica.url, LISTING, undefined, { headers: from(address(5)) })).status).toBe(200);
  });
});

describe("load shedding", () => {
  it("refuses expensive requests with 503 and Retry-After while the event loop lags, and keeps serving health, sign-in, cart and checkout", async () => {
    const busy = await startTestServer({ LOAD_SHED_EVENT_LOOP_DELAY_MS: "50" }, { db: t.db });
    servers.push(busy);
    const shopper = await createUser(busy);
    const stall = (ms: number) => {
      const until = Date.now() + ms;
      while (Date.now() < until);
    };
    const answers = async () => {
      // The shop's event loop (this process's) stalls for 300 ms twice, the monitor reading it in between: a shop
      // that stays behind, not one slow moment.
      stall(300);
      await new Promise((resolve) => setTimeout(resolve, 0));
      stall(300);
      // It stays behind while the requests are served (a busy machine otherwise lets the monitor read a calmer loop
      // between them: some expensive requests then pass while the heaviest are refused).
      const behind = setInterval(() => stall(250), 25);
      const [partnerPage, listing, rest, health, cart, login, order] = await Promise.all([
        gql(busy.url, `{ ${page("a", 100)} }`),
        gql(busy.url, LISTING),
        hit(busy.url, "GET", "/api/shop/products/get?limit=24"),
        hit(busy.url, "GET", "/healthz"),
        gql(busy.url, `{ cart { itemCount } }`, undefined, { token: shopper.token }),
        gql(busy.url, `mutation { login(email: "${shopper.email}", password: "${shopper.password}") { token } }`),
        gql(busy.url, `mutation { createOrder(addressId: "00000000-0000-4000-8000-000000000000") { orderId } }`, undefined, { token: shopper.token }),
      ]).finally(() => clearInterval(behind));
      return { partnerPage, listing, rest, health, cart, login, order };
    };
    let seen = await answers();
    // The monitor reads the event loop four times a second: a stall it has not read yet changes nothing.
    for (let i = 0; i < 5 && [seen.partnerPage, seen.listing, seen.rest].some((a) => a.status !== 503); i++) seen = await answers();

    for (const shed of [seen.partnerPage, seen.listing, seen.rest]) {
      expect(shed.status).toBe(503);
      expect(shed.headers.get("retry-after")).toBe("1");
    }
    expect(seen.partnerPage.json.errors[0].extensions).toMatchObject({ code: "UNAVAILABLE", retryAfterSeconds: 1 });
    expect(seen.rest.json).toMatchObject({ success: false, message: "The shop is very busy right now. Please try again in 1 second." });
    expect(seen.health.status).toBe(200);
    expect(seen.cart.json.data.cart.itemCount).toBe(0);
    expect(seen.login.json.data.login.token).toBeTruthy();
    // Checkout is served: refused for its own reason (the cart is empty), not for the load.
    expect(seen.order.status).toBe(200);
    expect(seen.order.json.errors[0].extensions.code).toBe("BAD_USER_INPUT");
  });
});
