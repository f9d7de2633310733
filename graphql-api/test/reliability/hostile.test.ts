// Hostile input: thousands of malformed, oversized, wrongly typed and injection-shaped requests (fast-check) to
// every GraphQL operation and REST route. Zero 5xx, zero hangs, and the database unchanged whenever a write is refused.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProduct, createUser, startTestServer, type TestServer } from "../support/harness.js";
import { restRoutes } from "../../src/rest/index.js";
import type { RestDeps } from "../../src/rest/deps.js";
import { UPLOAD_IMAGE_PATH } from "../../src/modules/upload/upload.router.js";
import { fingerprint, hostileNumber, hostileRecord, hostileString, hostileValue, newTally, refused, send, type Tally } from "./hostile.js";

const RUNS = Number(process.env.HOSTILE_RUNS ?? 25);
let t: TestServer;
let customer: Awaited<ReturnType<typeof createUser>>;
let admin: Awaited<ReturnType<typeof createUser>>;
let productId: string;
const tally: Tally = newTally();

beforeAll(async () => {
  // Generous login and registration budgets: this suite is about input handling, the limits have their own tests.
  // Uploads are allowed 25 MB by default (phone photos): 5 MB here, so the 10 MB body below is one too many.
  t = await startTestServer({ RATE_LIMIT_AUTH_PER_15MIN: "100000", RATE_LIMIT_REGISTER_PER_HOUR: "100000", UPLOAD_MAX_BYTES: String(5 * 1024 * 1024) });
  customer = await createUser(t);
  admin = await createUser(t, { role: "admin" });
  productId = (await createProduct(t, { totalStock: 5 })).id;
  await t.db.prisma.address.create({ data: { userId: customer.id, address: "1 Main St", city: "Springfield", pincode: "12345", phone: "5550100", notes: "x" } });
  await t.gql(`mutation($p: ID!) { addToCart(productId: $p, quantity: 1) { id } }`, { p: productId }, customer.token);
});
afterAll(async () => {
  console.info(`[hostile] ${tally.inputs} inputs tried, ${tally.server5xx.length} answered 5xx, ${tally.hangs.length} hung, ${tally.changedOnRefusal.length} refusals changed the database`);
  await t?.close();
});

const auth = (token?: string): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});

/** Sends one request; for writes, a refusal must leave every table as it was. */
async function probe(what: string, path: string, init: RequestInit, opts: { write: boolean; graphql?: boolean }) {
  const before = opts.write ? await fingerprint(t) : "";
  const { status, body } = await send(tally, what, `${t.url}${path}`, init);
  expect(status, `${what}: ${body.slice(0, 200)}`).toBeGreaterThan(0);
  expect(status, `${what}: ${body.slice(0, 200)}`).toBeLessThan(500);
  if (opts.graphql) expect(body, what).not.toContain("INTERNAL_SERVER_ERROR");
  const isRefusal = opts.graphql ? refused(status, body) : status >= 400;
  if (opts.write && isRefusal) {
    const same = (await fingerprint(t)) === before;
    if (!same) tally.changedOnRefusal.push(what);
    expect(same, `${what} was refused (${status}) but changed the database`).toBe(true);
  }
  return { status, body };
}

const gqlInit = (query: string, variables: unknown, token?: string): RequestInit => ({
  method: "POST",
  headers: { "content-type": "application/json", ...auth(token) },
  body: JSON.stringify({ query, variables }),
});

type Template = { name: string; query: string; vars: fc.Arbitrary<unknown>; token?: () => string };
const v = (shape: Record<string, fc.Arbitrary<unknown>>) => fc.record(shape, { requiredKeys: [] });
const ADDRESS = ["address", "city", "pincode", "phone", "notes"];
const PRODUCT = ["title", "description", "category", "brand", "image", "price", "salePrice", "totalStock", "variants"];
const asCustomer = () => customer.token;
const asAdmin = () => admin.token;

