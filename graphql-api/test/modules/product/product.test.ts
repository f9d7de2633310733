import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProduct, startTestServer, type TestServer } from "../../support/harness.js";

const FIELDS = "id title description category brand image price salePrice totalStock averageReview reviewCount";
const LIST = `query($filter: ProductFilter, $sortBy: ProductSort, $page: Int, $pageSize: Int) {
  products(filter: $filter, sortBy: $sortBy, page: $page, pageSize: $pageSize) { total page pageSize items { ${FIELDS} } }
}`;
const ONE = `query($id: ID!) { product(id: $id) { ${FIELDS} } }`;

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer();
  // A small catalogue with known prices (cents) across two categories and three brands.
  const rows: [string, "men" | "women", "nike" | "adidas" | "puma", number, number][] = [
    ["Alpha Runner", "men", "nike", 5000, 0],
    ["Bravo Jacket", "men", "adidas", 9000, 3000], // on sale: sorts as 30.00
    ["Charlie Tee", "men", "puma", 2000, 0],
    ["Delta Dress", "women", "nike", 7000, 0],
    ["Echo Leggings", "women", "adidas", 4000, 0],
    ["Foxtrot Hoodie", "women", "puma", 6000, 5500],
    ["Golf Shorts", "men", "nike", 2500, 0],
    ["Hotel Skirt", "women", "nike", 4000, 0], // same effective price as Echo: order falls back to id
  ];
  for (const [title, category, brand, priceCents, salePriceCents] of rows) {
    await createProduct(t, { title, category, brand, priceCents, salePriceCents, description: `${title} for everyday wear.` });
  }
});
afterAll(() => t.close());

const effective = (p: { price: number; salePrice: number }) => (p.salePrice > 0 ? p.salePrice : p.price);

describe("products listing", () => {
  it("filters: one category and two brands returns exactly those", async () => {
    const r = await t.gql(LIST, { filter: { category: ["men"], brand: ["nike", "puma"] } });
    expect(r.errors).toBeUndefined();
    const titles = r.data.products.items.map((p: { title: string }) => p.title).sort();
    expect(titles).toEqual(["Alpha Runner", "Charlie Tee", "Golf Shorts"]);
    expect(r.data.products.total).toBe(3);
  });

  it("no filter lists everything; an empty list filters nothing", async () => {
    const all = await t.gql(LIST, {});
    const empty = await t.gql(LIST, { filter: { category: [], brand: [] } });
    expect(all.data.products.total).toBe(8);
    expect(empty.data.products.total).toBe(8);
  });

  it("price low to high sorts on the effective price (sale price when set), ties by id", async () => {
    const r = await t.gql(LIST, { sortBy: "priceLowToHigh" });
    const items = r.data.products.items;
    expect(items.map(effective)).toEqual([20, 25, 30, 40, 40, 50, 55, 70]);
    expect(items[2].title).toBe("Bravo Jacket");
    expect(items[2]).toMatchObject({ price: 90, salePrice: 30 });
    const tie = items.filter((p: { price: number }) => effective(p as never) === 40).map((p: { id: string }) => p.id);
    expect(tie).toEqual([...tie].sort());
  });

  it("price high to low", async () => {
    const r = await t.gql(LIST, { sortBy: "priceHighToLow" });
    expect(r.data.products.items.map(effective)).toEqual([70, 55, 50, 40, 40, 30, 25, 20]);
  });

  it("title A to Z and Z to A", async () => {
    const az = await t.gql(LIST, { sortBy: "titleAtoZ" });
    const za = await t.gql(LIST, { sortBy: "titleZtoA" });
    const titles = az.data.products.items.map((p: { title: string }) => p.title);
    expect(titles[0]).toBe("Alpha Runner");
    expect(titles).toEqual([...titles].sort());
    expect(za.data.products.items.map((p: { title: string }) => p.title)).toEqual([...titles].reverse());
  });

  it("defaults to price low to high, page 1, 24 per page", async () => {
    const r = await t.gql(`{ products { page pageSize items { price salePrice } } }`);
    expect(r.data.products).toMatchObject({ page: 1, pageSize: 24 });
    expect(r.data.products.items.map(effective)[0]).toBe(20);
  });

  it("explicit nulls mean the defaults", async () => {
    const r = await t.gql(LIST, { filter: null, sortBy: null, page: null, pageSize: null });
    expect(r.errors).toBeUndefined();
    expect(r.data.products).toMatchObject({ page: 1, pageSize: 24, total: 8 });
    expect(r.data.products.items.map(effective)[0]).toBe(20);
  });

  it("pages are disjoint, in order, and the total stays the same", async () => {
    const p1 = await t.gql(LIST, { sortBy: "priceHighToLow", page: 1, pageSize: 3 });
    const p2 = await t.gql(LIST, { sortBy: "priceHighToLow", page: 2, pageSize: 3 });
    const p3 = await t.gql(LIST, { sortBy: "priceHighToLow", page: 3, pageSize: 3 });
    const ids = (r: typeof p1) => r.data.products.items.map((p: { id: string }) => p.id);
    expect(ids(p1)).toHaveLength(3);
    expect(ids(p2).some((id: string) => ids(p1).includes(id))).toBe(false);
    expect([p1, p2, p3].map((r) => r.data.products.total)).toEqual([8, 8, 8]);
    expect(ids(p3)).toHaveLength(2);
    const all = await t.gql(LIST, { sortBy: "priceHighToLow", pageSize: 100 });
    expect([...ids(p1), ...ids(p2), ...ids(p3)]).toEqual(ids(all));
  });

  it.each([
    [{ page: 0 }, "page"],
    [{ page: -1 }, "page"],
    [{ pageSize: 0 }, "pageSize"],
    [{ pageSize: 101 }, "pageSize"],
  ])("rejects bad paging %j with BAD_USER_INPUT", async (vars, word) => {
    const r = await t.gql(LIST, vars);
    expect(r.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
    expect(r.errors?.[0].message).toContain(word);
  });

  it("an unknown enum value is refused by GraphQL validation", async () => {
    const r = await t.gql(LIST, { sortBy: "cheapest" });
    expect(r.errors?.length).toBeGreaterThan(0);
    expect(r.data?.products).toBeUndefined();
  });
});

describe("product by id", () => {
  it("returns the product with prices in dollars", async () => {
    const created = await createProduct(t, { title: "India Cap", priceCents: 1999, salePriceCents: 1499, category: "accessories", brand: "puma" });
    const r = await t.gql(ONE, { id: created.id });
    expect(r.data.product).toMatchObject({ id: created.id, title: "India Cap", price: 19.99, salePrice: 14.99, category: "accessories", brand: "puma", averageReview: 0 });
    await t.db.prisma.product.delete({ where: { id: created.id } });
  });

  it.each([["3f1c7c0e-1111-4222-8333-444455556666"], ["not-a-uuid"], ["' OR 1=1 --"]])("answers NOT_FOUND for %s", async (id) => {
    const r = await t.gql(ONE, { id });
    expect(r.errors?.[0]).toMatchObject({ message: "Product not found", extensions: { code: "NOT_FOUND" } });
  });
});
