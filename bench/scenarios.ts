// The load scenarios, each an autocannon run. Latencies are recorded per response (autocannon itself reports no
// p95), and every response is checked: a wrong status or a GraphQL `errors` member counts as an error.
import autocannon from "autocannon";
import { SALES_HOW, SALES_PATH } from "./sales.js";

export interface ScenarioResult {
  name: string;
  key: string;
  requests: number;
  seconds: number;
  rps: number;
  p50: number;
  p95: number;
  /** The issue-48 aim is stated at the 97.5th percentile (autocannon's own highest but one). */
  p975: number;
  p99: number;
  errors: number;
  /** The first error body seen, to explain a non-zero count. */
  sampleError?: string;
  note?: string;
  /** Concurrent clients, when not the run's default (the back office has a few admins, not a crowd). */
  connections?: number;
  /**
   * CPU time of the server's process (all its threads, from /proc) per request answered: what a request costs the
   * server whatever the machine's load, where req/s swings with it. Absent where /proc is not there.
   */
  serverCpuMs?: number;
}

type Req = autocannon.Request & {
  onResponse?: (status: number, body: string, context: Record<string, any>) => void;
  /** Beyond the status: what a right answer holds (false counts as an error). */
  expectBody?: (body: string, context: Record<string, any>) => boolean;
};

export interface Scenario {
  key: string;
  name: string;
  note?: string;
  url: string;
  requests: Req[];
  headers?: Record<string, string>;
  /** Concurrent clients for this scenario instead of the run's (see ScenarioResult.connections). */
  connections?: number;
  /** Units sold a second through the checkout in the background while it runs (bench/sales.ts). */
  salesPerSecond?: number;
}

export interface RunOptions {
  connections: number;
  duration: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! * 10) / 10 : 0;

export async function runScenario(s: Scenario, o: RunOptions): Promise<ScenarioResult> {
  return combineSlices(s, [await runSlice(s, o)]);
}

/** One autocannon run of a scenario, with every response's latency (slices of one scenario merge: combineSlices). */
export interface Slice {
  latencies: number[];
  seconds: number;
  errors: number;
  sampleError?: string;
}

export async function runSlice(s: Scenario, o: RunOptions): Promise<Slice> {
  const latencies: number[] = [];
  const timeline: [number, number][] = [];
  const t0 = Date.now();
  let errors = 0;
  let sampleError: string | undefined;
  const fail = (body: string) => {
    errors++;
    sampleError ??= body.slice(0, 300);
  };
  // Every request checks its own answer; a scenario's own onResponse (sequences) runs after the check.
  const requests = s.requests.map((r) => {
    const expected = (r as { expectStatus?: number }).expectStatus ?? 200;
    const expectBody = r.expectBody;
    const own = r.onResponse;
    return {
      ...r,
      onResponse: (status: number, body: string, context: Record<string, any>) => {
        if (status !== expected || body.startsWith('{"errors"') || body.includes('"errors":[') || (expectBody && !expectBody(body, context))) fail(`${status} ${body}`);
        own?.(status, body, context);
      },
    };
  });
  const instance = autocannon({
    url: s.url,
    connections: s.connections ?? o.connections,
    duration: o.duration,
    headers: { "content-type": "application/json", ...s.headers },
    requests: requests as autocannon.Request[],
    timeout: 20,
  }) as unknown as autocannon.Instance & PromiseLike<autocannon.Result>; // the promise form is also an event emitter
  instance.on("response", (_client: unknown, _status: number, _bytes: number, time: number) => {
    latencies.push(time);
    if (process.env.BENCH_TIMELINE) timeline.push([Date.now() - t0, time]);
  });
  const result = await instance;
  if (process.env.BENCH_TIMELINE) (await import("node:fs")).writeFileSync(`${process.env.BENCH_TIMELINE}/${s.key}-${t0}.json`, JSON.stringify(timeline));
  return { latencies, seconds: result.duration, errors: errors + result.errors + result.timeouts, sampleError };
}

/** A result as the bench's log prints it. */
export const resultLine = (r: ScenarioResult) =>
  `${r.rps.toFixed(0)} req/s, p50 ${r.p50} ms, p95 ${r.p95} ms, p99 ${r.p99} ms, errors ${r.errors}${r.serverCpuMs === undefined ? "" : `, server CPU ${r.serverCpuMs.toFixed(2)} ms/req`}${r.sampleError ? ` (${r.sampleError.slice(0, 200)})` : ""}`;

