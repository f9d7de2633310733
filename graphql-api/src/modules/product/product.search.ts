// Search treats the keyword as data: it is bound as a parameter and its LIKE wildcards are escaped, so "%", "_" or
// ".*" match only themselves. No regular expression is ever built from it.
import { Prisma } from "../../generated/prisma/client.js";
import type { Prisma as PrismaClient } from "../../db/database.js";
import { badInput } from "../../errors.js";
import { isUuid } from "../../ids.js";
import { BAD_CURSOR, edgeOf, pageInfoOf, parseFirst, type ConnectionView, type CursorCodec } from "../../cursor.js";
import { sliceRanking, type RankedId, type RankingSource, type SearchCursor, type SearchRankings } from "./product.ranking.js";

export type { RankedId, SearchCursor } from "./product.ranking.js";
import { INDEX_WALK_ONLY, MATCH_INDEXES_ONLY, throughIndexWalk, throughMatchIndexes } from "./product.match-indexes.js";
import { titleWordRows, titleWordsOf, titleWordsPage, titleWordsServe, MAX_TITLE_WORDS } from "./product.title-words.js";
import type { PageCache, ReadAt } from "./product.cache.js";

/** Longer keywords are cut here: no product text is worth matching beyond this, and it bounds the work per query. */
export const MAX_KEYWORD = 200;

/** PostgreSQL text cannot hold NUL (it would fail the query with a 500), and no product text contains one: dropped. */
export const normalizeKeyword = (keyword: unknown) =>
  typeof keyword === "string" ? keyword.replaceAll("\u0000", "").trim().slice(0, MAX_KEYWORD).trim() : "";

export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

// "levis", "Levi's", "h&m" and "HM" all name a brand: compare letters and digits only.
const squash = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, "");

/** The categories and brands a keyword may name (the visible ones, see visibleNames in modules/taxonomy). */
export interface GroupNames {
  categories: { slug: string; name: string }[];
  brands: { slug: string; name: string }[];
}

/** Slugs of the categories and brands the keyword names (its start, so "men" does not also mean "women"). */
export function namedGroups(keyword: string, groups: GroupNames) {
  const k = squash(keyword);
  const names = (g: { slug: string; name: string }) => k.length >= 2 && (squash(g.slug).startsWith(k) || squash(g.name).startsWith(k));
  return {
    categories: groups.categories.filter(names).map((g) => g.slug),
    brands: groups.brands.filter(names).map((g) => g.slug),
  };
}

/** The ranking of a search, best first: each bucket's condition excludes the earlier buckets' rows. */
export const BUCKETS = ["title word", "named category or brand", "title", "description"] as const;

/**
 * The statements of a search: per rank bucket (a title word starting with the keyword, then the category or brand it
 * names, then the keyword elsewhere in a title, then in the description) the condition of its rows, excluding the
 * earlier buckets' rows; and every match (for the count).
 */
