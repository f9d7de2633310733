// EXPLAIN ANALYZE of every listing sort, the size-filtered listing and the search statements at full size: a
// sequential scan of "Product" or "ProductVariant" on any of them fails the check (it would grow with the catalogue),
// once it reads more than a small table's rows (SMALL_TABLE_ROWS): on a catalogue of 2,000 products the planner rightly
// reads the whole table for an exact count (a few pages, 2 ms), and picks the trigram indexes for it at 1,000,000.
import type { SqlExecutor } from "../graphql-api/src/db/database.js";
import type pg from "pg";
import { BUCKETS, bucketPage, bucketProbe, bucketSize, escapeLike, groupWalk, rankedPage, searchPlan } from "../graphql-api/src/modules/product/product.search.js";
import { MAX_TITLE_WORDS, titleWordsPage, titleWordsServe, titleWordsStatement } from "../graphql-api/src/modules/product/product.title-words.js";
import { INDEX_WALK_ONLY, MATCH_INDEXES_ONLY } from "../graphql-api/src/modules/product/product.match-indexes.js";
import { MAX_RANKED } from "../graphql-api/src/modules/product/product.ranking.js";
import { STAMP_SQL } from "../graphql-api/src/modules/product/product.cache.js";
import { listingSql } from "./floor.js";
import { anchorsAfterSql, pageAfterSql, type Anchor } from "../graphql-api/src/modules/product/product.listing.js";
import { parseCatalogueFilter } from "../graphql-api/src/modules/product/product.filter.js";
import type { ProductSort } from "../graphql-api/src/modules/shared-enums.js";
import { KEYWORDS, LISTING_FILTER, LISTING_SIZE_FILTER, SORTS } from "./scenarios.js";

export interface PlanCheck {
  name: string;
  ms: number;
  /** A sequential scan of "Product" or "ProductVariant" reading more than SMALL_TABLE_ROWS rows. */
  seqScanOnProduct: boolean;
  /** Node types and indexes, outermost first, e.g. "Limit > Index Scan (Product_category_effectivePriceCents_idx)". */
  summary: string;
}

/** Rows a sequential scan may read before the check calls it one that grows with the catalogue. */
export const SMALL_TABLE_ROWS = 10_000;

interface PlanNode {
  "Node Type": string;
  "Actual Rows"?: number;
  "Actual Loops"?: number;
  "Rows Removed by Filter"?: number;
  "Relation Name"?: string;
  "Index Name"?: string;
  Plans?: PlanNode[];
}

function walk(node: PlanNode, visit: (n: PlanNode) => void) {
  visit(node);
  for (const child of node.Plans ?? []) walk(child, visit);
}

function describe(node: PlanNode): string {
  const label = `${node["Node Type"]}${node["Index Name"] ? ` ${node["Index Name"]}` : node["Relation Name"] ? ` on ${node["Relation Name"]}` : ""}`;
  const kids = (node.Plans ?? []).map(describe);
  return kids.length === 0 ? label : kids.length === 1 ? `${label} > ${kids[0]}` : `${label} > [${kids.join(" + ")}]`;
}

async function check(sql: SqlExecutor, name: string, text: string, params: unknown[]): Promise<PlanCheck> {
  const rows = await sql.query<{ "QUERY PLAN": unknown }>(`EXPLAIN (ANALYZE, FORMAT JSON) ${text}`, params);
  let raw = rows[0]!["QUERY PLAN"];
  if (typeof raw === "string") raw = JSON.parse(raw);
  const top = (raw as { Plan: PlanNode; "Execution Time": number }[])[0]!;
  let seq = false;
  let smallScan = 0;
  walk(top.Plan, (n) => {
    if (n["Node Type"] !== "Seq Scan" || (n["Relation Name"] !== "Product" && n["Relation Name"] !== "ProductVariant")) return;
    const read = ((n["Actual Rows"] ?? 0) + (n["Rows Removed by Filter"] ?? 0)) * (n["Actual Loops"] ?? 1);
    if (read > SMALL_TABLE_ROWS) seq = true;
    else smallScan = Math.max(smallScan, read);
  });
  const small = smallScan > 0 && !seq ? ` (a sequential scan of ${smallScan} rows: a small table)` : "";
  return { name, ms: Math.round(top["Execution Time"] * 100) / 100, seqScanOnProduct: seq, summary: describe(top.Plan) + small };
}