/** A scenario's result over its slices: their requests over their seconds, percentiles over all their responses. */
export function combineSlices(s: Scenario, slices: Slice[]): ScenarioResult {
  const latencies = slices.flatMap((x) => x.latencies).sort((a, b) => a - b);
  const seconds = slices.reduce((sum, x) => sum + x.seconds, 0);
  return {
    name: s.name,
    key: s.key,
    requests: latencies.length,
    seconds,
    rps: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p975: percentile(latencies, 97.5),
    p99: percentile(latencies, 99),
    errors: slices.reduce((sum, x) => sum + x.errors, 0),
    sampleError: slices.find((x) => x.sampleError)?.sampleError,
    note: s.note,
    ...(s.connections ? { connections: s.connections } : {}),
  };
}

// ---- request bodies ----

export const PRODUCT_FIELDS = "id title description category brand image price salePrice totalStock averageReview reviewCount";

export const LISTING_QUERY = `query Listing($filter: ProductFilter, $sortBy: ProductSort, $page: Int, $pageSize: Int) { products(filter: $filter, sortBy: $sortBy, page: $page, pageSize: $pageSize) { total page pageSize items { ${PRODUCT_FIELDS} } } }`;
const SEARCH_QUERY = `query Search($keyword: String!, $page: Int) { searchProducts(keyword: $keyword, page: $page, pageSize: 24) { total page pageSize items { ${PRODUCT_FIELDS} } } }`;
const SEARCH_CONNECTION_QUERY = `query SearchWalk($keyword: String!, $after: String) { searchProductsConnection(keyword: $keyword, first: 24, after: $after) { pageInfo { hasNextPage endCursor } edges { cursor node { ${PRODUCT_FIELDS} } } } }`;
const DETAIL_QUERY = `query Detail($id: ID!) { product(id: $id) { ${PRODUCT_FIELDS} } reviews(productId: $id, pageSize: 10) { total page pageSize items { id userName reviewMessage reviewValue createdAt } } }`;
const ADD = `mutation Add($p: ID!, $v: ID, $q: Int!) { addToCart(productId: $p, variantId: $v, quantity: $q) { itemCount total } }`;
const UPDATE = `mutation Update($p: ID!, $v: ID, $q: Int!) { updateCartItem(productId: $p, variantId: $v, quantity: $q) { itemCount total } }`;
const CART = `query Cart { cart { id itemCount subtotal shipping total items { productId title price salePrice quantity totalStock } } }`;
const CREATE = `mutation Create($a: ID!) { createOrder(addressId: $a) { orderId approvalURL } }`;
const CAPTURE = `mutation Capture($o: ID!, $p: String!, $r: String!) { captureOrder(orderId: $o, paymentId: $p, payerId: $r) { id paymentStatus orderStatus totalAmount } }`;

/** Stock changes a second in the "while the shop sells" twins: a product drop's pace, well below the hot checkout's. */
export const SALES_PER_SECOND = 2;

export const SORTS = ["priceLowToHigh", "priceHighToLow", "titleAtoZ", "titleZtoA"] as const;
export const LISTING_FILTER = { category: ["men"], brand: ["nike", "adidas"] };
/** The listing above narrowed to one size in stock (the seed's clothing comes in S, M, L). */
export const LISTING_SIZE_FILTER = { ...LISTING_FILTER, size: ["M"] };
/** Keywords matching a large share of the catalogue (each names a base item, a category or a brand of many). */
export const BROAD_KEYWORDS = ["jacket", "denim", "running", "cotton", "nike", "men"];
export const KEYWORDS = ["jacket", "denim", "wool", "running", "leggings", "hoodie", "cotton", "premium", "nike", "sherpa"];
const REST_SORTS = ["price-lowtohigh", "price-hightolow", "title-atoz", "title-ztoa"];

const gql = (query: string, variables: Record<string, unknown>) => JSON.stringify({ query, variables });
const pick = <T>(xs: readonly T[]) => xs[Math.floor(Math.random() * xs.length)]!;