export function searchPlan(keyword: string, groups: GroupNames) {
  const k = escapeLike(keyword);
  const { categories, brands } = namedGroups(keyword, groups);
  const titleLike = (pattern: string) => Prisma.sql`"title" ILIKE ${pattern} ESCAPE '\\'`;
  const inTitle = titleLike(`%${k}%`);
  // A title word starting with the keyword: "men" finds "Men's Tee" here, and "Women's Tee" only as a substring.
  const titleWord = Prisma.sql`(${Prisma.join([titleLike(`${k}%`), titleLike(`% ${k}%`), titleLike(`%-${k}%`)], " OR ")})`;
  const named: Prisma.Sql[] = [];
  // Slugs as literal parameters (not a subquery of the tables) so the category and brand indexes apply.
  if (categories.length) named.push(Prisma.sql`"category" IN (${Prisma.join(categories)})`);
  if (brands.length) named.push(Prisma.sql`"brand" IN (${Prisma.join(brands)})`);
  const inGroup = named.length ? Prisma.sql`(${Prisma.join(named, " OR ")})` : Prisma.sql`false`;
  const inDescription = Prisma.sql`"description" ILIKE ${`%${k}%`} ESCAPE '\\'`;
  const where = Prisma.join([inTitle, inDescription, ...named], " OR ");
  const rank = Prisma.sql`CASE WHEN ${titleWord} THEN 0 WHEN ${inGroup} THEN 1 WHEN ${inTitle} THEN 2 ELSE 3 END`;
  const inOne = (column: string, slug: string) => Prisma.sql`${Prisma.raw(`"${column}"`)} = ${slug} AND NOT ${titleWord}`;
  return {
    /** Every match with its bucket, for a keyword with few matches (see rankedIds). */
    ranked: Prisma.sql`SELECT "id", "titleKey", ${rank} AS "bucket" FROM "Product" WHERE ${where}`,
    buckets: [
      titleWord,
      Prisma.sql`${inGroup} AND NOT ${titleWord}`,
      Prisma.sql`${inTitle} AND NOT ${titleWord} AND NOT ${inGroup}`,
      Prisma.sql`${inDescription} AND NOT ${inTitle} AND NOT ${inGroup}`,
    ],
    /** Bucket 1 as one condition per named category and brand (their union), for the walk of their title indexes. */
    groupBranches: [...categories.map((c) => inOne("category", c)), ...brands.map((b) => inOne("brand", b))],
    /** One row per match: what the count counts (or the planner estimates, see product.count.ts). */
    matches: Prisma.sql`SELECT 1 FROM "Product" WHERE ${where}`,
  };
}

// Reading a bucket in title order. Two ways, because neither is good for every keyword:
// - the (titleKey, id) index walked in order, stopping at the page: a few milliseconds when matches are spread through
//   the titles ("black", "premium"), but a walk through most of the catalogue when they sit together late in the
//   alphabet ("wool coat": 5 s at 650,000 products) or are few, which the planner cannot tell from its statistics;
// - the trigram (or category, brand) indexes finding every match of the bucket, kept to the page by a top-N heapsort:
//   bounded by the bucket's matches, whatever their order.
// So the walk is tried first over a bounded window of titles (PROBE_ROWS), which holds the answer whenever the page's
// matches all lie within it; otherwise the page comes from the keyword's ranking (product.ranking.ts, which reads every
// match once per catalogue change), or without one the bucket is read through the match indexes, with the walk and
// sequential scans switched off for that statement (the planner otherwise picks them from wrong estimates). The window is small:
// when it fails (matches clustered by title, as in the bench's catalogue: a base title in ten editions) it is wasted,
// 5 to 40 ms at 1,000,000 products.
const PROBE_ROWS = 1_000;
/** Deeper pages skip the walk: the window would rarely hold them. */
const PROBE_MAX_ROWS = 120;
/**
 * Rows a deeper page's walk of the named groups' title indexes may end at (bucket 1, numbered pages, while the
 * keyword's ranking is not ready): each branch reads at most this many index entries, and the bucket-0 rows of the
 * group it passes over are fewer still (the page is past all of them). Deeper, the bucket is read through its indexes.
 */
const GROUP_WALK_MAX_ROWS = 20_000;

const afterCursor = (after?: SearchCursor) => (after ? Prisma.sql` AND ("titleKey", "id") > (${after.titleKey}, ${after.id}::uuid)` : Prisma.empty);

/** The bucket's first `limit` rows among the next PROBE_ROWS titles (the window of the index walk). */
export const bucketProbe = (bucket: Prisma.Sql, limit: number, after?: SearchCursor) => Prisma.sql`
  SELECT "id", "titleKey" FROM (
    SELECT "id", "titleKey", "title", "description", "category", "brand" FROM "Product" WHERE true${afterCursor(after)}
    ORDER BY "titleKey", "id" LIMIT ${PROBE_ROWS}) "w"
  WHERE ${bucket} ORDER BY "titleKey", "id" LIMIT ${limit}`;

