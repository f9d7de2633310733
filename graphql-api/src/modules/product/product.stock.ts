// Stock as it is now on a cached page of products (see product.cache.ts): pages stay cached while the shop sells, and
// each read after a sale reads just the stock of the page's products (one index lookup by product) into it. The reads
// go on the driver itself, prepared (HotQuery, PREPARED): while the shop sells, every cached page sends one a second.
import { Prisma } from "../../generated/prisma/client.js";
import type { HotQuery } from "../../db/database.js";
import { PREPARED } from "../../db/prepared.js";
import type { CatalogueFilter } from "./product.filter.js";
import type { ProductPageView, ProductView } from "./product.views.js";

type StockRow = { id: string; stock: number };

/** The page with its products' current stock; under an "in stock" filter, without the products that no longer match it. */
async function withCurrentStock(hotQuery: HotQuery, page: ProductPageView, filter?: CatalogueFilter): Promise<ProductPageView> {
  if (!page.items.length) return page;
  const rows = await hotQuery<StockRow>(Prisma.sql`${PREPARED}
    SELECT v.id::text AS id, v.stock FROM "ProductVariant" v WHERE v."productId" = ANY(${page.items.map((p) => p.id)}::uuid[])`);
  const stockOf = new Map(rows.map((r) => [r.id, Number(r.stock)]));
  const items = page.items.map((p) => restock(p, stockOf));
  return { ...page, items: filter ? items.filter((p) => inStockFor(p, filter)) : items };
}

/**
 * A page read without its variants (no "in stock" filter: see ProductService.list) with its products' current
 * totalStock: the sum of their variants' stock, which the variants' trigger keeps on the product's row.
 */
async function withCurrentTotals(hotQuery: HotQuery, page: ProductPageView): Promise<ProductPageView> {
  if (!page.items.length) return page;
  const rows = await hotQuery<StockRow>(Prisma.sql`${PREPARED}
    SELECT p.id::text AS id, p."totalStock" AS stock FROM "Product" p WHERE p.id = ANY(${page.items.map((p) => p.id)}::uuid[])`);
  const stockOf = new Map(rows.map((r) => [r.id, Number(r.stock)]));
  return { ...page, items: page.items.map((p) => withTotal(p, stockOf.get(p.id) ?? p.totalStock)) };
}

/**
 * The page with its stock of now, as it was read: each variant's stock when it holds its products' variants (and,
 * under an "in stock" `filter`, without the products no longer matching), else each product's total.
 */
export function withStockOfNow(hotQuery: HotQuery, page: ProductPageView, withVariants: boolean, filter?: CatalogueFilter): Promise<ProductPageView> {
  return withVariants ? withCurrentStock(hotQuery, page, filter) : withCurrentTotals(hotQuery, page);
}

/** A product read without its variants (their getter throws: see productViewOf) with another totalStock. */
function withTotal(p: ProductView, totalStock: number): ProductView {
  const copy = Object.create(Object.getPrototypeOf(p), Object.getOwnPropertyDescriptors(p)) as ProductView;
  Object.defineProperty(copy, "totalStock", { value: totalStock, enumerable: true, writable: true, configurable: true });
  return copy;
}

function restock(p: ProductView, stockOf: Map<string, number>): ProductView {
  const variants = p.variants.map((v) => ({ ...v, stock: stockOf.get(v.id) ?? v.stock }));
  return { ...p, variants, totalStock: variants.reduce((sum, v) => sum + v.stock, 0) };
}

/** The size and colour filters as productWhere reads them: one variant in stock of a chosen size and a chosen colour. */
function inStockFor(p: ProductView, filter: CatalogueFilter): boolean {
  const chosen = (values: string[], value: string) => !values.length || values.includes(value);
  return p.variants.some((v) => v.stock > 0 && chosen(filter.sizes, v.size) && chosen(filter.colours, v.colour));
}

/** Whether what a filter lists depends on stock (its size and colour groups mean "in stock"). */
export const filterUsesStock = (filter: CatalogueFilter) => filter.sizes.length > 0 || filter.colours.length > 0;
