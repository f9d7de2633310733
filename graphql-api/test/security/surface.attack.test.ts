// The HTTP surface as a scanner sees it (development mode; production.attack.test.ts repeats what differs there):
// caching of private answers, lookup tables fed "__proto__", names that hide characters, error answers that must
// not show the code, and GraphQL documents built to cost far more than they ask.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, startTestServer, type TestServer } from "../support/harness.js";
import { restRoutes } from "../../src/rest/index.js";
import { accessOf } from "../../src/modules/access.js";
import type { RestDeps } from "../../src/rest/deps.js";
import { buildWorld, discardWorld } from "../reliability/world.js";
import { restBody, restPath } from "../reliability/authz-calls.js";
import { mapLimit } from "../reliability/flows.js";
import { codeOf, expectNoLeak, gql, hit } from "./attack.js";
import { UNDECOMPRESSABLE } from "../../src/http-errors.js";

let t: TestServer;
let admin: Awaited<ReturnType<typeof createUser>>;
let customer: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  t = await startTestServer();
  [admin, customer] = [await createUser(t, { role: "admin" }), await createUser(t)];
});
afterAll(() => t?.close());

describe("private answers are never cached", () => {
  it("every REST answer but the public catalogue reads says Cache-Control: no-store (addresses, orders, cart, wishlist, profile, check-auth ...)", async () => {
    const table = restRoutes({ services: t.shop.services, session: {} as RestDeps["session"], issueCsrf: () => "" });
    const calls = table.filter((r) => accessOf(r.operation) !== "public" || r.method !== "get").flatMap((r) => r.paths.map((path) => ({ ...r, path })));
    const seen = await mapLimit(calls, 4, async (route) => {
      const w = await buildWorld(t);
      const method = route.method.toUpperCase();
      const access = accessOf(route.operation);
      const token = access === "admin" ? w.admin.token : access === "public" ? undefined : w.a.token;
      const res = await hit(t.url, method, restPath(route.path, w), { token, body: restBody(method, route.path, w) });
      await discardWorld(t, w);
      return { route: `${method} ${route.path}`, status: res.status, cacheControl: res.headers.get("cache-control") ?? "" };
    });
    for (const s of seen) expect(s.cacheControl, `${s.route} (${s.status})`).toMatch(/\bno-store\b/);
    const routes = seen.map((s) => s.route);
    for (const named of ["GET /api/shop/address/get/:userId", "GET /api/shop/order/list/:userId", "GET /api/shop/order/details/:orderId", "GET /api/shop/cart/get/:userId", "GET /api/wishlist", "GET /user/profile", "GET /api/auth/check-auth", "POST /api/auth/login"]) {
      expect(routes).toContain(named);
    }
    const me = await gql(t.url, `{ me { email } cart { id } }`, {}, { token: customer.token });
    expect(me.headers.get("cache-control")).toBe("no-store");
  });
});

