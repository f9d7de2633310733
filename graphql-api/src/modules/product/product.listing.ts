// The ids of a numbered listing page. A filter naming several categories or brands (the storefront's "men + nike,
// adidas") cannot be read in its sort order from one index range: PostgreSQL read every match and sorted them for each
// page (a deep page of 66,000 matches at 1,000,000 products: 44-61 ms, 11 req/s over pages 1-400). Each category and
// brand pair is one range of the covering indexes (category, brand, sort key, id), already in order: each is read for
// just the rows up to the page's end, and the few ranges are merged. One pair, or none, is one range: Prisma's query.
import { Prisma } from "../../generated/prisma/client.js";
import type { Prisma as PrismaClient } from "../../db/database.js";
import { ProductSort } from "../shared-enums.js";
import { conditions, type CatalogueFilter } from "./product.filter.js";

/** Beyond this many category x brand pairs the ranges cost more than one read of the matches (and the statement grows). */
const MAX_RANGES = 24;

/** The sort keys of each sort, as `ORDER BY` terms (every order ends on id, as the listing's Prisma orders do). */
const ORDER_SQL: Record<ProductSort, Prisma.Sql> = {
  [ProductSort.priceLowToHigh]: Prisma.sql`"effectivePriceCents" ASC, "id" ASC`,
  [ProductSort.priceHighToLow]: Prisma.sql`"effectivePriceCents" DESC, "id" ASC`,
  [ProductSort.titleAtoZ]: Prisma.sql`"titleKey" ASC, "id" ASC`,
  [ProductSort.titleZtoA]: Prisma.sql`"titleKey" DESC, "id" ASC`,
};

/** The category x brand pairs of a filter (an empty group is any value: null), or null when one range serves. */
function ranges(f: CatalogueFilter): [string | null, string | null][] | null {
  const categories = f.categories.length ? f.categories : [null];
  const brands = f.brands.length ? f.brands : [null];
  const pairs = categories.flatMap((c) => brands.map((b) => [c, b] as [string | null, string | null]));
  return pairs.length >= 2 && pairs.length <= MAX_RANGES ? pairs : null;
}

/**
 * The page's ids by merged ranges, or null when the filter is one range (the caller reads it with Prisma). Each range
 * keeps its first skip + take rows: the page's rows are among them whatever the other ranges hold.
 */
export async function mergedPageIds(prisma: PrismaClient, f: CatalogueFilter, sort: ProductSort, skip: number, take: number): Promise<string[] | null> {
  const statement = mergedPageSql(f, sort, skip, take);
  if (!statement) return null;
  return (await prisma.$queryRaw<{ id: string }[]>(statement)).map((r) => r.id);
}

/** The statement of mergedPageIds (null: one range), also explained by the bench. */
export function mergedPageSql(f: CatalogueFilter, sort: ProductSort, skip: number, take: number): Prisma.Sql | null {
  const pairs = ranges(f);
  if (!pairs) return null;
  const rest = conditions({ ...f, categories: [], brands: [] }, null);
  const order = ORDER_SQL[sort];
  const branches = pairs.map(([category, brand]) => {
    const range = [category === null ? Prisma.empty : Prisma.sql` AND p."category" = ${category}`, brand === null ? Prisma.empty : Prisma.sql` AND p."brand" = ${brand}`];
    return Prisma.sql`(SELECT p."id", p."effectivePriceCents", p."titleKey" FROM "Product" p WHERE ${rest}${range[0]}${range[1]} ORDER BY ${order} LIMIT ${skip + take})`;
  });
  return Prisma.sql`SELECT "id"::text AS "id" FROM (${Prisma.join(branches, " UNION ALL ")}) "m" ORDER BY ${order} OFFSET ${skip} LIMIT ${take}`;
}
