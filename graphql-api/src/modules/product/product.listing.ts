// The ids of a numbered listing page, read by keyset from the page before it rather than by OFFSET.
// OFFSET walked every index entry before the page: pages 1-400 of "men + nike, adidas" at 1,000,000 products served
// 47 req/s, p95 786 ms. Two parts:
// - Ranges. A filter naming several categories or brands cannot be read in its sort order from one index range. Each
//   category and brand pair is one range of the covering indexes (category, brand, sort key, id), already in order:
//   each is read for just the rows the page needs, and the few ranges are merged. A filter of one pair or none is one
//   range; more than MAX_RANGES pairs are read as one statement on the whole filter.
// - Anchors (product.anchors.ts). The sort key and id of the last row of every page, kept per filter, sort and page
//   size in blocks under the page cache's content stamp: a page is then "the `take` rows after the previous page's last
//   row", an index seek wherever the page is. Every order ends on id, so (sort key, id) is a total order and the page
//   is exactly the OFFSET page, ties included (product.listing.test.ts holds it to Prisma's OFFSET query).
import { Prisma } from "../../generated/prisma/client.js";
import type { Prisma as PrismaClient } from "../../db/database.js";
import { ProductSort } from "../shared-enums.js";
import { PREPARED } from "../../db/prepared.js";
import { conditions, type CatalogueFilter } from "./product.filter.js";

/** Beyond this many category x brand pairs the ranges cost more than one read of the matches (and the statement grows). */
const MAX_RANGES = 24;

/** Where a page starts: the sort key and id of the row before it (the last row of the page before). */
export interface Anchor {
  key: number | string;
  id: string;
}

interface SortKey {
  column: Prisma.Sql;
  /** The key's type, for the anchor's parameter. */
  cast: Prisma.Sql;
  descending: boolean;
}

/** The sort key of each sort; every order then goes on by id ascending, as the listing's Prisma orders do. */
const SORT_KEYS: Record<ProductSort, SortKey> = {
  [ProductSort.priceLowToHigh]: { column: Prisma.raw(`"effectivePriceCents"`), cast: Prisma.raw("int"), descending: false },
  [ProductSort.priceHighToLow]: { column: Prisma.raw(`"effectivePriceCents"`), cast: Prisma.raw("int"), descending: true },
  [ProductSort.titleAtoZ]: { column: Prisma.raw(`"titleKey"`), cast: Prisma.raw("text"), descending: false },
  [ProductSort.titleZtoA]: { column: Prisma.raw(`"titleKey"`), cast: Prisma.raw("text"), descending: true },
};

const orderOn = (s: SortKey, key: Prisma.Sql, id: Prisma.Sql) => Prisma.sql`${key} ${Prisma.raw(s.descending ? "DESC" : "ASC")}, ${id} ASC`;

/** The conditions of each range the filter is read as (see the top of the file). */
function ranges(f: CatalogueFilter): Prisma.Sql[] {
  const categories = f.categories.length ? f.categories : [null];
  const brands = f.brands.length ? f.brands : [null];
  if (categories.length * brands.length > MAX_RANGES) return [conditions(f, null)];
  const rest = conditions({ ...f, categories: [], brands: [] }, null);
  return categories.flatMap((category) =>
    brands.map((brand) => {
      const inCategory = category === null ? Prisma.empty : Prisma.sql` AND p."category" = ${category}`;
      const inBrand = brand === null ? Prisma.empty : Prisma.sql` AND p."brand" = ${brand}`;
      return Prisma.sql`${rest}${inCategory}${inBrand}`;
    }),
  );
}

/**
 * Rows after the anchor in the sort's order. Ascending: a row comparison, one index range. Descending key with ids
 * ascending cannot be one row comparison: the key bound alone bounds the index scan, the rest filters the few ties.
 */
function after(s: SortKey, anchor: Anchor | null): Prisma.Sql {
  if (!anchor) return Prisma.empty;
  const key = Prisma.sql`${anchor.key}::${s.cast}`;
  const id = Prisma.sql`${anchor.id}::uuid`;
  const column = Prisma.sql`p.${s.column}`;
  return s.descending
    ? Prisma.sql` AND ${column} <= ${key} AND (${column} < ${key} OR p."id" > ${id})`
    : Prisma.sql` AND (${column}, p."id") > (${key}, ${id})`;
}

/**
 * A row count written into the statement's text rather than passed as a parameter: a prepared statement's one plan
 * for a LIMIT parameter is made for no limit (see pageProductsSql, and product.connection.ts: a parallel scan).
 */