const TEMPLATES: Template[] = [
  { name: "product", query: "query($id: ID!) { product(id: $id) { id } }", vars: v({ id: hostileValue }) },
  { name: "productBySlug", query: "query($s: String!) { productBySlug(slug: $s) { id } }", vars: v({ s: hostileValue }) },
  { name: "products", query: "query($f: ProductFilter, $p: Int, $s: Int, $o: ProductSort) { products(filter: $f, page: $p, pageSize: $s, sortBy: $o) { total } }", vars: v({ f: hostileRecord(["category", "brand", "size", "colour", "minPriceCents", "maxPriceCents"]), p: hostileNumber, s: hostileNumber, o: hostileValue }) },
  { name: "productFacets", query: "query($f: ProductFilter) { productFacets(filter: $f) { size { value count } } }", vars: v({ f: hostileRecord(["category", "brand", "size", "colour", "minPriceCents", "maxPriceCents"]) }) },
  { name: "searchProducts", query: "query($k: String!, $p: Int, $s: Int) { searchProducts(keyword: $k, page: $p, pageSize: $s) { total } }", vars: v({ k: hostileString, p: hostileNumber, s: hostileNumber }) },
  { name: "searchProductsConnection", query: "query($k: String!, $f: Int, $a: String) { searchProductsConnection(keyword: $k, first: $f, after: $a) { pageInfo { hasNextPage } } }", vars: v({ k: hostileString, f: hostileNumber, a: hostileString }) },
  { name: "reviews", query: "query($id: ID!, $p: Int, $s: Int) { reviews(productId: $id, page: $p, pageSize: $s) { total } }", vars: v({ id: fc.oneof(hostileValue, fc.constant("PRODUCT")), p: hostileNumber, s: hostileNumber }) },
  { name: "order", query: "query($id: ID!) { order(id: $id) { id } }", vars: v({ id: hostileValue }), token: asCustomer },
  { name: "myOrders", query: "query($p: Int, $s: Int) { myOrders(page: $p, pageSize: $s) { total } }", vars: v({ p: hostileValue, s: hostileValue }), token: asCustomer },
  { name: "adminOrders", query: "query($st: OrderStatus, $p: Int, $s: Int) { adminOrders(status: $st, page: $p, pageSize: $s) { total } }", vars: v({ st: hostileValue, p: hostileNumber, s: hostileNumber }), token: asAdmin },
  { name: "addToCart", query: "mutation($p: ID!, $q: Int!, $v: ID) { addToCart(productId: $p, quantity: $q, variantId: $v) { id } }", vars: v({ p: fc.oneof(hostileValue, fc.constant("PRODUCT")), q: hostileValue, v: hostileValue }), token: asCustomer },
  { name: "updateCartItem", query: "mutation($p: ID!, $q: Int!) { updateCartItem(productId: $p, quantity: $q) { id } }", vars: v({ p: fc.oneof(hostileValue, fc.constant("PRODUCT")), q: hostileValue }), token: asCustomer },
  { name: "removeFromCart", query: "mutation($p: ID!) { removeFromCart(productId: $p) { id } }", vars: v({ p: hostileValue }), token: asCustomer },
  { name: "addToWishlist", query: "mutation($p: ID!) { addToWishlist(productId: $p) { items { id } } }", vars: v({ p: hostileValue }), token: asCustomer },
  { name: "addAddress", query: "mutation($i: AddressInput!) { addAddress(input: $i) { id } }", vars: v({ i: hostileRecord(ADDRESS) }), token: asCustomer },
  { name: "updateAddress", query: "mutation($id: ID!, $i: AddressInput!) { updateAddress(id: $id, input: $i) { id } }", vars: v({ id: hostileValue, i: hostileRecord(ADDRESS) }), token: asCustomer },
  { name: "deleteAddress", query: "mutation($id: ID!) { deleteAddress(id: $id) }", vars: v({ id: hostileValue }), token: asCustomer },
  { name: "addReview", query: "mutation($i: ReviewInput!) { addReview(input: $i) { id } }", vars: v({ i: hostileRecord(["productId", "reviewValue", "reviewMessage"]) }), token: asCustomer },
  { name: "createOrder", query: "mutation($a: ID!) { createOrder(addressId: $a) { orderId } }", vars: v({ a: hostileValue }), token: asCustomer },
  { name: "captureOrder", query: "mutation($o: ID!, $p: String!, $r: String!) { captureOrder(orderId: $o, paymentId: $p, payerId: $r) { id } }", vars: v({ o: hostileValue, p: hostileValue, r: hostileValue }), token: asCustomer },
  { name: "updateProfile", query: "mutation($i: ProfileInput!) { updateProfile(input: $i) { id } }", vars: v({ i: hostileRecord(["userName", "email", "phone", "currentPassword"]) }), token: asCustomer },
  { name: "register", query: "mutation($i: RegisterInput!) { register(input: $i) { success } }", vars: v({ i: hostileRecord(["userName", "email", "password"]) }) },
  { name: "login", query: "mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }", vars: v({ e: fc.tuple(hostileValue, fc.uuid()).map(([h, id]) => (typeof h === "string" ? `${h}${id}` : h)), p: hostileValue }) },
  { name: "forgotPassword", query: "mutation($e: String!) { forgotPassword(email: $e) { success } }", vars: v({ e: hostileValue }) },
  { name: "resetPassword", query: "mutation($u: ID!, $t: String!, $p: String!) { resetPassword(userId: $u, token: $t, password: $p) { success } }", vars: v({ u: hostileValue, t: hostileValue, p: hostileValue }) },
  { name: "createProduct", query: "mutation($i: ProductInput!) { createProduct(input: $i) { id } }", vars: v({ i: hostileRecord(PRODUCT) }), token: asAdmin },
  { name: "updateProduct", query: "mutation($id: ID!, $i: ProductUpdateInput!) { updateProduct(id: $id, input: $i) { id } }", vars: v({ id: fc.oneof(hostileValue, fc.constant("PRODUCT")), i: hostileRecord(PRODUCT) }), token: asAdmin },
  { name: "updateOrderStatus", query: "mutation($id: ID!, $s: OrderStatus!) { updateOrderStatus(id: $id, status: $s) { id } }", vars: v({ id: hostileValue, s: hostileValue }), token: asAdmin },
  { name: "addFeatureImage", query: "mutation($i: String!) { addFeatureImage(image: $i) { id } }", vars: v({ i: hostileValue }), token: asAdmin },
  { name: "deleteFeatureImage", query: "mutation($id: ID!) { deleteFeatureImage(id: $id) }", vars: v({ id: hostileValue }), token: asAdmin },
];

