// A busy day: sales change stock all the time. Cached catalogue pages must survive them (a sale changes no page's
// members or order) while showing the stock of now, and an "in stock" filter must never list what just sold out.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp, type App } from "../../../src/app.js";
import { createUser, createVariantProduct, settleCatalogue, startTestServer, statementsDuring, type TestServer } from "../../support/harness.js";
import type { ProductPageView as ProductPage } from "../../../src/modules/product/product.service.js";

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

/** What a capture does to stock (order-moves.ts): the variant's stock taken in one statement. */
const sell = (variantId: string, quantity = 1) =>
  t.db.sql.exec(`UPDATE "ProductVariant" SET "stock" = "stock" - ${quantity}, "updatedAt" = now() WHERE id = '${variantId}'`);

/** The statements the other replica sends to serve `read`, and what it answers. */
const onReplica = <T>(read: () => Promise<T>) => statementsDuring(t.db, read);

/** The other replica's reads of a page, again and again until `stockIn` of one is `stock`: each read's statements and answer. */
async function readsUntil(read: () => Promise<ProductPage>, stockIn: (page: ProductPage) => number | undefined, stock: number) {
  const reads: Awaited<ReturnType<typeof onReplica<ProductPage>>>[] = [];
  await expect.poll(async () => {
    reads.push(await onReplica(read));
    return stockIn(reads.at(-1)!.value);
  }).toBe(stock);
  return reads;
}

describe("catalogue pages while the shop sells", () => {
  it("a sale keeps the listing and search pages cached on another replica, which show the stock left", async () => {
    const product = await createVariantProduct(t, [{ size: "S", stock: 5 }, { size: "M", stock: 7 }], { title: "Salesday Parka" });
    await settleCatalogue(t);
    const listing = () => replica.services.products.list(null, { filter: { category: ["men"] }, sortBy: "titleAtoZ" });
    const search = () => replica.services.products.search(null, "Salesday");
    const stockIn = (page: { items: { id: string; totalStock: number }[] }) => page.items.find((p) => p.id === product.id)?.totalStock;
    expect(stockIn(await listing())).toBe(12);
    expect(stockIn(await search())).toBe(12);

    await sell(product.variants[1]!.id, 2);
    // Cards may show stock up to a second old (STOCK_FRESH_MS); never is the page itself (ids, count, rows) read again:
    // each read sends the stamps, and at most once the stock of the page's products.
    for (const read of [listing, search]) {
      const reads = await readsUntil(read, stockIn, 10);
      expect(reads.map((r) => r.statements.length).every((n) => n <= 2)).toBe(true);
      expect(reads.at(-1)!.statements[1]).toMatch(/FROM "ProductVariant"/);
    }
    const listed = await listing();
    expect(listed.items.find((p) => p.id === product.id)!.variants.map((v) => v.stock)).toEqual([5, 5]);
  });

  it("a listing or search page read without variants (a query showing none) shows the stock left from the products' own rows", async () => {
    const product = await createVariantProduct(t, [{ size: "S", stock: 4 }, { size: "L", stock: 6 }], { title: "Rowonly Fleece" });
    await settleCatalogue(t);
    const cards = () => replica.services.products.list(null, { filter: { category: ["men"] }, sortBy: "titleZtoA" }, false, false);
    const found = () => replica.services.products.search(null, "Rowonly", 1, 24, false, false);
    const stockIn = (page: ProductPage) => page.items.find((p) => p.id === product.id)?.totalStock;
    expect(stockIn(await cards())).toBe(10);
    expect(stockIn(await found())).toBe(10);
    await sell(product.variants[0]!.id, 3);
    for (const read of [cards, found]) {
      const reads = await readsUntil(read, stockIn, 7);
      // The stamps, then the page's totals: one index lookup a product, no variant read.
      expect(reads.at(-1)!.statements).toHaveLength(2);
      expect(reads.at(-1)!.statements[1]).toMatch(/"totalStock" AS stock FROM "Product"/);
    }
  });

  it("a price change on one replica is on the other's next page at once", async () => {
    const admin = { id: (await createUser(t, { role: "admin" })).id, role: "admin" as const };
    const product = await createVariantProduct(t, [{ stock: 4 }], { title: "Repriced Anorak", priceCents: 5000 });
    await settleCatalogue(t);
    const priceOnReplica = async () => (await replica.services.products.search(null, "Repriced Anorak")).items[0]?.priceCents;
    expect(await priceOnReplica()).toBe(5000);
    await t.shop.services.products.update(product.id, { priceCents: 4200 }, admin);
    expect(await priceOnReplica()).toBe(4200);
  });

  it("an in-stock size filter stops listing a product the moment its last unit of that size sells", async () => {
    const lastOne = await createVariantProduct(t, [{ size: "XS", stock: 1 }, { size: "XL", stock: 3 }], { title: "Lastunit Tee" });
    await createVariantProduct(t, [{ size: "XS", stock: 9 }], { title: "Plenty Tee" });
    await settleCatalogue(t);
    const titlesInXs = async () => (await replica.services.products.list(null, { filter: { size: ["XS"] }, sortBy: "titleAtoZ" })).items.map((p) => p.title);
    expect(await titlesInXs()).toEqual(["Lastunit Tee", "Plenty Tee"]);
    await sell(lastOne.variants[0]!.id);
    expect(await titlesInXs()).toEqual(["Plenty Tee"]);
  });

  it("stock written by hand (an operator's SQL setting the stock alone) reaches another replica's cached pages too", async () => {
    const product = await createVariantProduct(t, [{ size: "XXS", stock: 2 }], { title: "Handcount Vest" });
    await settleCatalogue(t);
    const titlesInXxs = async () => (await replica.services.products.list(null, { filter: { size: ["XXS"] }, sortBy: "titleAtoZ" })).items.map((p) => p.title);
    expect(await titlesInXxs()).toEqual(["Handcount Vest"]);
    await t.db.sql.exec(`UPDATE "ProductVariant" SET "stock" = 0 WHERE id = '${product.variants[0]!.id}'`);
    expect(await titlesInXxs()).toEqual([]);
  });
});
