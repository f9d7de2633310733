// The partners' cursor walk over the catalogue (productsConnection): keyset pages in every sort and filter of the
// listing, stable under concurrent writes. A walk reads the products' sort and filter keys as they stood when its
// first page was served: that page takes a PostgreSQL snapshot, every cursor carries it (signed), and each later page
// reads the versions of the keys visible in it (ProductKeyVersion, kept by triggers). So a product repriced or renamed
// during the walk keeps the place it had (neither skipped nor listed twice), products inserted after the first page
// are not in the walk, and deleted ones drop out. The nodes are the products as they are now.
import { Prisma } from "../../generated/prisma/client.js";
import type { HotQuery, Prisma as PrismaClient } from "../../db/database.js";
import { badInput } from "../../errors.js";
import { isUuid } from "../../ids.js";
import { PREPARED } from "../../db/prepared.js";
import { BAD_CURSOR, CONNECTION_LIMITS, EXPIRED_CURSOR, edgeOf, pageInfoOf, parseFirst, type ConnectionView, type CursorCodec } from "../../cursor.js";
import { ProductSort } from "../shared-enums.js";
import { requireSlugs } from "../taxonomy/taxonomy.service.js";
import { parseCatalogueFilter, variantMatch, type CatalogueFilter, type CatalogueFilterArgs } from "./product.filter.js";
import { parseSort } from "./product.validation.js";
import { PRODUCT_ROW_COLUMNS, PRODUCT_VIEW_COLUMNS, productViewOf, type ProductViewRow } from "./product.reader.js";
import type { ProductView } from "./product.views.js";

/** How long a walk may take from its first page; its cursors are refused after (EXPIRED_CURSOR). */
export const CURSOR_LIFETIME_MS = 24 * 3600_000;
/**
 * Closed key versions are pruned by a snapshot at least this old: the lifetime plus an hour of margin for clocks.
 * A walk is also checked against the snapshot the last pruning went by (ProductKeyPruning.horizon): one that began
 * before it is refused as expired, so a cursor is refused, never answered with a product missing.
 */
export const KEY_VERSION_RETENTION_MS = CURSOR_LIFETIME_MS + 3600_000;

export interface ProductConnectionArgs {
  filter?: CatalogueFilterArgs | null;
  sortBy?: unknown;
  first?: unknown;
  after?: unknown;
  /** false when the query asks for no field that shows the products' variants (the nodes are read without them). */
  withVariants?: boolean;
}

/** Where a walk is: its snapshot (pg_snapshot as text), when it began (ms), and the last key and id listed. */
interface Position {
  s: string;
  t: number;
  k: number | string;
  id: string;
}

// Each sort's key column (in ProductKeyVersion) and direction; ties always go by id ascending, as in the listing.
const SORTS: Record<ProductSort, { column: "effectivePriceCents" | "titleKey"; desc: boolean }> = {
  [ProductSort.priceLowToHigh]: { column: "effectivePriceCents", desc: false },
  [ProductSort.priceHighToLow]: { column: "effectivePriceCents", desc: true },
  [ProductSort.titleAtoZ]: { column: "titleKey", desc: false },
  [ProductSort.titleZtoA]: { column: "titleKey", desc: true },
};

/**
 * Whether the walk's snapshot w.snap was taken after the pruning horizon, i.e. sees as committed every transaction the
 * horizon does: then every version pruned (closed by such a transaction) was already closed for the walk.
 */
const takenAfterHorizon = Prisma.sql`(w.horizon IS NULL OR (pg_snapshot_xmax(w.horizon) <= pg_snapshot_xmax(w.snap)
  AND NOT EXISTS (SELECT 1 FROM pg_snapshot_xip(w.snap) x WHERE pg_visible_in_snapshot(x, w.horizon))))`;

const SNAPSHOT = /^\d{1,20}:\d{1,20}:(\d{1,20}(,\d{1,20})*)?$/;

type Row = ProductViewRow & { snap: string; fresh: boolean; listed: string | null; key: number | string | null };

/** One page of the walk, in one statement: the keys in the walk's snapshot, the products as they are now. */
export async function productsConnection(
  { prisma, hotQuery }: { prisma: PrismaClient; hotQuery: HotQuery },
  cursors: CursorCodec,
  args: ProductConnectionArgs,
  now = Date.now(),
): Promise<ConnectionView<ProductView>> {
  const page = planWalkPage(cursors, args, now);
  if (page.isFirst) await Promise.all([requireSlugs(prisma, "category", page.filter.categories), requireSlugs(prisma, "brand", page.filter.brands)]);
  // Page after page of a walk: the statement runs without Prisma's engine (HotQuery).
  return page.read(await hotQuery<Row>(page.statement));
}