// Login emails get a unique suffix: repeated failures on one account are slowed on purpose (security/accounts.attack.test.ts).

/** "PRODUCT" stands for the real product's id, so rules past the id check (quantities, stock) are reached too. */
const withProduct = (vars: unknown) => JSON.parse(JSON.stringify(vars ?? {}).replaceAll('"PRODUCT"', JSON.stringify(productId)));

describe("hostile GraphQL variables", () => {
  for (const tpl of TEMPLATES) {
    it(`${tpl.name}: no 5xx, no hang, refused writes change nothing`, async () => {
      const write = tpl.query.startsWith("mutation");
      await fc.assert(
        fc.asyncProperty(tpl.vars, async (vars) => {
          await probe(`${tpl.name} ${JSON.stringify(vars).slice(0, 200)}`, "/graphql", gqlInit(tpl.query, withProduct(vars), tpl.token?.()), { write, graphql: true });
        }),
        { numRuns: RUNS },
      );
    }, 120_000);
  }
});

describe("hostile GraphQL documents", () => {
  const deep = fc.integer({ min: 1, max: 60 }).map((n) => `{ ${"__schema { types { fields { type { ".slice(0, 0)}${"a: __typename ".slice(0, 0)}${nest(n)} }`);
  const aliased = fc.integer({ min: 1, max: 500 }).map((n) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: products(pageSize: 100) { items { id reviews: averageReview } }`).join(" ")} }`);
  const directives = fc.integer({ min: 1, max: 300 }).map((n) => `{ me ${"@include(if: true) ".repeat(n)} { id } }`);
  const repeated = fc.integer({ min: 100, max: 20_000 }).map((n) => `{ ${"__typename ".repeat(n)} }`);
  const fragments = fc.constantFrom(
    "query { ...A } fragment A on Query { ...B } fragment B on Query { ...A }",
    "query { products { ...P } } fragment P on ProductPage { items { ...P } }",
    "{ products(pageSize: 100) { items { id } } products(pageSize: 1) { total } }",
    "mutation { logout { success } } mutation { logout { success } }",
    "subscription { x }",
    "{ __schema { types { name fields { name args { name type { name ofType { name ofType { name ofType { name } } } } } } } } }",
  );
  const garbage = fc.oneof(hostileString, fc.string({ unit: "binary", maxLength: 200 }), fc.constantFrom("{", "}", "{{{{{{", "query", "{ products(", "\"\"\"", "#"));

  it("deep, aliased, repeated, cyclic and garbage documents are refused cleanly", async () => {
    const doc = fc.oneof(deep, aliased, directives, repeated, fragments, garbage);
    await fc.assert(
      fc.asyncProperty(doc, fc.constantFrom(undefined, customer?.token), async (query, token) => {
        await probe(`document ${query.slice(0, 120)}`, "/graphql", gqlInit(query, undefined, token), { write: false, graphql: true });
      }),
      { numRuns: RUNS * 8 },
    );
  }, 120_000);

  it("wrongly shaped request bodies (batches, non-string queries, bad variables) are refused cleanly", async () => {
    const body = fc.oneof(
      fc.jsonValue().map((j) => JSON.stringify(j)),
      fc.record({ query: hostileValue, variables: hostileValue, operationName: hostileValue }, { requiredKeys: [] }).map((b) => JSON.stringify(b)),
      fc.array(fc.constant({ query: "{ me { id } }" }), { minLength: 1, maxLength: 50 }).map((b) => JSON.stringify(b)),
      hostileString,
    );
    await fc.assert(
      fc.asyncProperty(body, fc.constantFrom("application/json", "text/plain", "application/x-www-form-urlencoded", "multipart/form-data"), async (raw, type) => {
        await probe(`graphql body ${type} ${raw.slice(0, 120)}`, "/graphql", { method: "POST", headers: { "content-type": type, "x-apollo-operation-name": "x" }, body: raw }, { write: false });
      }),
      { numRuns: RUNS * 4 },
    );
  }, 120_000);
});

