// Numbered listing pages are read by keyset from the page before's last row (product.anchors.ts), over merged index
// ranges where a filter names several categories or brands (product.listing.ts): every page must be exactly the page
// Prisma's OFFSET query gives (same products, same order, ties on price or title broken by id), for every sort and
// filter group, across blocks of anchors and past the anchored pages.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { settleCatalogue, startTestServer, statementsDuring, type TestServer } from "../../support/harness.js";
import { pageAfter } from "../../../src/modules/product/product.listing.js";
import { NumberedPages } from "../../../src/modules/product/product.anchors.js";
import { parseCatalogueFilter, productWhere, type CatalogueFilterArgs } from "../../../src/modules/product/product.filter.js";
import { ProductSort } from "../../../src/modules/shared-enums.js";

const SIZES = ["S", "M", "L"];
const COLOURS = ["Black", "Blue"];

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
  // Few distinct prices and titles (in both cases), so most pages hold ties that only the id orders.
  const rows = Array.from({ length: 60 }, (_, i) => ({
    title: `${i % 2 ? "merged" : "Merged"} ${["Anorak", "Boot", "Cap"][i % 3]}`,
    description: "Merged ranges",
    category: ["men", "women", "kids"][i % 3]!,
    brand: ["nike", "adidas", "zara", "puma"][i % 4]!,
    image: "/images/products/test.svg",
    priceCents: 1000 + (i % 5) * 500,
    salePriceCents: i % 7 === 0 ? 900 : 0,
    totalStock: 5,
  }));
  const products = await t.db.prisma.product.createManyAndReturn({ data: rows, select: { id: true } });
  // Each product has a few size x colour variants, some of them sold out: the size and colour filters mean "in stock".
  const variants = products.flatMap((p, i) =>
    SIZES.flatMap((size, s) =>
      COLOURS.map((colour, c) => ({ productId: p.id, sku: `LST-${i}-${size}-${colour}`, size, colour, stock: (i + s + c) % 4 === 0 ? 0 : 2 })).filter(
        (_, c) => (i + s + c) % 3 !== 0,
      ),
    ),
  );
  await t.db.prisma.productVariant.createMany({ data: variants });
});
afterAll(() => t?.close());

const ORDER = {
  [ProductSort.priceLowToHigh]: [{ effectivePriceCents: "asc" }, { id: "asc" }],
  [ProductSort.priceHighToLow]: [{ effectivePriceCents: "desc" }, { id: "asc" }],
  [ProductSort.titleAtoZ]: [{ titleKey: "asc" }, { id: "asc" }],
  [ProductSort.titleZtoA]: [{ titleKey: "desc" }, { id: "asc" }],
} as const;

const FILTERS: CatalogueFilterArgs[] = [
  {},
  { category: ["men"] },
  { category: ["men"], brand: ["nike"] },
  { category: ["men", "women"], brand: ["nike", "adidas"] },
  { brand: ["nike", "zara", "puma"] },
  { category: ["kids", "men"], minPriceCents: 1500 },
  { maxPriceCents: 2000 },
  { size: ["M"] },
  { category: ["men", "women"], size: ["S", "L"], colour: ["Blue"] },
  { brand: ["adidas", "puma"], colour: ["Black"], minPriceCents: 1000, maxPriceCents: 2500 },
];

async function offsetOrder(args: CatalogueFilterArgs, sort: ProductSort): Promise<string[]> {
  const where = productWhere(parseCatalogueFilter(args));
  return (await t.db.prisma.product.findMany({ where, orderBy: [...ORDER[sort]], select: { id: true } })).map((p) => p.id);
}

describe("numbered listing pages", () => {
  // Small blocks and few anchored rows, so a 60-product catalogue crosses blocks and reaches past the anchors.
  const numbered = () => new NumberedPages(t.db, { blockRows: 7, anchoredRows: 20 });

  it.each(FILTERS.map((args) => [JSON.stringify(args), args] as const))(
    "are the OFFSET query's pages for %s, every sort and page, across blocks of anchors and past them",
    async (_, args) => {
      const pages = numbered();
      const filter = parseCatalogueFilter(args);
      for (const sort of Object.values(ProductSort)) {
        const all = await offsetOrder(args, sort);
        expect(all.length).toBeGreaterThanOrEqual(5);
        const pageSize = all.length > 20 ? 4 : 2;
        // Read with their variants in one sort in two, without in the other (the two column lists of the statement).
        const withVariants = sort === ProductSort.priceLowToHigh || sort === ProductSort.titleAtoZ;
        for (let page = 1; page <= Math.ceil(all.length / pageSize) + 1; page++) {
          const skip = (page - 1) * pageSize;
          const products = await pages.products(filter, sort, page, pageSize, withVariants);
          expect(products.map((p) => p.id), `${sort} page ${page} of ${pageSize}`).toEqual(all.slice(skip, skip + pageSize));
        }
      }
    },
  );

  it("read from the start by OFFSET give the same pages (the statement deep pages fall back to)", async () => {
    for (const args of FILTERS.slice(3, 6)) {
      const filter = parseCatalogueFilter(args);
      for (const sort of Object.values(ProductSort)) {
        const all = await offsetOrder(args, sort);
        for (let skip = 0; skip <= all.length; skip += 5) {
          expect(await pageAfter(t.db.prisma, filter, sort, null, skip, 5), `${JSON.stringify(args)} ${sort} from ${skip}`).toEqual(all.slice(skip, skip + 5));
        }
      }
    }
  });

  it("serve the GraphQL listing with the OFFSET query's products and the total", async () => {
    const args = { category: ["men", "women"], brand: ["nike", "adidas"] };
    const all = await offsetOrder(args, ProductSort.priceHighToLow);
    const query = `query($filter: ProductFilter, $page: Int, $pageSize: Int) { products(filter: $filter, sortBy: priceHighToLow, page: $page, pageSize: $pageSize) { total items { id } } }`;
    for (let page = 1; page <= Math.ceil(all.length / 4); page++) {
      const res = await t.gql<{ products: { total: number; items: { id: string }[] } }>(query, { filter: args, page, pageSize: 4 });
      expect(res.errors).toBeUndefined();
      expect(res.data.products.items.map((p) => p.id)).toEqual(all.slice((page - 1) * 4, page * 4));
      expect(res.data.products.total).toBe(all.length);
    }
  });

  it("cost two statements a page once its filter's anchors and total are read: the stamps, and the page's ids and rows", async () => {
    // The page cache keeps only what was read more than a second after the latest write: date the catalogue back.
    await settleCatalogue(t);
    const args = { category: ["men", "women"], brand: ["nike", "adidas"] };
    const all = await offsetOrder(args, ProductSort.titleZtoA);
    const list = (page: number) => t.shop.services.products.list(null, { filter: args, sortBy: ProductSort.titleZtoA, page, pageSize: 2 }, false, false);
    await list(2); // reads the slugs, the first block of anchors and the total
    // Three pages the cache misses; the fewest statements of the three, as the shop's background jobs may add some.
    const counts: number[] = [];
    for (const page of [4, 5, 6]) {
      const { value, statements } = await statementsDuring(t.db, () => list(page));
      expect(value.items.map((p) => p.id)).toEqual(all.slice((page - 1) * 2, page * 2));
      expect(value.total).toBe(all.length);
      counts.push(statements.length);
    }
    expect(Math.min(...counts)).toBe(2);
  });
});