/** A bucket's rows in title order from `skip`, at most `take`, through the match indexes (see above). */
export const bucketPage = (bucket: Prisma.Sql, skip: number, take: number, after?: SearchCursor) => Prisma.sql`
  SELECT "id", "titleKey" FROM "Product" WHERE ${bucket}${afterCursor(after)}
  ORDER BY "titleKey", "id" LIMIT ${take} OFFSET ${skip}`;

/** How many of a bucket's rows lie before `limit` (counts at most `limit`): how far a deep page skips past it. */
export const bucketSize = (bucket: Prisma.Sql, limit: number) => Prisma.sql`
  SELECT count(*)::int AS "n" FROM (SELECT 1 FROM "Product" WHERE ${bucket} LIMIT ${limit}) "b"`;

/**
 * Bucket 1 (the categories and brands the keyword names, less bucket 0's rows) in title order: each named category's
 * and brand's rows walked through its (category, titleKey) or (brand, titleKey) index, the walks merged (UNION: a
 * product of a named category and a named brand is read twice), the first `limit` rows. On a first page this walk is
 * bounded: it is only reached when bucket 0 holds fewer rows than the page ends at (at most PROBE_MAX_ROWS), and a walk
 * passes over bucket 0's rows only, so each reads fewer than 2 x PROBE_MAX_ROWS index entries. Through the match indexes
 * ("men" at 1,000,000 products) it read the whole category, 200,000 rows, and sorted them for 24.
 */
export const groupWalk = (branches: Prisma.Sql[], limit: number, after?: SearchCursor) => Prisma.sql`
  SELECT "id", "titleKey" FROM (${Prisma.join(
    branches.map((branch) => Prisma.sql`(SELECT "id", "titleKey" FROM "Product" WHERE ${branch}${afterCursor(after)} ORDER BY "titleKey", "id" LIMIT ${limit})`),
    " UNION ",
  )}) "g" ORDER BY "titleKey", "id" LIMIT ${limit}`;

type Row = { id: string; titleKey: string };

/** Bucket 1's rows after `skip` (at most `take`) by the walk of the named groups' title indexes (see groupWalk). */
async function walkGroups(prisma: PrismaClient, branches: Prisma.Sql[], skip: number, take: number, after?: SearchCursor): Promise<{ rows: Row[]; skipped: number }> {
  const rows = await throughIndexWalk<Row>(prisma, groupWalk(branches, skip + take, after));
  return { rows: rows.slice(skip), skipped: Math.min(skip, rows.length) };
}

/** The bucket's rows after `skip` (at most `take`) by the walk of the title index, when its window holds them all. */
async function probeBucket(prisma: PrismaClient, bucket: Prisma.Sql, skip: number, take: number, after: SearchCursor | undefined, probe: boolean): Promise<Row[] | null> {
  if (!probe || skip + take > PROBE_MAX_ROWS) return null;
  const probed = await prisma.$queryRaw<Row[]>(bucketProbe(bucket, skip + take, after));
  return probed.length === skip + take ? probed.slice(skip) : null;
}

/** The rows of a bucket after `skip` (at most `take`), and how many of its rows `skip` passed over when it has none. */
async function readBucket(prisma: PrismaClient, bucket: Prisma.Sql, skip: number, take: number, after?: SearchCursor): Promise<{ rows: Row[]; skipped: number }> {
  const rows = await throughMatchIndexes<Row>(prisma, bucketPage(bucket, skip, take, after));
  if (rows.length > 0 || skip === 0) return { rows, skipped: skip };
  const [counted] = await throughMatchIndexes<{ n: number }>(prisma, bucketSize(bucket, skip));
  return { rows, skipped: Number(counted?.n ?? 0) };
}

/**
 * Index rows a ranking's read of the title words may walk at most (each word's first `limit` rows): one word's 50,001
 * for MAX_RANKED. A keyword starting more words reads its bucket 0 through the trigram index.
 */