function nest(n: number): string {
  let inner = "name";
  for (let i = 0; i < n; i++) inner = `ofType { ${inner} }`;
  return `__schema { types { ${inner} } }`;
}

describe("hostile REST requests", () => {
  const routes = () =>
    restRoutes({ services: t.shop.services, session: {} as RestDeps["session"], issueCsrf: () => "" }).flatMap((r) =>
      r.paths.map((p) => ({ method: r.method.toUpperCase(), pattern: p })),
    );
  const segment = fc.oneof(
    hostileString.map((s) => encodeURIComponent(s.slice(0, 2000))),
    fc.constantFrom("%", "%E0%A4%A", "%00", "..", "%2e%2e%2f", "%FF%FE", "CON"),
  );

  it("every route: hostile path segments, query strings and JSON bodies, as every kind of caller", async () => {
    const all = routes().filter((r) => r.pattern !== "/api/auth/logout");
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...all),
        fc.array(segment, { minLength: 4, maxLength: 4 }),
        fc.dictionary(fc.constantFrom("page", "limit", "category", "brand", "sortBy", "keyword", "x"), fc.oneof(hostileString, fc.array(hostileString, { maxLength: 3 })), { maxKeys: 4 }),
        fc.oneof(hostileRecord(["userId", "productId", "quantity", "addressId", "orderId", "paymentId", "payerId", "email", "password", "userName", "phone", "title", "price", "salePrice", "totalStock", "image", "orderStatus", "reviewValue", "reviewMessage", "_id"]), hostileValue),
        fc.constantFrom(undefined, "customer", "admin"),
        async (route, segs, query, body, who) => {
          let i = 0;
          const path = route.pattern.replace(/:\w+/g, () => segs[i++ % segs.length]!);
          const qs = new URLSearchParams();
          for (const [k, val] of Object.entries(query)) for (const x of [val].flat()) qs.append(k, x.slice(0, 2000));
          const token = who === "customer" ? customer.token : who === "admin" ? admin.token : undefined;
          const init: RequestInit = { method: route.method, headers: { ...auth(token) } };
          if (route.method !== "GET") {
            init.body = JSON.stringify(body);
            (init.headers as Record<string, string>)["content-type"] = "application/json";
          }
          await probe(`${route.method} ${path.slice(0, 150)}?${qs.toString().slice(0, 100)} ${String(init.body).slice(0, 150)}`, `${path}?${qs}`, init, { write: route.method !== "GET" });
        },
      ),
      { numRuns: RUNS * 20 },
    );
  }, 150_000);

  it("raw non-JSON and malformed bodies on every write route", async () => {
    const writes = routes().filter((r) => r.method !== "GET" && r.pattern !== "/api/auth/logout");
    const raw = fc.oneof(fc.string({ unit: "binary", maxLength: 300 }), fc.constantFrom("{", "{\"a\":", "[1,2", "\u0000", "null", "1e999", "{\"__proto__\":{\"admin\":true}}", "{\"constructor\":{\"prototype\":{\"x\":1}}}"));
    const type = fc.constantFrom("application/json", "text/plain", "application/x-www-form-urlencoded", "application/json; charset=utf-16", "application/json; charset=klingon", "multipart/form-data; boundary=x");
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...writes), raw, type, fc.constantFrom(customer?.token, admin?.token), async (route, body, contentType, token) => {
        const path = route.pattern.replace(/:\w+/g, "00000000-0000-4000-8000-000000000000");
        await probe(`${route.method} ${path} ${contentType} ${body.slice(0, 80)}`, path, { method: route.method, headers: { "content-type": contentType, ...auth(token) }, body }, { write: true });
      }),
      { numRuns: RUNS * 5 },
    );
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  }, 120_000);
});

