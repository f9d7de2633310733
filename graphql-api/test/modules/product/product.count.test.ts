// Listing totals without a count of the catalogue per page: exact for small catalogues, cached per filter until a
// catalogue write on any replica, and the planner's estimate (flagged) above the threshold.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp, type App } from "../../../src/app.js";
import { createProduct, createUser, settleCatalogue, startTestServer, type TestServer } from "../../support/harness.js";
import { CatalogueCounts } from "../../../src/modules/product/product.count.js";
import { filterMatches, parseCatalogueFilter } from "../../../src/modules/product/product.filter.js";

let t: TestServer;
let replica: App;
beforeAll(async () => {
  t = await startTestServer();
  replica = await createApp({ config: t.config, db: t.db });
});
afterAll(async () => {
  await replica?.close();
  await t?.close();
});

const PRODUCTS = `query($filter: ProductFilter, $page: Int, $pageSize: Int) {
  products(filter: $filter, page: $page, pageSize: $pageSize) { total totalIsEstimate items { id } }
}`;

/** What the other replica lists on a page of one (a full page: its total comes from the count, not the page). */
const kidsTotal = async (page = 1) => {
  const listed = await replica.services.products.list(null, { filter: { category: ["kids"] }, page, pageSize: 1 });
  expect(listed.totalIsEstimate).toBe(false);
  return listed.total;
};

describe("listing totals", () => {
  it("are exact for a small catalogue, on every page and past the end", async () => {
    for (let i = 0; i < 3; i++) await createProduct(t, { title: `Exact ${i}`, category: "footwear", brand: "zara" });
    for (const [page, items] of [[1, 2], [2, 1], [3, 0]] as const) {
      const r = await t.gql(PRODUCTS, { filter: { category: ["footwear"], brand: ["zara"] }, page, pageSize: 2 });
      expect(r.errors).toBeUndefined();
      expect(r.data.products).toMatchObject({ total: 3, totalIsEstimate: false });
      expect(r.data.products.items).toHaveLength(items);
    }
  });

  it("are cached per filter and recounted after an insert, a delete or a category change on another replica", async () => {
    const admin = { id: (await createUser(t, { role: "admin" })).id, role: "admin" as const };
    const [, removedBehindTheCache, deleted] = [
      await createProduct(t, { title: "Kids A", category: "kids" }),
      await createProduct(t, { title: "Kids B", category: "kids" }),
      await createProduct(t, { title: "Kids C", category: "kids" }),
    ];
    // A count is only kept when computed more than a second after the latest write (see product.cache.ts): the
    // catalogue's writes (products, and the categories and brands this fresh database was made with) are dated a
    // minute back rather than waited for.
    await settleCatalogue(t);
    expect(await kidsTotal(1)).toBe(3);

    // A row removed outside the service moves no stamp: page 2 (not cached yet) still shows the cached count.
    await t.db.prisma.product.delete({ where: { id: removedBehindTheCache.id } });
    expect(await kidsTotal(2)).toBe(3);

    // Each write through the first replica is counted at once by the other.
    await t.shop.services.products.delete(deleted.id, admin);
    expect(await kidsTotal(1)).toBe(1);
    const added = await t.shop.services.products.create({ title: "Kids D", description: "New", category: "kids", brand: "nike", image: "/images/products/test.svg", priceCents: 1000, totalStock: 3 }, admin);
    expect(await kidsTotal(1)).toBe(2);
    await t.shop.services.products.update(added.id, { category: "men" }, admin);
    expect(await kidsTotal(1)).toBe(1);
  });
});

describe("the estimate path", () => {
  it("takes the planner's estimate at or above the threshold, flagged; exact where the page shows the end", async () => {
    for (let i = 0; i < 4; i++) await createProduct(t, { title: `Estimated ${i}`, category: "accessories", brand: "levi" });
    await t.db.sql.exec(`ANALYZE "Product"`);
    const counts = new CatalogueCounts(t.db.prisma, 1);
    const matches = filterMatches(parseCatalogueFilter({ category: ["accessories"], brand: ["levi"] }));
    const full = await counts.total("estimate", matches, { skip: 0, got: 2, take: 2 });
    expect(full.totalIsEstimate).toBe(true);
    // Never fewer than the rows the page proves, plus one so the pager offers the next page.
    expect(full.total).toBeGreaterThanOrEqual(3);
    // The last page knows the exact total, and a page past the end is counted.
    expect(await counts.total("estimate", matches, { skip: 3, got: 1, take: 2 })).toEqual({ total: 4, totalIsEstimate: false });
    expect(await counts.total("estimate", matches, { skip: 10, got: 0, take: 2 })).toEqual({ total: 4, totalIsEstimate: false });
  });
});

describe("above CATALOGUE_EXACT_COUNT_BELOW", () => {
  let small: TestServer;
  beforeAll(async () => {
    small = await startTestServer({ CATALOGUE_EXACT_COUNT_BELOW: "1" });
    for (let i = 0; i < 5; i++) await createProduct(small, { title: `Broad ${i}`, category: "women", brand: "zara" });
    await small.db.sql.exec(`ANALYZE "Product"`);
  });
  afterAll(async () => {
    await small?.close();
  });

  it("GraphQL flags the total as an estimate, while the REST facade, which cannot say so, counts it", async () => {
    const r = await small.gql(PRODUCTS, { filter: { category: ["women"], brand: ["zara"] }, page: 1, pageSize: 2 });
    expect(r.errors).toBeUndefined();
    expect(r.data.products.totalIsEstimate).toBe(true);
    expect(r.data.products.total).toBeGreaterThanOrEqual(3);

    const rest = await fetch(`${small.url}/api/shop/products/get?category=women&brand=zara&page=1&limit=2`);
    expect(rest.status).toBe(200);
    expect(await rest.json()).toMatchObject({ success: true, total: 5, page: 1, limit: 2 });
    const search = await fetch(`${small.url}/api/shop/search/Broad?page=1&limit=2`);
    expect(await search.json()).toMatchObject({ success: true, total: 5 });
  });
});