function count(n: number): Prisma.Sql {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`not a row count: ${n}`);
  return Prisma.raw(String(n));
}

/**
 * The statement of the `take` rows that follow `skip` rows after the anchor (null: from the start), as (id, key) in
 * the sort's order. Each range keeps its first skip + take rows: the page's rows are among them whatever the other
 * ranges hold. The app reads skip 0 from an anchor; skip > 0 past the anchored pages (and in tests, as OFFSET).
 */
export function pageAfterSql(f: CatalogueFilter, sort: ProductSort, anchor: Anchor | null, skip: number, take: number): Prisma.Sql {
  const s = SORT_KEYS[sort];
  const branches = ranges(f).map(
    (range) => Prisma.sql`(SELECT p."id", p.${s.column} AS "key" FROM "Product" p WHERE ${range}${after(s, anchor)}
      ORDER BY ${orderOn(s, Prisma.sql`p.${s.column}`, Prisma.sql`p."id"`)} LIMIT ${count(skip + take)})`,
  );
  // Qualified: a bare "id" in ORDER BY would name the output column, the id as text.
  return Prisma.sql`SELECT "m"."id"::text AS "id", "m"."key" FROM (${Prisma.join(branches, " UNION ALL ")}) "m"
    ORDER BY ${orderOn(s, Prisma.sql`"m"."key"`, Prisma.sql`"m"."id"`)} OFFSET ${count(skip)} LIMIT ${count(take)}`;
}

/**
 * The page of pageAfterSql as products (`columns`: PRODUCT_VIEW_COLUMNS or PRODUCT_ROW_COLUMNS), in its order: the ids
 * and the cards in one statement, where they were two (a page cache miss is what a crawler's deep pages are made of).
 * Prepared when it starts at its anchor (skip 0: every page but those past the anchored rows): its shape is then one
 * per filter's groups, sort and page size, and PostgreSQL planned it in about as long as it ran it (1.3 vs 0.8 ms at
 * 1,000,000 products).
 */
export function pageProductsSql(f: CatalogueFilter, sort: ProductSort, anchor: Anchor | null, skip: number, take: number, columns: Prisma.Sql): Prisma.Sql {
  const s = SORT_KEYS[sort];
  return Prisma.sql`${skip === 0 ? PREPARED : Prisma.empty}SELECT ${columns} FROM (${pageAfterSql(f, sort, anchor, skip, take)}) "page" JOIN "Product" p ON p."id" = "page"."id"::uuid
    ORDER BY ${orderOn(s, Prisma.sql`"page"."key"`, Prisma.sql`p."id"`)}`;
}

/** The ids of the `take` rows that follow `skip` rows after the anchor (see pageAfterSql). */
export async function pageAfter(prisma: PrismaClient, f: CatalogueFilter, sort: ProductSort, anchor: Anchor | null, skip: number, take: number): Promise<string[]> {
  return (await prisma.$queryRaw<{ id: string }[]>(pageAfterSql(f, sort, anchor, skip, take))).map((r) => r.id);
}

/**
 * The statement of the anchors of `pages` pages of `pageSize` after the anchor: the last row of each full page, in
 * order (fewer at the end of the list). One read of pages x pageSize index entries per range.
 */
export function anchorsAfterSql(f: CatalogueFilter, sort: ProductSort, anchor: Anchor | null, pageSize: number, pages: number): Prisma.Sql {
  const s = SORT_KEYS[sort];
  return Prisma.sql`SELECT "id", "key" FROM (
      SELECT "id", "key", row_number() OVER (ORDER BY ${orderOn(s, Prisma.sql`"key"`, Prisma.sql`"id"::uuid`)}) AS "n"
      FROM (${pageAfterSql(f, sort, anchor, 0, pages * pageSize)}) "rows") "numbered"
    WHERE "n" % ${pageSize} = 0 ORDER BY "n"`;
}

/** The anchors of `pages` pages after the anchor (see anchorsAfterSql). */
export async function anchorsAfter(prisma: PrismaClient, f: CatalogueFilter, sort: ProductSort, anchor: Anchor | null, pageSize: number, pages: number): Promise<Anchor[]> {
  const rows = await prisma.$queryRaw<Anchor[]>(anchorsAfterSql(f, sort, anchor, pageSize, pages));
  // A driver may hand an int over as a bigint or text: the key goes back as a parameter of the column's type.
  return rows.map((r) => ({ id: r.id, key: typeof r.key === "string" ? r.key : Number(r.key) }));
}