describe("oversized requests", () => {
  const TEN_MB = "x".repeat(10 * 1024 * 1024);
  it("10 MB bodies are refused with 413 on GraphQL, REST and upload, quickly, changing nothing", async () => {
    const before = await fingerprint(t);
    const big = JSON.stringify({ query: "{ me { id } }", variables: { pad: TEN_MB } });
    const cases: [string, string, RequestInit][] = [
      ["graphql json", "/graphql", { method: "POST", headers: { "content-type": "application/json" }, body: big }],
      ["graphql as customer", "/graphql", { method: "POST", headers: { "content-type": "application/json", ...auth(customer.token) }, body: JSON.stringify({ query: `mutation { addAddress(input: { address: "${TEN_MB}", city: "a", pincode: "1", phone: "1", notes: "1" }) { id } }` }) }],
      ["login", "/api/auth/login", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: "a@b.c", password: TEN_MB }) }],
      ["cart add", "/api/shop/cart/add", { method: "POST", headers: { "content-type": "application/json", ...auth(customer.token) }, body: JSON.stringify({ productId, pad: TEN_MB }) }],
      ["urlencoded", "/api/auth/register", { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: `email=${TEN_MB}` }],
    ];
    for (const [what, path, init] of cases) {
      const started = Date.now();
      const { status } = await send(tally, `10MB ${what}`, `${t.url}${path}`, init);
      expect(status, what).toBe(413);
      expect(Date.now() - started, what).toBeLessThan(10_000);
    }
    const form = new FormData();
    form.append("my_file", new Blob([Buffer.alloc(10 * 1024 * 1024, 0x89)], { type: "image/png" }), "big.png");
    const upload = await send(tally, "10MB upload", `${t.url}${UPLOAD_IMAGE_PATH}`, { method: "POST", headers: auth(admin.token), body: form });
    expect(upload.status).toBe(413);
    expect(await fingerprint(t)).toBe(before);
  }, 60_000);
});