/** Runs `fn` in a transaction (rolled back) on one connection, with these SET LOCAL settings, as the app does. */
async function withSettings<T>(sql: SqlExecutor, pool: pg.Pool | undefined, settings: string[], fn: (sql: SqlExecutor) => Promise<T>): Promise<T> {
  const client = pool ? await pool.connect() : undefined;
  const one: SqlExecutor = client ? { exec: async (t) => void (await client.query(t)), query: async (t, p) => (await client.query(t, p)).rows } : sql;
  try {
    await one.exec("BEGIN");
    for (const s of settings) await one.exec(s);
    return await fn(one);
  } finally {
    await one.exec("ROLLBACK");
    client?.release();
  }
}

/** `pool`: the PostgreSQL pool behind `sql` (statements with settings need one connection); none for PGlite. */
export async function explainAll(sql: SqlExecutor, pool?: pg.Pool): Promise<PlanCheck[]> {
  const out: PlanCheck[] = [];
  for (const sortBy of SORTS) {
    const q = listingSql({ filter: LISTING_FILTER, sortBy, page: 1, pageSize: 24 });
    out.push(await check(sql, `listing ${sortBy} page`, q.rows.text, q.rows.params));
  }
  // The server reads numbered pages by keyset from the page before's last row, over merged index ranges for a filter
  // of several categories or brands (product.listing.ts, product.anchors.ts): page 400 from its anchor, and a block of
  // 41 pages' anchors (pages 359-399: read once per catalogue change, each block from the one before).
  const listingFilter = parseCatalogueFilter(LISTING_FILTER);
  for (const sortBy of SORTS) {
    const sort = sortBy as ProductSort;
    const toPage400 = anchorsAfterSql(listingFilter, sort, null, 24, 399);
    const anchors = await sql.query<Anchor>(toPage400.text, toPage400.values);
    if (anchors.length < 399) continue; // a catalogue too small for page 400
    const page = pageAfterSql(listingFilter, sort, anchors[398]!, 0, 24);
    out.push(await check(sql, `listing ${sortBy} page 400 from its anchor, merged ranges`, page.text, page.values));
    const block = anchorsAfterSql(listingFilter, sort, anchors[357]!, 24, 41);
    out.push(await check(sql, `listing ${sortBy} anchors of pages 359-399 (a block)`, block.text, block.values));
  }
  const q = listingSql({ filter: LISTING_FILTER, sortBy: "priceLowToHigh" });
  out.push(await check(sql, "listing count", q.count.text, q.count.params));
  for (const sortBy of ["priceLowToHigh", "titleAtoZ"]) {
    const sized = listingSql({ filter: LISTING_SIZE_FILTER, sortBy, page: 1, pageSize: 24 });
    out.push(await check(sql, `listing size M ${sortBy} page`, sized.rows.text, sized.rows.params));
  }
  const sizedCount = listingSql({ filter: LISTING_SIZE_FILTER });
  out.push(await check(sql, "listing size M count", sizedCount.count.text, sizedCount.count.params));
  const all = listingSql({ sortBy: "titleAtoZ" });
  out.push(await check(sql, "listing (no filter) titleAtoZ page", all.rows.text, all.rows.params));
  // Search also matches the names of the visible categories and brands, as the server reads them.
  const visible = async (table: "Category" | "Brand") => sql.query<{ slug: string; name: string }>(`SELECT slug, name FROM "${table}" WHERE NOT hidden`, []);
  const groups = { categories: await visible("Category"), brands: await visible("Brand") };
  // Search reads its rank buckets in turn (see rankedIds in product.search.ts): each bucket's first page by the
  // bounded walk of the title index, else through the match indexes; a deep page (page 100 of 24) and, past a small
  // bucket, its bounded count; then the total (the planner's estimate, or the count below 10,000 estimated matches).
  const matchIndexes = (fn: (s: SqlExecutor) => Promise<PlanCheck>) => withSettings(sql, pool, MATCH_INDEXES_ONLY, fn);
  for (const keyword of [...KEYWORDS.slice(0, 3), "premium", "nike", "men", "1234", "zzzz-no-match"]) {
    const plan = searchPlan(keyword, groups);
    const estimate = await sql.query<{ "QUERY PLAN": unknown }>(`EXPLAIN (FORMAT JSON) ${plan.matches.text}`, plan.matches.values);
    let raw = estimate[0]!["QUERY PLAN"];
    if (typeof raw === "string") raw = JSON.parse(raw);
    const rows = Math.round((raw as { Plan: { "Plan Rows": number } }[])[0]!.Plan["Plan Rows"]);
    if (rows < 5_000) {
      // Few matches: ranked in one statement (the app's path below 5,000 estimated matches).
      const ranked = rankedPage(plan.ranked, 0, 24);
      out.push(await matchIndexes((s) => check(s, `search "${keyword}" page 1, ranked in one statement (estimate ${rows})`, ranked.text, ranked.values)));
      const count = `SELECT count(*)::int FROM (${plan.matches.text}) m`;
      out.push(await check(sql, `search "${keyword}" exact count (estimate ${rows})`, count, plan.matches.values));
      continue;
    }
    if (titleWordsServe(keyword)) {
      // A broad keyword's first pages: bucket 0 from the title words' index (product.title-words.ts).
      const words = titleWordsStatement(escapeLike(keyword), MAX_TITLE_WORDS);
      out.push(await check(sql, `search "${keyword}" bucket 0 page 1, the words starting with it`, words.text, words.values));
      const found = (await sql.query<{ word: string }>(words.text, words.values)).map((r) => r.word);
      if (found.length && found.length <= MAX_TITLE_WORDS) {
        const page = titleWordsPage(found, 24);
        out.push(await check(sql, `search "${keyword}" bucket 0 page 1, first rows of its ${found.length} words`, page.text, page.values));
        // A broad keyword's deeper pages and cursor pages come from its ranking, made once per catalogue change bucket
        // by bucket (rankingSource in product.search.ts): its bucket 0 is as many of the words' rows as it holds.
        const ranking = titleWordsPage(found, MAX_RANKED + 1);
        out.push(await check(sql, `search "${keyword}" ranking's bucket 0, the first ${MAX_RANKED + 1} rows of its ${found.length} words`, ranking.text, ranking.values));
      }
    }
    for (const [b, bucket] of plan.buckets.entries()) {
      const probe = bucketProbe(bucket, 24);
      out.push(await check(sql, `search "${keyword}" bucket ${b} (${BUCKETS[b]}) page 1, title-index walk`, probe.text, probe.values));
      const first = bucketPage(bucket, 0, 24);
      out.push(await matchIndexes((s) => check(s, `search "${keyword}" bucket ${b} page 1, match indexes`, first.text, first.values)));
      const deep = bucketPage(bucket, 99 * 24, 24);
      out.push(await matchIndexes((s) => check(s, `search "${keyword}" bucket ${b} page 100, match indexes`, deep.text, deep.values)));
      if (b === 1 && plan.groupBranches.length) {
        // A first page reaching bucket 1 walks the named categories' and brands' title indexes (see groupWalk).
        const walked = groupWalk(plan.groupBranches, 24);
        out.push(await withSettings(sql, pool, INDEX_WALK_ONLY, (s) => check(s, `search "${keyword}" bucket 1 page 1, walk of the named groups' title indexes`, walked.text, walked.values)));
        // …and the ranking's bucket 1, as many rows as it may hold.
        const ranked = groupWalk(plan.groupBranches, MAX_RANKED + 1);
        out.push(await withSettings(sql, pool, INDEX_WALK_ONLY, (s) => check(s, `search "${keyword}" ranking's bucket 1, walk of the named groups' title indexes`, ranked.text, ranked.values)));
      }
      const size = bucketSize(bucket, 99 * 24);
      out.push(await matchIndexes((s) => check(s, `search "${keyword}" bucket ${b} skipped (at most 2,376)`, size.text, size.values)));
    }
    if (rows < 10_000) {
      const count = `SELECT count(*)::int FROM (${plan.matches.text}) m`;
      out.push(await check(sql, `search "${keyword}" exact count (estimate ${rows})`, count, plan.matches.values));
    } else out.push({ name: `search "${keyword}" total: the planner's estimate ${rows}, no count`, ms: 0, seqScanOnProduct: false, summary: "EXPLAIN only" });
  }
  out.push(await check(sql, "page cache stamps", STAMP_SQL.text, STAMP_SQL.values));
  return out;
}