describe("signed-in pages are never cached", () => {
  it("/shop/account and every other page served to a signed-in visitor say Cache-Control: private, no-store", async () => {
    const pages = [
      ["/shop/account", customer.token],
      ["/shop/listing", customer.token],
      ["/shop/home", customer.token],
      ["/shop/checkout", customer.token],
      ["/admin/dashboard", admin.token],
    ] as const;
    for (const [path, token] of pages) {
      const res = await hit(t.url, "GET", path, { headers: { accept: "text/html", cookie: `token=${token}` } });
      expect(res.status, path).toBe(200);
      expect(res.text, path).toContain('id="page-state"');
      expect(res.headers.get("cache-control"), path).toBe("private, no-store");
    }
    // A visitor's sign-in page names nobody and is the same for every visitor: a shared cache may keep it a minute
    // (Vary: Cookie, so a request that carries a session is never answered with it).
    const login = await hit(t.url, "GET", "/auth/login", { headers: { accept: "text/html" } });
    expect(login.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=60");
    expect(login.headers.get("vary")).toMatch(/\bCookie\b/);
  });
});

describe("bodies that do not decompress", () => {
  it("a body that is not the gzip its Content-Encoding says is a 400 in the shop's words, on REST and GraphQL", async () => {
    const headers = { "content-type": "application/json", "content-encoding": "gzip" };
    const rest = await hit(t.url, "POST", "/api/auth/login", { headers, body: '{"email":"a@b.c","password":"x"}' });
    expect([rest.status, rest.json]).toEqual([400, { success: false, message: UNDECOMPRESSABLE }]);
    const graphql = await hit(t.url, "POST", "/graphql", { headers: { ...headers, "content-encoding": "deflate" }, body: Buffer.from("not deflate at all") });
    expect(graphql.status).toBe(400);
    expect(graphql.json.errors[0]).toMatchObject({ message: UNDECOMPRESSABLE, extensions: { code: "BAD_REQUEST" } });
  });
});

describe("lookup tables take only their listed values", () => {
  const KEYS = ["__proto__", "constructor", "toString", "hasOwnProperty", "valueOf", "__defineGetter__", "prototype"];

  it("REST: sortBy, category, brand and order status named after Object's members are a 400 naming the valid values", async () => {
    const order = (await buildWorld(t)).order;
    for (const key of KEYS) {
      const q = encodeURIComponent(key);
      const probes = [
        ["GET", `/api/shop/products/get?sortBy=${q}`, undefined, /Unknown sort order: use one of price-lowtohigh/],
        ["GET", `/api/shop/products/all?sortBy=${q}`, undefined, /Unknown sort order/],
        ["GET", `/api/admin/products/get?sortBy=${q}`, admin.token, /Unknown sort order/],
        ["GET", `/api/shop/products/get?category=${q}`, undefined, /Unknown category/],
        ["GET", `/api/shop/products/get?brand=${q}`, undefined, /Unknown brand/],
        ["GET", `/api/admin/orders/get?status=${q}`, admin.token, /Invalid order status/],
      ] as const;
      for (const [method, path, token, message] of probes) {
        const res = await hit(t.url, method, path, { token });
        expect(res.status, `${path}: ${res.text}`).toBe(400);
        expect(res.json.message).toMatch(message);
      }
      const status = await hit(t.url, "PUT", `/api/admin/orders/update/${order.id}`, { token: admin.token, body: { orderStatus: key } });
      expect(status.status).toBe(400);
      const product = await hit(t.url, "POST", "/api/admin/products/add", {
        token: admin.token,
        body: { title: "T", description: "D", category: key, brand: key, image: "/images/products/x.svg", price: 10, totalStock: 1 },
      });
      expect(product.status).toBe(400);
    }
    expect((await hit(t.url, "GET", "/api/shop/products/get?sortBy=price-hightolow")).status).toBe(200);
  });

  it("GraphQL: the same names as variables or literals are refused by the enums with 400", async () => {
    for (const key of KEYS) {
      const asVariable = [
        gql(t.url, `query($s: ProductSort) { products(sortBy: $s) { total } }`, { s: key }),
        gql(t.url, `query($s: OrderStatus) { adminOrders(status: $s) { total } }`, { s: key }, { token: admin.token }),
      ];
      for (const res of await Promise.all(asVariable)) {
        expect(res.status).toBe(400);
        expect(codeOf(res)).toBe("BAD_USER_INPUT");
      }
      // Categories are a table now, not an enum: the service refuses the name (a coded error, as GraphQL answers it).
      const category = await gql(t.url, `query($c: String!) { products(filter: { category: [$c] }) { total } }`, { c: key });
      expect(codeOf(category)).toBe("BAD_USER_INPUT");
      expect(category.json.errors[0].message).toMatch(/^Unknown category: /);
    }
    const literal = await gql(t.url, `{ products(sortBy: __proto__) { total } }`);
    expect(literal.status).toBe(400);
    expect(codeOf(literal)).toBe("GRAPHQL_VALIDATION_FAILED");
  });
});

describe("names cannot hide characters", () => {
  const HIDDEN: [string, string][] = [
    ["right-to-left override", "admin\u202Egnp.exe"],
    ["left-to-right isolate", "Ann\u2066x"],
    ["zero-width joiner", "ad\u200Dmin"],
    ["zero-width space", "ad\u200Bmin"],
    ["soft hyphen", "ad\u00ADmin"],
    ["tag character", "admin\u{E0061}"],
    ["newline", "Ann\nAdmin"],
    ["NUL", "Ann\u0000"],
    ["invisible Hangul filler", "\u3164\u3164"],
  ];
  const message = "User name cannot contain invisible, control or text-direction characters.";

  it.each(HIDDEN)("registration refuses a %s on both APIs, creating nothing", async (_what, userName) => {
    const email = `hidden-${Date.now()}-${Math.random().toString(36).slice(2)}@example.test`;
    const rest = await hit(t.url, "POST", "/api/auth/register", { body: { userName, email, password: "password123" } });
    expect(rest.status).toBe(400);
    expect(rest.json).toEqual({ success: false, message });
    const graphql = await gql(t.url, `mutation($i: RegisterInput!) { register(input: $i) { success } }`, { i: { userName, email, password: "password123" } });
    expect(graphql.json.errors[0]).toMatchObject({ message, extensions: { code: "BAD_USER_INPUT" } });
    expect(await t.db.prisma.user.count({ where: { email } })).toBe(0);
  });

  it("the profile refuses them too, on the legacy path", async () => {
    for (const [what, userName] of HIDDEN) {
      const res = await hit(t.url, "PUT", "/user/profile", { token: customer.token, body: { userName, email: customer.email, phone: "" } });
      expect(res.status, what).toBe(400);
    }
    expect((await t.db.prisma.user.findUniqueOrThrow({ where: { id: customer.id } })).userName).toBe(customer.userName);
  });
});

describe("error answers show no code", () => {
  it("broken, mistyped and hostile requests get no 5xx, and no stack frames, paths or database calls", async () => {
    const w = await buildWorld(t);
    const probes: [string, string, string, Parameters<typeof hit>[3]][] = [
      ["not JSON", "POST", "/graphql", { body: "{", headers: { "content-type": "application/json" } }],
      ["query not a string", "POST", "/graphql", { body: { query: 42 } }],
      ["syntax error", "POST", "/graphql", { body: { query: "{ products(" } }],
      ["variable of the wrong type", "POST", "/graphql", { body: { query: "query($id: ID!) { product(id: $id) { id } }", variables: { id: { $gt: "" } } } }],
      ["an id that is no id", "POST", "/graphql", { body: { query: `{ product(id: "' OR 1=1 --") { id } }` } }],
      ["unknown operation name", "POST", "/graphql", { body: { query: "{ me { id } }", operationName: "Nope" } }],
      ["a gzip body that is not gzip", "POST", "/api/auth/login", { body: "garbage", headers: { "content-type": "application/json", "content-encoding": "gzip" } }],
      ["an unsupported encoding", "POST", "/api/auth/login", { body: "x", headers: { "content-type": "application/json", "content-encoding": "br2" } }],
      ["a JSON array", "POST", "/api/auth/login", { body: [1, 2] }],
      ["a broken percent-encoding", "GET", "/api/shop/search/%E0%A4%A", {}],
      ["a NUL in a path", "GET", `/api/shop/order/details/%00`, { token: w.a.token }],
      ["a number beyond doubles", "GET", "/api/shop/products/get?page=1e309", {}],
      ["a climbing path in an id", "GET", "/api/shop/products/get/..%2F..%2F..%2Fetc%2Fpasswd", {}],
      ["an unknown method", "PATCH", "/api/auth/login", { body: {} }],
      ["an upload that is no multipart", "POST", "/api/admin/products/upload-image", { token: w.admin.token, body: "x", headers: { "content-type": "multipart/form-data; boundary=z" } }],
      ["a NUL in stored text", "POST", "/api/shop/address/add", { token: w.a.token, body: { address: "a\u0000b", city: "c", pincode: "12345", phone: "5550100", notes: "" } }],
    ];
    for (const [what, method, path, options] of probes) {
      const res = await hit(t.url, method, path, options);
      expectNoLeak(res, what);
      if (path !== "/graphql") expect(res.status, what).toBeGreaterThanOrEqual(400);
    }
    await discardWorld(t, w);
  });
});

describe("GraphQL amplification", () => {
  it("refuses deep nesting, alias floods, directive floods, fragment cycles and oversized documents before running them", async () => {
    const ofType = (n: number): string => (n === 0 ? "name" : `ofType { ${ofType(n - 1)} }`);
    const refusals: [string, string, RegExp][] = [
      ["depth", `{ __type(name: "Query") { fields { type { ${ofType(8)} } } } }`, /depth/i],
      ["aliases", `{ ${Array.from({ length: 11 }, (_, i) => `a${i}: products { total }`).join(" ")} }`, /alias/i],
      ["directives", `{ me ${"@include(if: true) ".repeat(11)} { id } }`, /directive/i],
      ["fragment cycle", `query { ...A } fragment A on Query { ...B } fragment B on Query { ...A }`, /cannot spread fragment/i],
      ["tokens", `{ me { ${"id ".repeat(2100)} } }`, /2000 tokens/],
    ];
    for (const [what, query, message] of refusals) {
      const res = await gql(t.url, query);
      expect(res.status, what).toBe(400);
      expect(res.json.data ?? null, what).toBeNull();
      expect(res.json.errors[0].message, what).toMatch(message);
      expectNoLeak(res, what);
    }
  });

  it("refuses batches (one request, one operation) and mutations over GET", async () => {
    const batch = await hit(t.url, "POST", "/graphql", { body: Array.from({ length: 50 }, () => ({ query: "{ products { total } }" })) });
    expect(batch.status).toBe(400);
    expect(batch.text).toMatch(/batch/i);
    const viaGet = await hit(t.url, "GET", `/graphql?query=${encodeURIComponent("mutation { logout { success } }")}`, { headers: { "apollo-require-preflight": "1" } });
    expect(viaGet.status).toBe(405);
    expectNoLeak(viaGet, "mutation over GET");
  });

  it("keeps introspection and field suggestions on by default, for partners (GRAPHQL_INTROSPECTION)", async () => {
    expect((await gql(t.url, `{ __schema { queryType { name } } }`)).json.data.__schema.queryType.name).toBe("Query");
    expect((await gql(t.url, `{ produts { total } }`)).json.errors[0].message).toMatch(/Did you mean "products"/);
  });
});
