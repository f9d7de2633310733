// Deep pages of a broad search from one ranking per keyword. Without it, each deep page of a keyword matching a large
// share of the catalogue read every match of its rank bucket through the trigram indexes and kept the page with a
// top-N sort: at 1,000,000 products, seconds per page, on every page. The ranking of the keyword's best matches
// (bucket, titleKey, id: searchPlan's order) is made once per catalogue change and a deep page or a cursor's next page
// is then a slice of it. It is held in the page cache, so it is dropped the moment the catalogue changes on any replica
// (its stamp; a sale is no change), and rebuilt in the background while in use. No page waits for one: a page past the
// first starts it once read, and pages are read bucket by bucket until it is made (rankedIds in product.search.ts).
//
// A ranking is read bucket by bucket too, each bucket in title order and only as far as the ranking still needs, in one
// snapshot: a keyword whose title words fill it ("jacket", "nike" at 1,000,000 products) is one walk of the title words'
// index, 0.14 s of the database, where one statement ranking every match took 3.8 s. Rankings are made one at a time per
// replica without parallel workers: made at once by a crawler's or shoppers' deep pages, they took both cores from every
// other shopper (page 400 of six keywords in turn, each starting its keyword's: 0.4-1 s a page at 1,000,000 products).
import { Prisma } from "../../generated/prisma/client.js";
import type { Prisma as PrismaClient } from "../../db/database.js";
import { PageCache, type ReadAt } from "./product.cache.js";

/** Where a search page ends: its bucket and the last product in it (keyset paging). */
export interface SearchCursor {
  bucket: number;
  titleKey: string;
  id: string;
}

export interface RankedId {
  id: string;
  titleKey: string;
  bucket: number;
}

/** A ranking serves this long at most (the stamp drops it at once when the catalogue changes). */
const RANKING_TTL_MS = 5 * 60_000;
/** Rankings kept per replica (a shop's broad keywords; each at most MAX_RANKED matches, about 6.5 MB). */
const MAX_RANKINGS = 12;
/**
 * Rankings waiting for the one being made, per replica. Past it a ranking is not started (the page is read bucket by
 * bucket, and the next page past the first asks again): the work a burst of new keywords can queue stays bounded.
 */
const MAX_WAITING = 4;
/**
 * Matches a ranking holds at most: 2,000 pages of 24. A keyword matching more keeps its best ones, and its pages past
 * them are read bucket by bucket. The bound also bounds the work of making one: reading it (JSON) blocks the event
 * loop in proportion to its size (with 250,000, the first-page searches' p95 at 1,000,000 products went to 940 ms).
 */
export const MAX_RANKED = 50_000;

/** The best matches of a keyword (every one when `complete`), best first, as three parallel columns. */
export interface Ranking {
  ids: string[];
  buckets: Uint8Array;
  titleKeys: string[];
  complete: boolean;
}

/** A transaction of the ranking's snapshot, for a bucket's read (RankingSource). */
export type RankingTx = Pick<PrismaClient, "$queryRaw">;

/**
 * What a keyword's ranking reads: `key`, the statement of every match with its bucket (searchPlan's `ranked`: what
 * names the ranking in the cache); per bucket, in rank order, the statement of its rows in title order (columns "id" and
 * "titleKey"), at most `limit`, with the planner settings it is read with; null when the bucket has no row.
 */
export interface RankingSource {
  key: Prisma.Sql;
  buckets: ((tx: RankingTx, limit: number) => Promise<{ rows: Prisma.Sql; settings: string[] } | null>)[];
}

/** A ranking's statements use no parallel workers: one ranking keeps to one core (see above). */
const RANKING_SETTINGS = ["SET LOCAL max_parallel_workers_per_gather = 0"];
/** What each bucket's read sets (SET LOCAL) is put back before the next one's. */
const PLANNER_RESET = ["SET LOCAL enable_seqscan TO DEFAULT", "SET LOCAL enable_indexscan TO DEFAULT", "SET LOCAL enable_bitmapscan TO DEFAULT"];

class RankingsBusy extends Error {}

export class SearchRankings {
  private readonly cache: PageCache<Ranking>;
  /** The ranking being made (the next one starts after it), and how many wait for it. */
  private making: Promise<unknown> = Promise.resolve();
  private waiting = 0;
  /** max: matches a ranking holds at most (MAX_RANKED; a test lowers it). */
  constructor(
    private readonly prisma: PrismaClient,
    private readonly max = MAX_RANKED,
  ) {
    this.cache = new PageCache(prisma, RANKING_TTL_MS, MAX_RANKINGS);
  }

  clear() {
    this.cache.clear();
  }