describe("hostile uploads", () => {
  // Images are kept in the shared store (the database here) under the sha256 of their bytes, so the same bytes twice
  // are one image.
  const storedImages = () => t.db.prisma.image.count();
  const PNG_SIG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  const signatures: number[][] = [PNG_SIG, [0xff, 0xd8, 0xff], [...Buffer.from("GIF89a")], [...Buffer.from("RIFF\0\0\0\0WEBP")]];
  // Uploads are decoded: only whole pictures are kept (a signature in front of anything else is refused).
  const REAL = [
    Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64"),
    Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64"),
  ];
  const isImage = (b: Uint8Array) => REAL.some((r) => r.equals(Buffer.from(b)));

  it("random bytes, disguised files, wrong fields and names: only real images are stored", async () => {
    const bytes = fc.oneof(
      fc.uint8Array({ maxLength: 2048 }),
      fc.constantFrom("<svg xmlns='http://www.w3.org/2000/svg' onload='alert(1)'/>", "<html><script>alert(1)</script></html>", "%PDF-1.7", "MZ\x90\0", "#!/bin/sh\nrm -rf /", "GIF8", "RIFF1234WEBX").map((s) => new Uint8Array(Buffer.from(s))),
      fc.constantFrom(...signatures).chain((sig) => fc.uint8Array({ maxLength: 64 }).map((rest) => new Uint8Array([...sig.slice(0, Math.max(1, sig.length - 1)), ...rest]))),
    );
    await fc.assert(
      fc.asyncProperty(
        bytes,
        fc.constantFrom("my_file", "file", "image", "my_file[]", ""),
        fc.oneof(hostileString.map((s) => s.slice(0, 300)), fc.constantFrom("a.png", "../../evil.png", "x.svg", "x.php", "")),
        fc.constantFrom("image/png", "image/svg+xml", "text/html", "application/octet-stream", "image/jpeg"),
        fc.nat(2),
        async (content, field, filename, type, extraFiles) => {
          const form = new FormData();
          for (let i = 0; i <= extraFiles; i++) form.append(field, new Blob([content], { type }), filename);
          const before = await storedImages();
          const { status, body } = await probe(`upload ${field} ${filename.slice(0, 40)} ${type} ${content.length}B x${extraFiles + 1}`, UPLOAD_IMAGE_PATH, { method: "POST", headers: auth(admin.token), body: form }, { write: true });
          const accepted = status === 200;
          // A part with an empty filename is what a form sends when no file was chosen: it is not a file (multer skips
          // it), so the answer is "Please choose an image file to upload".
          const mayAccept = ["my_file", "file"].includes(field) && filename !== "" && extraFiles === 0 && isImage(content);
          expect(accepted, `upload answered ${status} ${body.slice(0, 100)}`).toBe(mayAccept);
          if (accepted) {
            const sha256 = /^\/uploads\/([0-9a-f]{64})\.(png|gif)$/.exec(JSON.parse(body).result.url)?.[1];
            expect(await t.db.prisma.image.count({ where: { sha256 } })).toBe(1);
          } else expect(await storedImages()).toBe(before);
        },
      ),
      // The accepted path first, every run: random bytes rarely carry a whole signature. Then a real image whose part
      // has an empty filename (once found by this property).
      { numRuns: RUNS * 5, examples: [[new Uint8Array(REAL[0]!), "my_file", "a.png", "image/png", 0], [new Uint8Array(REAL[0]!), "my_file", "", "image/png", 0], [new Uint8Array(REAL[1]!), "file", "../../evil.png", "text/html", 0], [new Uint8Array(PNG_SIG), "my_file", "a.png", "image/png", 0]] },
    );
  }, 120_000);

  it("broken multipart framing is a 4xx", async () => {
    const bodies = [
      "--x\r\nContent-Disposition: form-data; name=\"my_file\"; filename=\"a.png\"\r\n\r\n\x89PNG", // never closed
      "--x--",
      "garbage without any boundary",
      "--x\r\nContent-Disposition: form-data\r\n\r\nno name\r\n--x--\r\n",
      `--x\r\n${"Content-Type: a\r\n".repeat(2000)}\r\n\r\n--x--\r\n`,
    ];
    for (const body of bodies) {
      for (const type of ["multipart/form-data; boundary=x", "multipart/form-data", "multipart/form-data; boundary="]) {
        const { status } = await probe(`multipart ${type} ${body.slice(0, 40)}`, UPLOAD_IMAGE_PATH, { method: "POST", headers: { "content-type": type, ...auth(admin.token) }, body }, { write: true });
        expect(status).toBeGreaterThanOrEqual(400);
      }
    }
  }, 60_000);
});