/** A shopper browsing: each sort order, the first three pages. */
export const listingVariables = (maxPage = 3) => ({ filter: LISTING_FILTER, sortBy: pick(SORTS), page: 1 + Math.floor(Math.random() * maxPage), pageSize: 24 });
export const listingBody = (maxPage = 3) => gql(LISTING_QUERY, listingVariables(maxPage));
const listingSizeBody = () => gql(LISTING_QUERY, { ...listingVariables(), filter: LISTING_SIZE_FILTER });

/** One shopper per in-flight sequence, so concurrent sequences never share a cart. */
class UserPool<U> {
  private free: U[];
  constructor(private readonly all: U[]) {
    this.free = [...all];
  }
  take(): U {
    // Never empty with far more shoppers than connections; a sequence cut short by the end of the run leaks one.
    return this.free.shift() ?? pick(this.all);
  }
  give(u: U) {
    this.free.push(u);
  }
}

export interface Shopper {
  id: string;
  addressId: string;
  token: string;
  /** Products this shopper puts in the cart (a fixed few, so carts stay small), each in one size. */
  products: { id: string; variantId: string }[];
}

export function scenarios(
  base: string,
  floorUrl: string,
  productIds: string[],
  shoppers: Shopper[],
  images: { url: string; sha256: string }[] = [],
  /** Products' addresses (/shop/product/<slug>), where the catalogue has them: the product page's scenario. */
  productSlugs: string[] = [],
): Scenario[] {
  const graphql = `${base}/graphql`;
  const post = (body: () => string): Req => ({ method: "POST", path: "/graphql", setupRequest: (r) => ({ ...r, body: body() }) });
  const auth = (context: Record<string, any>) => ({ "content-type": "application/json", authorization: `Bearer ${(context.user as Shopper).token}` });
  const cartPool = new UserPool(shoppers);
  const orderPool = new UserPool(shoppers);

  return [
    {
      key: "floor",
      name: "Floor: node:http + pg listing",
      url: floorUrl,
      note: "Same SQL and JSON as the GraphQL listing",
      requests: [{ method: "POST", path: "/", setupRequest: (r) => ({ ...r, body: listingBody() }) }],
    },
    {
      key: "listing",
      name: "GraphQL listing (men + nike/adidas, 4 sorts, pages 1-3)",
      url: graphql,
      requests: [post(() => listingBody())],
    },
    {
      key: "listingSales",
      name: `GraphQL listing while the shop sells (as "listing", ${SALES_PER_SECOND} units sold a second ${SALES_HOW[SALES_PATH]})`,
      url: graphql,
      note: "Every sale changes a variant's stock; the pages stay cached and show the stock left (see product.cache.ts)",
      salesPerSecond: SALES_PER_SECOND,
      requests: [post(() => listingBody())],
    },
    {
      key: "listingSize",
      name: "GraphQL listing with a size filter (men + nike/adidas, size M in stock, 4 sorts, pages 1-3)",
      url: graphql,
      requests: [post(listingSizeBody)],
    },
    {
      key: "listingDeep",
      name: "GraphQL listing, pages 1-400 (mostly cache misses)",
      url: graphql,
      note: "Same query over 1,600 distinct pages: shows the cost without the page cache",
      requests: [post(() => listingBody(400))],
    },
    {
      key: "search",
      name: "GraphQL search (10 keywords, pages 1-2)",
      url: graphql,
      requests: [post(() => gql(SEARCH_QUERY, { keyword: pick(KEYWORDS), page: 1 + Math.floor(Math.random() * 2) }))],
    },
    {
      key: "searchSales",
      name: `GraphQL search while the shop sells (as "search", ${SALES_PER_SECOND} units sold a second ${SALES_HOW[SALES_PATH]})`,
      url: graphql,
      requests: [post(() => gql(SEARCH_QUERY, { keyword: pick(KEYWORDS), page: 1 + Math.floor(Math.random() * 2) }))],
      salesPerSecond: SALES_PER_SECOND,
    },
    {
      key: "searchDeep",
      name: "GraphQL search, broad keywords, pages 1-400 (mostly cache misses)",
      url: graphql,
      note: "Same pages as the deep listing: 6 keywords x 400 pages, each matching a large share of the catalogue; page-cache misses, served from each keyword's ranking (made once per catalogue change, see product.ranking.ts)",
      requests: [post(() => gql(SEARCH_QUERY, { keyword: pick(BROAD_KEYWORDS), page: 1 + Math.floor(Math.random() * 400) }))],
    },
    {
      key: "searchWalk",
      name: "GraphQL searchProductsConnection: cursor walks of broad keywords, 100 pages deep (no page cache; from the keyword's ranking)",
      url: graphql,
      note: "Each connection follows endCursor from the first page of a random broad keyword for 100 pages, then starts again",
      requests: [
        {
          method: "POST",
          path: "/graphql",
          setupRequest: (r, context: Record<string, any>) => {
            if (!context.after || (context.pages ?? 0) >= 100) Object.assign(context, { keyword: pick(BROAD_KEYWORDS), after: null, pages: 0 });
            return { ...r, body: gql(SEARCH_CONNECTION_QUERY, { keyword: context.keyword, after: context.after }) };
          },
          onResponse: (_s: number, body: string, context: Record<string, any>) => {
            try {
              const info = JSON.parse(body).data.searchProductsConnection.pageInfo;
              context.after = info.hasNextPage ? info.endCursor : null;
              context.pages = (context.pages ?? 0) + 1;
            } catch {
              context.after = null;
            }
          },
        },
      ],
    },
    {
      key: "searchMiss",
      name: "GraphQL search, a random one of 9,000 model numbers (mostly cache misses)",
      url: graphql,
      note: "Each keyword matches about 1 in 9,000 titles: shows the trigram index without the page cache",
      requests: [post(() => gql(SEARCH_QUERY, { keyword: String(1000 + Math.floor(Math.random() * 9000)), page: 1 }))],
    },
    {
      key: "detail",
      name: "GraphQL product detail + reviews (random of all products)",
      url: graphql,
      requests: [post(() => gql(DETAIL_QUERY, { id: pick(productIds) }))],
    },
    {
      key: "cart",
      name: "GraphQL cart add + update + read (3 requests per cycle)",
      url: graphql,
      note: `${shoppers.length} shoppers, one per in-flight cycle`,
      requests: [
        {
          method: "POST",
          path: "/graphql",
          setupRequest: (r, context: Record<string, any>) => {
            const user = cartPool.take();
            context.user = user;
            context.product = pick(user.products);
            return { ...r, headers: auth(context), body: gql(ADD, { p: context.product.id, v: context.product.variantId, q: 1 }) };
          },
        },
        {
          method: "POST",
          path: "/graphql",
          setupRequest: (r, context: Record<string, any>) => ({ ...r, headers: auth(context), body: gql(UPDATE, { p: context.product.id, v: context.product.variantId, q: 1 + Math.floor(Math.random() * 3) }) }),
        },
        {
          method: "POST",
          path: "/graphql",
          setupRequest: (r, context: Record<string, any>) => ({ ...r, headers: auth(context), body: gql(CART, {}) }),
          onResponse: (_s: number, _b: string, context: Record<string, any>) => cartPool.give(context.user),
        },
      ],
    },
    {
      key: "order",
      name: "Order: add to cart + createOrder + sandbox approve + captureOrder (4 requests per order)",
      url: graphql,
      note: "The approve step is the built-in PayPal sandbox on the same server",
      requests: [
        {
          method: "POST",
          path: "/graphql",
          setupRequest: (r, context: Record<string, any>) => {
            const user = orderPool.take();
            context.user = user;
            const product = pick(user.products);
            return { ...r, headers: auth(context), body: gql(ADD, { p: product.id, v: product.variantId, q: 1 }) };
          },
        },
        {
          method: "POST",
          path: "/graphql",
          setupRequest: (r, context: Record<string, any>) => ({ ...r, headers: auth(context), body: gql(CREATE, { a: (context.user as Shopper).addressId }) }),
          onResponse: (_s: number, body: string, context: Record<string, any>) => {
            try {
              const created = JSON.parse(body).data.createOrder;
              context.orderId = created.orderId;
              context.paymentId = new URL(created.approvalURL).searchParams.get("token");
            } catch {
              context.orderId = "";
            }
          },
        },
        {
          method: "POST",
          path: "/paypal-sandbox/checkoutnow/approve",
          expectStatus: 303,
          setupRequest: (r, context: Record<string, any>) => ({
            ...r,
            headers: { "content-type": "application/x-www-form-urlencoded" },
            body: new URLSearchParams({ token: context.paymentId ?? "" }).toString(),
          }),
        } as Req,
        {
          method: "POST",
          path: "/graphql",
          setupRequest: (r, context: Record<string, any>) => ({
            ...r,
            headers: auth(context),
            body: gql(CAPTURE, { o: context.orderId ?? "", p: context.paymentId ?? "", r: "BENCHPAYER" }),
          }),
          onResponse: (_s: number, _b: string, context: Record<string, any>) => orderPool.give(context.user),
        },
      ],
    },
    // Pages the server renders (web/src/entry-server.tsx): the app's components with the data of their first queries,
    // fetched through the GraphQL API in the process, as a signed-in shopper's navigation gets them.
    renderedPage(base, shoppers, {
      key: "page",
      name: "Server-rendered page GET /shop/listing as a signed-in shopper",
      note: "Who is signed in, the menus and the cart's count, then the listing's products, filters' counts, cart and wishlist, asked as the shopper for every request; each connection is one shopper, so after the first the page's inputs are those of a page rendered before and it is sent as kept (web/src/ssr/renderedPages.ts): pageBrowse shows a page rendered anew",
      path: () => "/shop/listing",
      shows: '<div data-testid="product-card"',
    }),
    renderedPage(base, shoppers, {
      key: "pageBrowse",
      name: "Server-rendered page GET /shop/listing?category=<c>&brand=<b> as a random shopper each request",
      note: "As page, but each request is a random one of the shoppers and one of 12 filters: more pages than the server keeps (RENDER_KEEP_MB), so most are rendered by React, in one pass (the URL's queries asked first)",
      path: () => `/shop/listing?category=${pick(["men", "women", "kids"])}&brand=${pick(["nike", "adidas", "puma", "levi"])}`,
      shows: "Filters",
      anyShopper: true,
    }),
    renderedPage(base, shoppers, {
      key: "pageHome",
      name: "Server-rendered page GET /shop/home as a signed-in shopper",
      note: "The banner, the featured products, the header's cart and wishlist; each connection one shopper (kept after the first, as page)",
      path: () => "/shop/home",
      shows: "Feature Products",
    }),
    ...(productSlugs.length
      ? [
          renderedPage(base, shoppers, {
            key: "pageProduct",
            name: `Server-rendered page GET /shop/product/<slug> (random of ${productSlugs.length}) as a signed-in shopper`,
            note: "A product's own page: its details, variants and first reviews; many products, so most pages are rendered anew",
            path: () => `/shop/product/${encodeURIComponent(pick(productSlugs))}`,
            shows: "Add to Cart",
          }),
        ]
      : []),
    renderedPage(base, shoppers, {
      key: "pageSearch",
      name: "Server-rendered page GET /shop/search?keyword=<one of 10> as a signed-in shopper",
      note: "The page showing the products a shopper looked for (a product opened from it shows in a dialog at its own address; its page as the server renders it: pagePublicProduct)",
      path: () => `/shop/search?keyword=${pick(KEYWORDS)}`,
      shows: 'placeholder="Search Products..."',
    }),
    renderedPage(base, shoppers, {
      key: "pageAccount",
      name: "Server-rendered page GET /shop/account as a signed-in shopper",
      note: "The shopper's first page of orders (with their lines and history) and the header's cart",
      path: () => "/shop/account",
      shows: "Order History",
    }),
    {
      key: "images",
      name: `Uploaded image GET /uploads/<sha256>.png (random of ${images.length}, from the database store)`,
      url: base,
      note: "What every product card and feature banner loads; first reads go to the database, repeats to the in-process cache",
      requests: [{ method: "GET", setupRequest: (r) => ({ ...r, path: pick(images).url }) }],
    },
    {
      key: "imagesRevalidate",
      name: "Uploaded image revalidation (If-None-Match: the ETag) -> 304",
      url: base,
      note: "A browser or CDN asking again after its copy expired; immutable caching makes this rare",
      requests: [{ method: "GET", expectStatus: 304, setupRequest: (r) => { const i = pick(images); return { ...r, path: i.url, headers: { "if-none-match": `"${i.sha256}"` } }; } } as Req],
    },
    {
      key: "restListing",
      name: "REST listing /api/shop/products/get (same filter, 4 sorts, pages 1-3)",
      url: base,
      requests: [
        {
          method: "GET",
          setupRequest: (r) => ({
            ...r,
            path: `/api/shop/products/get?category=men&brand=nike,adidas&sortBy=${pick(REST_SORTS)}&page=${1 + Math.floor(Math.random() * 3)}&limit=24`,
          }),
        },
      ],
    },
    {
      key: "restSearch",
      name: "REST search /api/shop/search/:keyword (10 keywords)",
      url: base,
      requests: [{ method: "GET", setupRequest: (r) => ({ ...r, path: `/api/shop/search/${encodeURIComponent(pick(KEYWORDS))}?limit=24` }) }],
    },
  ];
}