const RANKING_WORD_ROWS = 200_000;

/**
 * A keyword's ranking as SearchRankings reads it, bucket by bucket in title order: bucket 0 from the title words'
 * index, bucket 1 by the walk of the named groups' title indexes, the others (and bucket 0 where the words cannot
 * answer) through the match indexes. The same rows in the same order as searchPlan's `ranked` sorted.
 */
export function rankingSource(keyword: string, groups: GroupNames, plan = searchPlan(keyword, groups)): RankingSource {
  const { buckets, ranked, groupBranches } = plan;
  const throughIndexes = (b: number, limit: number) => ({ rows: bucketPage(buckets[b]!, 0, limit), settings: MATCH_INDEXES_ONLY });
  return {
    key: ranked,
    buckets: buckets.map((_bucket, b) => async (tx, limit) => {
      if (b === 0 && titleWordsServe(keyword)) {
        const words = await titleWordsOf(tx, escapeLike(keyword));
        if (!words.length) return null;
        if (words.length <= MAX_TITLE_WORDS && words.length * limit <= RANKING_WORD_ROWS) return { rows: titleWordsPage(words, limit), settings: [] };
      }
      if (b === 1 && groupBranches.length) return { rows: groupWalk(groupBranches, limit), settings: INDEX_WALK_ONLY };
      if (b === 1) return null;
      return throughIndexes(b, limit);
    }),
  };
}

/** The keyword's ranking when it is ready; otherwise null, and it is being made (see SearchRankings). */
export const readyRanking = (rankings: SearchRankings, keyword: string, groups: GroupNames, at?: ReadAt) => rankings.ready(rankingSource(keyword, groups), at);

/** Estimated matches below which one statement ranks them all (a bitmap of the trigram indexes and a small sort). */
const FEW_MATCHES = 5_000;

/** The planner's estimate of a statement's rows (no row is read). */
export async function estimateRows(prisma: PrismaClient, statement: Prisma.Sql): Promise<number> {
  const rows = await prisma.$queryRaw<{ "QUERY PLAN": unknown }[]>(Prisma.sql`EXPLAIN (FORMAT JSON) ${statement}`);
  let plan = rows[0]?.["QUERY PLAN"];
  if (typeof plan === "string") plan = JSON.parse(plan);
  return Math.round(Number((plan as { Plan?: { "Plan Rows"?: number } }[] | undefined)?.[0]?.Plan?.["Plan Rows"] ?? 0));
}

/** Every match ranked in one statement, from `skip` or after a cursor: for a keyword with few matches. */
export const rankedPage = (ranked: Prisma.Sql, skip: number, take: number, after?: SearchCursor) => Prisma.sql`
  SELECT "id", "titleKey", "bucket"::int AS "bucket" FROM (${ranked}) "m"
  ${after ? Prisma.sql`WHERE ("bucket", "titleKey", "id") > (${after.bucket}::int, ${after.titleKey}, ${after.id}::uuid)` : Prisma.empty}
  ORDER BY "bucket", "titleKey", "id" LIMIT ${take} OFFSET ${skip}`;

/**
 * `take` ranked matches after `skip` of them, or after a cursor. A keyword the planner expects few matches of is ranked
 * in one statement. A broad one: from its ranking (product.ranking.ts) when one is ready, else bucket by bucket, each
 * read from where the page starts in it, stopping as soon as the page is full (the later buckets are never read):
 * bucket 0 through the title words' index (product.title-words.ts) when it can answer the keyword, bucket 1 by the
 * walk of the named groups' title indexes, and otherwise a bucket by the walk of the title index over a bounded window
 * (first pages and cursor pages) or through the match indexes. No page waits for a ranking: a page past the first (once
 * read), or one that reads a bucket through the match indexes, starts the keyword's in the background (see below), and
 * pages are read bucket by bucket meanwhile, with the same rows in the same order.
 * `probe: false` skips the window of the title walk and `titleWords: false` the title words (tests: on a small
 * catalogue the window holds every title, and the reads behind it would never run).
 */