// Each of these was a 500 before this suite found it.
describe("regressions found by the property tests", () => {
  it("a NUL character in a search keyword is ignored, not a database error", async () => {
    const rest = await probe("search NUL", "/api/shop/search/a%00b", { method: "GET" }, { write: false });
    expect(rest.status).toBe(200);
    const gql = await probe("searchProducts NUL", "/graphql", gqlInit(`query($k: String!) { searchProducts(keyword: $k) { total } }`, { k: "\u0000" }), { write: false, graphql: true });
    expect(JSON.parse(gql.body).data.searchProducts.total).toBe(0);
  });

  it("a NUL character in any stored text (addresses, reviews, accounts, products, login) is a 400 that writes nothing", async () => {
    const N = "ab\u0000cd";
    const cases: [string, Record<string, unknown>, string | undefined][] = [
      ["mutation($n: String!) { addAddress(input: { address: $n, city: $n, pincode: \"12345\", phone: \"5550100\", notes: $n }) { id } }", { n: N }, customer.token],
      ["mutation($n: String!, $e: String!) { updateProfile(input: { userName: $n, email: $e, phone: \"555\" }) { id } }", { n: N, e: customer.email }, customer.token],
      ["mutation($n: String!) { register(input: { userName: \"ok\", email: $n, password: \"password123\" }) { success } }", { n: "r\u0000x@example.test" }, undefined],
      ["mutation($n: String!) { forgotPassword(email: $n) { success } }", { n: "r\u0000x@example.test" }, undefined],
      ["mutation($n: String!) { login(email: $n, password: \"password123\") { token } }", { n: "r\u0000x@example.test" }, undefined],
      ["mutation($n: String!) { createProduct(input: { title: $n, description: $n, category: \"men\", brand: \"nike\", image: \"/images/products/x.svg\", price: 10, totalStock: 1 }) { id } }", { n: N }, admin.token],
    ];
    for (const [query, variables, token] of cases) {
      const res = await probe(`NUL ${query.slice(9, 40)}`, "/graphql", gqlInit(query, variables, token), { write: true, graphql: true });
      expect(JSON.parse(res.body).errors[0], query).toMatchObject({ extensions: { code: "BAD_USER_INPUT" } });
    }
    const rest = await probe("REST address NUL", "/api/shop/address/add", { method: "POST", headers: { "content-type": "application/json", ...auth(customer.token) }, body: JSON.stringify({ address: N, city: N, pincode: "12345", phone: "5550100", notes: N }) }, { write: true });
    expect(rest.status).toBe(400);
  });

  it("a multipart part without a field name, or an unclosed one, is a 400", async () => {
    const form = new FormData();
    form.append("", new Blob([Buffer.from("abc")], { type: "image/png" }), "a.png");
    expect((await probe("upload no field name", UPLOAD_IMAGE_PATH, { method: "POST", headers: auth(admin.token), body: form }, { write: true })).status).toBe(400);
    const unclosed = '--x\r\nContent-Disposition: form-data; name="my_file"; filename="a.png"\r\n\r\n\x89PNG';
    const res = await probe("upload unclosed part", UPLOAD_IMAGE_PATH, { method: "POST", headers: { "content-type": "multipart/form-data; boundary=x", ...auth(admin.token) }, body: unclosed }, { write: true });
    expect(res.status).toBe(400);
  });

  it("a subscription (this schema has none) is the caller's mistake, not an internal error", async () => {
    const res = await probe("subscription", "/graphql", gqlInit("subscription { x }", undefined), { write: false, graphql: true });
    expect(JSON.parse(res.body).errors[0].extensions.code).toBe("BAD_USER_INPUT");
  });
});