/** A page of a walk planned from its arguments: the statement to run, and how its rows become the page. */
export interface WalkPage {
  isFirst: boolean;
  filter: CatalogueFilter;
  statement: Prisma.Sql;
  read(rows: Row[]): ConnectionView<ProductView>;
}

/**
 * The arguments checked and the page's statement built, with no database in sight (the bench's floor runs the same
 * statement without Prisma, GraphQL or Express). BAD_USER_INPUT for a bad argument or cursor, an expired walk.
 */
export function planWalkPage(cursors: CursorCodec, args: ProductConnectionArgs, now = Date.now()): WalkPage {
  const filter = parseCatalogueFilter(args.filter);
  const sort = parseSort(args.sortBy);
  const first = parseFirst(args.first);
  const walk = JSON.stringify(["productsConnection", sort, filter]);
  const after = args.after === undefined || args.after === null ? null : position(cursors.decode(walk, args.after), sort);
  if (after && now - after.t > CURSOR_LIFETIME_MS) throw badInput(EXPIRED_CURSOR);

  // The keys' row past the page (n = first + 1) only tells whether there is a next page: its product is not read.
  // The statement is prepared (a partner walks with the same shape page after page), so the page size is part of its
  // text: as a parameter, PostgreSQL's one plan for every size would be made for no LIMIT (a parallel scan, 30x slower).
  const { desc } = SORTS[sort];
  const statement = Prisma.sql`${PREPARED}
    WITH w AS (
      SELECT ${after ? Prisma.sql`${after.s}::pg_snapshot` : Prisma.sql`pg_current_snapshot()`} AS snap,
             (SELECT horizon FROM "ProductKeyPruning" WHERE id = 1) AS horizon
    ), keys AS (
      SELECT w.snap::text AS snap, ${takenAfterHorizon} AS fresh, r.id, r.key,
             row_number() OVER (ORDER BY r.key ${Prisma.raw(desc ? "DESC" : "ASC")}, r.id) AS n
      FROM w LEFT JOIN LATERAL (${pageQuery(filter, sort, after, first + 1)}) r ON true
    )
    SELECT k.snap, k.fresh, k.id AS listed, k.key, ${args.withVariants === false ? PRODUCT_ROW_COLUMNS : PRODUCT_VIEW_COLUMNS}
    FROM keys k LEFT JOIN "Product" p ON p.id = k.id AND k.n <= ${count(first)}
    ORDER BY k.n`;

  const read = (rows: Row[]): ConnectionView<ProductView> => {
    if (!rows[0]?.fresh) throw badInput(EXPIRED_CURSOR);
    const walkStart = after?.t ?? now;
    const snapshot = rows[0].snap;
    const listed = rows.filter((r): r is Row & { listed: string; key: number | string } => r.listed !== null);
    const page = listed.slice(0, first);
    const cursorOf = cursors.encoderFor(walk);
    const cursorAt = (r: { listed: string; key: number | string }) => cursorOf({ s: snapshot, t: walkStart, k: r.key, id: r.listed } satisfies Position);
    // The keys only list products that exist as the statement reads them, so each listed row has its product.
    const edges = page.flatMap((r) => (r.id ? [edgeOf(productViewOf(r), () => cursorAt(r))] : []));
    return { edges, pageInfo: pageInfoOf(page, listed.length > first, after, cursorAt) };
  };
  return { isFirst: !after, filter, statement, read };
}