export async function rankedIds(
  prisma: PrismaClient,
  keyword: string,
  groups: GroupNames,
  page: { skip?: number; take: number; after?: SearchCursor },
  {
    fewMatches = FEW_MATCHES,
    rankings,
    probe = true,
    titleWords = true,
    estimate,
    at,
  }: { fewMatches?: number; rankings?: SearchRankings; probe?: boolean; titleWords?: boolean; estimate?: number; at?: ReadAt } = {},
): Promise<RankedId[]> {
  const plan = searchPlan(keyword, groups);
  const { buckets, ranked, matches, groupBranches } = plan;
  if (fewMatches > 0 && (estimate ?? (await estimateRows(prisma, matches))) < fewMatches) {
    const rows = await throughMatchIndexes<RankedId>(prisma, rankedPage(ranked, page.skip ?? 0, page.take, page.after));
    return rows.map((r) => ({ ...r, bucket: Number(r.bucket) }));
  }
  // A page past the first takes the keyword's ranking when one is ready, and otherwise is read bucket by bucket and
  // then starts it (below). A first page starts one only rather than read a bucket through the match indexes (every
  // match of the bucket, sorted: seconds at 1,000,000 products). Making one reads the keyword's buckets as far as it
  // holds (about 0.1 s when its title words fill it, seconds when the descriptions must be read), one at a time per
  // replica, beside the next shoppers' pages; it then serves the deep pages with no statement for their ids.
  const firstPage = !page.after && (page.skip ?? 0) + page.take <= PROBE_MAX_ROWS;
  const source = () => rankingSource(keyword, groups, plan);
  if (rankings && (!firstPage || (page.skip ?? 0) > 0)) {
    const made = await rankings.made(source(), at);
    const sliced = made && sliceRanking(made, page);
    if (sliced) return sliced;
  }
  let rankingTried = !rankings;
  const fromRanking = async () => {
    if (rankingTried) return null;
    rankingTried = true;
    const ready = await rankings!.ready(source(), at);
    return ready && sliceRanking(ready, page);
  };
  const wordsServe = titleWords && titleWordsServe(keyword);
  const out: RankedId[] = [];
  let skip = page.skip ?? 0;
  for (let b = page.after?.bucket ?? 0; b < buckets.length && out.length < page.take; b++) {
    const after = page.after && b === page.after.bucket ? page.after : undefined;
    const want = page.take - out.length;
    if (b === 0 && wordsServe) {
      // The bucket's rows in title order after the cursor or `skip` of them (null past MAX_WORD_ROWS).
      const read = await titleWordRows(prisma, escapeLike(keyword), skip, want, after);
      if (read) {
        out.push(...read.rows.map((r) => ({ ...r, bucket: b })));
        skip -= read.skipped;
        continue;
      }
    }
    // Before the window of the title walk: the groups' walk is bounded on a first page (see groupWalk), 0.2 ms at
    // 1,000,000 products, where the window read 1,000 titles (5-30 ms) to find "men"'s page there or not at all. On a
    // deeper page it passes over bucket 0's rows of the groups, fewer than the page is deep (it is past all of them).
    if (b === 1 && groupBranches.length && (firstPage || after || skip + want <= GROUP_WALK_MAX_ROWS)) {
      const { rows, skipped } = await walkGroups(prisma, groupBranches, skip, want, after);
      out.push(...rows.map((r) => ({ ...r, bucket: b })));
      skip -= skipped;
      continue;
    }
    const probed = await probeBucket(prisma, buckets[b]!, skip, want, after, probe);
    if (probed) {
      out.push(...probed.map((r) => ({ ...r, bucket: b })));
      skip = 0;
      continue;
    }
    // Rather than read a bucket through the match indexes, a page takes a ready ranking, or starts one for the next.
    const sliced = await fromRanking();
    if (sliced) return sliced;
    const { rows, skipped } = await readBucket(prisma, buckets[b]!, skip, want, after);
    out.push(...rows.map((r) => ({ ...r, bucket: b })));
    skip -= skipped;
  }
  // Read, a page past the first starts the ranking for the pages after it (without waiting for it): after its own read,
  // which the ranking's making would otherwise slow on a busy machine.
  if (!firstPage) await fromRanking();
  return out;
}