export const DASHBOARD_QUERY = `query Dashboard($range: DashboardRange!) { salesDashboard(range: $range) { from to current { revenueCents orders averageOrderValueCents unitsSold } previous { revenueCents orders } days { date revenueCents orders } topProducts { productId title unitsSold revenueCents } categories { category unitsSold revenueCents } } }`;

/** The admin dashboard's sales query over the seeded paid orders: the last 30 days against the 30 before. */
export function dashboardScenario(base: string, adminToken: string, connections: number): Scenario {
  return {
    connections,
    key: "dashboard",
    name: "GraphQL sales dashboard (admin, last 30 days vs the 30 before)",
    url: `${base}/graphql`,
    headers: { authorization: `Bearer ${adminToken}` },
    requests: [{ method: "POST", path: "/graphql", body: gql(DASHBOARD_QUERY, { range: "last30Days" }) }],
  };
}

/** A page the server renders for a signed-in shopper; a page that came without its content would still be a 200. */
function renderedPage(
  base: string,
  shoppers: Shopper[],
  page: { key: string; name: string; note: string; path: () => string; shows: string; anyShopper?: boolean },
): Scenario {
  const request: Req = {
    method: "GET",
    setupRequest: (r, context: Record<string, any>) => {
      // Each connection is one shopper (as a browser is), or a random one each request.
      if (page.anyShopper || !context.user) context.user = pick(shoppers);
      return { ...r, path: page.path(), headers: { accept: "text/html", cookie: `token=${(context.user as Shopper).token}` } };
    },
    expectBody: (body: string, context: Record<string, any>) =>
      body.includes(`"id":"${(context.user as Shopper).id}"`) && body.includes('"rendered":true') && body.includes(page.shows),
  };
  return {
    key: page.key,
    name: page.name,
    url: base,
    note: page.note,
    // autocannon clears a connection's context each time it starts its list of requests over: a list of one request
    // made every request a random shopper's. The same request many times over keeps the connection's shopper.
    requests: Array.from({ length: page.anyShopper ? 1 : ONE_SHOPPERS_VISIT }, () => request),
  };
}