/** The ids and keys of the next `limit` products of the walk, in the snapshot w.snap. */
function pageQuery(f: CatalogueFilter, sort: ProductSort, after: Position | null, limit: number): Prisma.Sql {
  const { column, desc } = SORTS[sort];
  const key = Prisma.raw(`v."${column}"`);
  const cast = Prisma.raw(column === "titleKey" ? "text" : "int");
  const parts: Prisma.Sql[] = [
    // The version of each product's keys that was current in the walk's snapshot.
    Prisma.sql`pg_visible_in_snapshot(v."createdXid", w.snap)`,
    Prisma.sql`(v."closedXid" IS NULL OR NOT pg_visible_in_snapshot(v."closedXid", w.snap))`,
  ];
  // One value as an equality: the (category or brand, key, productId) index then serves the keyset range in order
  // (PostgreSQL 15 cannot read ordered entries for "= ANY" of a list; a list walks the key index and filters).
  for (const [column, values] of [["category", f.categories], ["brand", f.brands]] as const) {
    const c = Prisma.raw(`v."${column}"`);
    if (values.length === 1) parts.push(Prisma.sql`${c} = ${values[0]}::text`);
    else if (values.length) parts.push(Prisma.sql`${c} = ANY(${values}::text[])`);
  }
  if (f.minPriceCents !== null) parts.push(Prisma.sql`v."effectivePriceCents" >= ${f.minPriceCents}::int`);
  if (f.maxPriceCents !== null) parts.push(Prisma.sql`v."effectivePriceCents" <= ${f.maxPriceCents}::int`);
  if (after) {
    const k = Prisma.sql`${after.k}::${cast}`;
    const id = Prisma.sql`${after.id}::uuid`;
    // Descending keys with ascending ids is no row comparison: bound the key (the index scan starts there), then
    // break the tie on the id.
    parts.push(desc ? Prisma.sql`${key} <= ${k} AND (${key} < ${k} OR v."productId" > ${id})` : Prisma.sql`(${key}, v."productId") > (${k}, ${id})`);
  }
  // The product still exists (a deleted one drops out), and has a variant of a size and a colour asked for in stock now.
  const variant = variantMatch("x", f);
  const stock = variant ? Prisma.sql`AND EXISTS (SELECT 1 FROM "ProductVariant" x WHERE x."productId" = p.id AND ${variant})` : Prisma.empty;
  parts.push(Prisma.sql`EXISTS (SELECT 1 FROM "Product" p WHERE p.id = v."productId" ${stock})`);
  return Prisma.sql`
    SELECT v."productId" AS id, ${key} AS key FROM "ProductKeyVersion" v
    WHERE ${Prisma.join(parts, " AND ")}
    ORDER BY ${key} ${Prisma.raw(desc ? "DESC" : "ASC")}, v."productId" ASC LIMIT ${count(limit)}`;
}

/** A page size written into the statement's text (checked by parseFirst; checked again, as it bypasses parameters). */
function count(n: number): Prisma.Sql {
  if (!Number.isSafeInteger(n) || n < 1 || n > CONNECTION_LIMITS.maxFirst + 1) throw new Error(`not a page size: ${n}`);
  return Prisma.raw(String(n));
}

/** A decoded cursor's position, checked field by field (it was signed by us, but a bug must not become a 500). */
function position(p: Record<string, unknown>, sort: ProductSort): Position {
  const keyOk = SORTS[sort].column === "titleKey" ? typeof p.k === "string" : Number.isSafeInteger(p.k);
  if (typeof p.s !== "string" || !SNAPSHOT.test(p.s) || !Number.isSafeInteger(p.t) || !keyOk || !isUuid(p.id)) throw badInput(BAD_CURSOR);
  return { s: p.s, t: p.t as number, k: p.k as number | string, id: p.id as string };
}

/**
 * One pruning run (a periodic job): records a checkpoint snapshot, then deletes the key versions closed by a
 * transaction visible in the newest checkpoint older than `olderThanMs`, and makes that checkpoint the horizon walks
 * are checked against. The checkpoint is taken by the run's first statement, before it writes, so the run's own
 * transaction is never visible in it. Returns how many versions went.
 */
export async function pruneKeyVersions(prisma: PrismaClient, olderThanMs = KEY_VERSION_RETENTION_MS): Promise<number> {
  return prisma.$transaction(async (tx) => {
    await tx.$executeRaw`INSERT INTO "ProductKeyCheckpoint" ("snapshot") VALUES (pg_current_snapshot())`;
    const [checkpoint] = await tx.$queryRaw<{ id: number; snapshot: string }[]>`
      SELECT id, snapshot::text AS snapshot FROM "ProductKeyCheckpoint"
      WHERE "takenAt" <= (now() - make_interval(secs => ${olderThanMs / 1000}::float8))::timestamp(3) ORDER BY id DESC LIMIT 1`;
    if (!checkpoint) return 0;
    const pruned = await tx.$executeRaw`
      DELETE FROM "ProductKeyVersion"
      WHERE "closedXid" < pg_snapshot_xmax(${checkpoint.snapshot}::pg_snapshot) AND pg_visible_in_snapshot("closedXid", ${checkpoint.snapshot}::pg_snapshot)`;
    await tx.$executeRaw`UPDATE "ProductKeyPruning" SET horizon = ${checkpoint.snapshot}::pg_snapshot WHERE id = 1`;
    await tx.$executeRaw`DELETE FROM "ProductKeyCheckpoint" WHERE id < ${checkpoint.id}`;
    return pruned;
  });
}