/**
 * One page of matching ids, best first (see searchPlan), with the statement counting every match and the planner's
 * estimate of them (read once: the page's reading and its total both need it).
 */
export async function searchIds(
  prisma: PrismaClient,
  keyword: string,
  skip: number,
  take: number,
  groups: GroupNames,
  rankings?: SearchRankings,
  cached?: { at: ReadAt; estimates: PageCache<number> },
) {
  const { matches } = searchPlan(keyword, groups);
  // The estimate (an EXPLAIN, planned like the statement itself) kept per keyword under the page's stamps when given.
  const estimateNow = () => estimateRows(prisma, matches);
  const estimate = cached ? await cached.estimates.get(JSON.stringify([matches.sql, matches.values]), estimateNow, {}, cached.at) : await estimateNow();
  const rows = await rankedIds(prisma, keyword, groups, { skip, take }, { rankings, estimate, at: cached?.at });
  return { ids: rows.map((r) => r.id), matches, estimate };
}

/** A cursor names a row's place in the ranking (bucket, titleKey, id), signed for this keyword (see cursor.ts). */
const encodeCursor = (cursors: CursorCodec, walk: string, r: RankedId) => cursors.encode(walk, { b: r.bucket, k: r.titleKey, id: r.id });

function decodeCursor(cursors: CursorCodec, walk: string, after: unknown): SearchCursor | undefined {
  if (after === undefined || after === null || after === "") return undefined;
  const { b, k, id } = cursors.decode(walk, after);
  // Signed by us, but a bug must not become a 500.
  if (!Number.isInteger(b) || (b as number) < 0 || (b as number) >= BUCKETS.length || typeof k !== "string" || !isUuid(id)) throw badInput(BAD_CURSOR);
  return { bucket: b as number, titleKey: k, id: id as string };
}

/**
 * One page of a search as a Relay connection: the `first` matches after the cursor, in the ranking of searchProducts.
 * Keyset on (bucket, titleKey, id), so a product inserted or renamed during a walk never shifts the rest of it.
 */
export async function searchConnection<T>(
  prisma: PrismaClient,
  cursors: CursorCodec,
  args: { keyword: unknown; first: unknown; after: unknown },
  groups: GroupNames,
  load: (ids: string[]) => Promise<(T & { id: string })[]>,
  rankings?: SearchRankings,
): Promise<ConnectionView<T>> {
  const first = parseFirst(args.first);
  const keyword = normalizeKeyword(args.keyword);
  const walk = JSON.stringify(["searchProductsConnection", keyword]);
  const after = decodeCursor(cursors, walk, args.after);
  if (!keyword) return { edges: [], pageInfo: pageInfoOf([], false, after, () => "") };
  // One row more than asked tells whether another page follows.
  const rows = await rankedIds(prisma, keyword, groups, { take: first + 1, after }, { rankings });
  const page = rows.slice(0, first);
  const nodes = new Map((await load(page.map((r) => r.id))).map((n) => [n.id, n]));
  // A product deleted between the two reads is left out; the cursors still follow the ranking.
  const edges = page.flatMap((r) => (nodes.has(r.id) ? [edgeOf(nodes.get(r.id)!, () => encodeCursor(cursors, walk, r))] : []));
  return { edges, pageInfo: pageInfoOf(page, rows.length > first, after, (r) => encodeCursor(cursors, walk, r)) };
}
