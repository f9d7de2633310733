// Numbered pages of a filter naming several categories or brands are read as merged index ranges: every page must be
// exactly the page the plain query gives (same products, same order, ties on price or title broken by id).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../support/harness.js";
import { mergedPageIds } from "../../../src/modules/product/product.listing.js";
import { parseCatalogueFilter, productWhere } from "../../../src/modules/product/product.filter.js";
import { ProductSort } from "../../../src/modules/shared-enums.js";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
  // Few distinct prices and titles, so most pages hold ties that only the id orders.
  const rows = Array.from({ length: 36 }, (_, i) => ({
    title: `Merged ${["Anorak", "Boot", "Cap"][i % 3]}`,
    description: "Merged ranges",
    category: ["men", "women", "kids"][i % 3]!,
    brand: ["nike", "adidas", "zara", "puma"][i % 4]!,
    image: "/images/products/test.svg",
    priceCents: 1000 + (i % 5) * 500,
    salePriceCents: i % 7 === 0 ? 900 : 0,
    totalStock: 5,
  }));
  await t.db.prisma.product.createMany({ data: rows });
});
afterAll(() => t?.close());

const ORDER = {
  [ProductSort.priceLowToHigh]: [{ effectivePriceCents: "asc" }, { id: "asc" }],
  [ProductSort.priceHighToLow]: [{ effectivePriceCents: "desc" }, { id: "asc" }],
  [ProductSort.titleAtoZ]: [{ titleKey: "asc" }, { id: "asc" }],
  [ProductSort.titleZtoA]: [{ titleKey: "desc" }, { id: "asc" }],
} as const;

describe("numbered pages of several categories or brands", () => {
  it("are the plain query's pages, for every sort, page and mix of groups", async () => {
    const filters = [
      { category: ["men", "women"], brand: ["nike", "adidas"] },
      { brand: ["nike", "zara", "puma"] },
      { category: ["kids", "men"], minPriceCents: 1500 },
    ];
    for (const args of filters) {
      const filter = parseCatalogueFilter(args);
      const where = productWhere(filter);
      for (const sort of Object.values(ProductSort)) {
        const all = (await t.db.prisma.product.findMany({ where, orderBy: [...ORDER[sort]], select: { id: true } })).map((p) => p.id);
        expect(all.length).toBeGreaterThan(5);
        for (let skip = 0; skip <= all.length; skip += 5) {
          expect(await mergedPageIds(t.db.prisma, filter, sort, skip, 5), `${JSON.stringify(args)} ${sort} from ${skip}`).toEqual(all.slice(skip, skip + 5));
        }
      }
    }
  });

  it("leave a filter of one category and one brand (one index range) to the plain query", async () => {
    expect(await mergedPageIds(t.db.prisma, parseCatalogueFilter({ category: ["men"], brand: ["nike"] }), ProductSort.titleAtoZ, 0, 5)).toBeNull();
  });
});
