// The partner API without surprises (issue 45): many products by id with null for the unknown ones; Relay's full
// PageInfo; a 401 that names its scheme; one money vocabulary on Cart and Order; the size and colour filters matching
// one variant in stock; and the documented largest page of the documented node served to a key, with its budget in
// the RateLimit headers.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProduct, createUser, createVariantProduct, errorOf, startTestServer, type TestServer } from "../../support/harness.js";
import { addAddress, CREATE, fillCart } from "../../support/order-helpers.js";

let t: TestServer;
let admin: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  t = await startTestServer();
  admin = await createUser(t, { role: "admin" });
});
afterAll(() => t?.close());

const NODE = "id title description category brand image priceCents salePriceCents totalStock averageReview reviewCount sizes colours variants { id sku size colour stock priceCents }";

async function partnerKey(scopes: string[]) {
  const r = await t.gql(`mutation($s: [String!]!) { createApiKey(input: { name: "Partner", scopes: $s }) { secret } }`, { s: scopes }, admin.token);
  expect(errorOf(r)).toBeNull();
  return r.data.createApiKey.secret as string;
}

const asKey = (key: string, query: string, variables?: Record<string, unknown>) =>
  fetch(`${t.url}/graphql`, { method: "POST", headers: { "content-type": "application/json", "x-api-key": key }, body: JSON.stringify({ query, variables }) });

describe("products by id", () => {
  it("answers each id in the order asked, null for an id no product has, and refuses more than 100 ids", async () => {
    const [a, b] = [await createProduct(t, { title: "By id A" }), await createProduct(t, { title: "By id B" })];
    const gone = await createProduct(t, { title: "Deleted" });
    await t.gql(`mutation($id: ID!) { deleteProduct(id: $id) }`, { id: gone.id }, admin.token);
    const q = `query($ids: [ID!]!) { productsByIds(ids: $ids) { id title } }`;
    const r = await t.gql(q, { ids: [b.id, gone.id, a.id, "not-an-id"] });
    expect(errorOf(r)).toBeNull();
    expect(r.data.productsByIds).toEqual([{ id: b.id, title: "By id B" }, null, { id: a.id, title: "By id A" }, null]);
    const tooMany = await t.gql(q, { ids: Array.from({ length: 101 }, () => a.id) });
    expect(errorOf(tooMany)).toEqual({ code: "BAD_USER_INPUT", message: "Ask for at most 100 ids at a time (101 were sent)." });
  });
});

describe("the partners' walk", () => {
  it("serves productsConnection(first: 100) with the documented node to a key, with PageInfo's four fields and the RateLimit headers", async () => {
    const key = await partnerKey(["catalogue:read"]);
    const q = `query($after: String) { productsConnection(first: 100, after: $after) { edges { cursor node { ${NODE} } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }`;
    const res = await asKey(key, q);
    expect(res.status).toBe(200);
    expect(res.headers.get("ratelimit-policy")).toMatch(/^"cost";q=\d+;w=60$/);
    expect(res.headers.get("ratelimit")).toMatch(/^"cost";r=\d+;t=\d+$/);
    const page = ((await res.json()) as any).data.productsConnection;
    expect(page.edges.length).toBeGreaterThan(1);
    expect(page.pageInfo).toMatchObject({ hasPreviousPage: false, startCursor: page.edges[0].cursor, endCursor: page.edges.at(-1).cursor });

    const small = `query($after: String) { productsConnection(first: 1, after: $after) { edges { cursor } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }`;
    const first = ((await (await asKey(key, small)).json()) as any).data.productsConnection;
    const second = ((await (await asKey(key, small, { after: first.pageInfo.endCursor })).json()) as any).data.productsConnection;
    expect(second.pageInfo).toMatchObject({ hasPreviousPage: true, startCursor: second.edges[0].cursor });
  });

  it("answers a bad key 401 with a WWW-Authenticate challenge", async () => {
    const res = await asKey("shk_000000000000_nope", `{ shopInfo { name } }`);
    expect(res.status).toBe(401);
    expect(res.headers.get("www-authenticate")).toBe('Bearer realm="shop", error="invalid_token"');
  });
});

describe("one vocabulary", () => {
  it("names an order's money as a cart's (shippingCents, totalCents), the old names answering the same", async () => {
    const shopper = await createUser(t);
    const product = await createProduct(t, { priceCents: 4000 });
    const address = await addAddress(t, shopper.id);
    await fillCart(t, shopper.id, [{ productId: product.id, quantity: 2 }]);
    const placed = await t.gql(CREATE, { a: address.id }, shopper.token);
    expect(errorOf(placed)).toBeNull();
    const r = await t.gql(`query($id: ID!) { order(id: $id) { subtotalCents shippingCents totalCents shippingCostCents totalAmountCents } }`, { id: placed.data.createOrder.orderId }, shopper.token);
    expect(r.data.order).toEqual({ subtotalCents: 8000, shippingCents: 500, totalCents: 8500, shippingCostCents: 500, totalAmountCents: 8500 });
  });
});

describe("size and colour filters", () => {
  it("list a product only when one variant of a chosen size and a chosen colour is in stock, on every list and in the counts", async () => {
    const mixed = await createVariantProduct(t, [{ size: "S", colour: "Teal", stock: 0 }, { size: "S", colour: "Plum", stock: 5 }, { size: "M", colour: "Teal", stock: 5 }], { title: "Mixed" });
    const match = await createVariantProduct(t, [{ size: "S", colour: "Teal", stock: 2 }], { title: "Match" });
    const filter = { size: ["S"], colour: ["Teal"] };
    const listed = await t.gql(`query($f: ProductFilter) { products(filter: $f, pageSize: 100) { items { id } } }`, { f: filter });
    const walked = await t.gql(`query($f: ProductFilter) { productsConnection(filter: $f, first: 100) { edges { node { id } } } }`, { f: filter });
    const ids = (xs: { id: string }[]) => xs.map((p) => p.id).filter((id) => id === mixed.id || id === match.id);
    expect(ids(listed.data.products.items)).toEqual([match.id]);
    expect(ids(walked.data.productsConnection.edges.map((e: { node: { id: string } }) => e.node))).toEqual([match.id]);
    // Under colour Teal, size S counts only the product whose S comes in Teal with stock.
    const facets = await t.gql(`query($f: ProductFilter) { productFacets(filter: $f) { size { value count } } }`, { f: { colour: ["Teal"] } });
    expect(facets.data.productFacets.size).toEqual(expect.arrayContaining([{ value: "S", count: 1 }, { value: "M", count: 1 }]));
  });
});