/** Requests a connection sends as one shopper before autocannon starts its list over (more than any run sends). */
const ONE_SHOPPERS_VISIT = 100_000;

/**
 * A public storefront's pages as a visitor without an account (a search engine, a shared link) gets them: a product's
 * page (its product, the head's tags and JSON-LD) and a listing, rendered by the server (STOREFRONT_ACCESS=public).
 */
export function publicPageScenarios(base: string, slugs: string[]): Scenario[] {
  const anonymous = (key: string, name: string, note: string, path: () => string, shows: string): Scenario => ({
    key,
    name,
    url: base,
    note,
    requests: [
      {
        method: "GET",
        setupRequest: (r) => ({ ...r, path: path(), headers: { accept: "text/html" } }),
        expectBody: (body: string) => body.includes('"rendered":true') && body.includes(shows),
      },
    ],
  });
  return [
    anonymous(
      "pagePublicProduct",
      `Server-rendered product page GET /shop/product/<slug> (random of ${slugs.length}) as a visitor, public storefront`,
      "The product with its variants, the shop's menus and the guest's cart count, rendered to HTML with its title, canonical URL, Open Graph tags and Product and BreadcrumbList JSON-LD",
      () => `/shop/product/${pick(slugs)}`,
      '<script type="application/ld+json"',
    ),
    anonymous(
      "pagePublicListing",
      "Server-rendered listing GET /shop/listing (4 filters) as a visitor, public storefront",
      "The listing's first page of products with its filters' counts, its canonical URL and preview tags",
      () => `/shop/listing${pick(["", "?category=men", "?brand=nike", "?category=women&brand=adidas"])}`,
      '<div data-testid="product-card"',
    ),
  ];
}