  /**
   * The keyword's ranking when one is ready; otherwise null at once, and it is made in the background (once per
   * catalogue change) for the pages after. There is no waiting read: a page is read bucket by bucket meanwhile
   * (rankedIds in product.search.ts).
   */
  ready(source: RankingSource, at?: ReadAt): Promise<Ranking | null> {
    return this.cache.cachedOrWarm(JSON.stringify([source.key.sql, source.key.values]), () => this.inTurn(() => rank(this.prisma, source, this.max)), at);
  }

  /** The keyword's ranking when one is ready; otherwise null, and none is started. */
  made(source: RankingSource, at?: ReadAt): Promise<Ranking | null> {
    return this.cache.cachedOnly(JSON.stringify([source.key.sql, source.key.values]), at);
  }

  /** One ranking at a time; refused (a failed load is not kept: asked again later) past MAX_WAITING waiting. */
  private inTurn<T>(make: () => Promise<T>): Promise<T> {
    if (this.waiting >= MAX_WAITING) return Promise.reject(new RankingsBusy("rankings busy"));
    this.waiting++;
    const turn = this.making.then(() => {
      this.waiting--;
      return make();
    });
    this.making = turn.catch(() => undefined);
    return turn;
  }
}

/** A bucket's rows for a ranking, in title order, as one JSON value ([id, titleKey] pairs): rows cost Node more. */
const asJson = (rows: Prisma.Sql) => Prisma.sql`
  SELECT json_agg(json_build_array("id"::text, "titleKey") ORDER BY "titleKey", "id"::uuid) AS "rows" FROM (${rows}) "b"`;

/**
 * The best `max` matches (and whether that is all of them), bucket by bucket, each read only as far as the ranking
 * still needs: the later buckets of a keyword whose first ones fill it are never read. One snapshot for every bucket
 * (REPEATABLE READ), so a product renamed meanwhile is not in two buckets or in none.
 */
async function rank(prisma: PrismaClient, source: RankingSource, max: number): Promise<Ranking> {
  const all = await prisma.$transaction(
    async (tx) => {
      const found: [number, string, string][] = [];
      for (let b = 0; b < source.buckets.length && found.length <= max; b++) {
        const read = await source.buckets[b]!(tx, max + 1 - found.length);
        if (!read) continue;
        for (const setting of [...PLANNER_RESET, ...RANKING_SETTINGS, ...read.settings]) await tx.$executeRawUnsafe(setting);
        const [row] = await tx.$queryRaw<{ rows: [string, string][] | string | null }[]>(asJson(read.rows));
        const rows = (typeof row?.rows === "string" ? JSON.parse(row.rows) : row?.rows ?? []) as [string, string][];
        for (const [id, titleKey] of rows) found.push([b, id, titleKey]);
      }
      return found;
    },
    // A broad keyword's later buckets at 1,000,000 products on a saturated machine: slow is better than failed.
    { isolationLevel: "RepeatableRead", maxWait: 30_000, timeout: 60_000 },
  );
  const entries = all.slice(0, max);
  const ranking: Ranking = { ids: new Array(entries.length), buckets: new Uint8Array(entries.length), titleKeys: new Array(entries.length), complete: all.length <= max };
  entries.forEach(([bucket, id, titleKey], i) => {
    ranking.buckets[i] = bucket;
    ranking.ids[i] = id;
    ranking.titleKeys[i] = titleKey;
  });
  return ranking;
}

/**
 * The `take` matches after `skip` of them, or after the cursor's row. A cursor is placed by its row: found in the
 * ranking with the same bucket and titleKey, the rows after it are exactly those after its key (the ranking is in
 * key order). null when the cursor's product has gone or moved since (renamed, or its category or brand renamed):
 * the caller then reads the page by keyset. Also null for a page past the matches an incomplete ranking holds.
 */
export function sliceRanking(ranking: Ranking, page: { skip?: number; take: number; after?: SearchCursor }): RankedId[] | null {
  let from = page.skip ?? 0;
  if (page.after) {
    const at = ranking.ids.indexOf(page.after.id);
    if (at < 0 || ranking.buckets[at] !== page.after.bucket || ranking.titleKeys[at] !== page.after.titleKey) return null;
    from = at + 1;
  }
  if (!ranking.complete && from + page.take > ranking.ids.length) return null;
  const out: RankedId[] = [];
  for (let i = from; i < Math.min(ranking.ids.length, from + page.take); i++) {
    out.push({ id: ranking.ids[i]!, titleKey: ranking.titleKeys[i]!, bucket: ranking.buckets[i]! });
  }
  return out;
}
