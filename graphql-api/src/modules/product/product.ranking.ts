// Deep pages of a broad search from one ranking per keyword. Without it, each deep page of a keyword matching a large
// share of the catalogue read every match of its rank bucket through the trigram indexes and kept the page with a
// top-N sort: at 1,000,000 products, seconds per page, on every page. The ranking of all the keyword's matches
// (bucket, titleKey, id: searchPlan's order) is made once per catalogue change, in one statement, and a deep page or a
// cursor's next page is then a slice of it. It is held in the page cache, so it is dropped the moment the catalogue
// changes on any replica (its stamp; a sale is no change), and rebuilt in the background while in use. No page waits
// for one (reading one took 7 s for a broad keyword at 1,000,000 products): a page past the first starts it in the
// background and is read bucket by bucket meanwhile, each bucket through an index in title order where it has one.
import { Prisma } from "../../generated/prisma/client.js";
import type { Prisma as PrismaClient } from "../../db/database.js";
import { PageCache, type ReadAt } from "./product.cache.js";
import { throughMatchIndexes } from "./product.match-indexes.js";

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

export class SearchRankings {
  private readonly cache: PageCache<Ranking>;
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
   * The ranking of `ranked` (searchPlan's statement of every match with its bucket) when one is ready; otherwise null at
   * once, and it is made in the background (once per catalogue change) for the pages after. There is no waiting read:
   * a page is read bucket by bucket meanwhile (rankedIds in product.search.ts).
   */
  ready(ranked: Prisma.Sql, at?: ReadAt): Promise<Ranking | null> {
    return this.cache.cachedOrWarm(JSON.stringify([ranked.sql, ranked.values]), () => rank(this.prisma, ranked, this.max), at);
  }
}

/** The statement of a ranking: the best `max` + 1 matches of `ranked`, in one JSON value (see rank). */
export const rankingStatement = (ranked: Prisma.Sql, max: number) => Prisma.sql`
  SELECT json_agg(json_build_array("bucket", "id", "titleKey") ORDER BY "bucket", "titleKey", "id") AS "ranking"
  FROM (SELECT * FROM (${ranked}) "m" ORDER BY "bucket", "titleKey", "id" LIMIT ${max + 1}) "best"`;

async function rank(prisma: PrismaClient, ranked: Prisma.Sql, max: number): Promise<Ranking> {
  // One value (JSON) for the whole ranking: hundreds of thousands of rows cost Node more as rows.
  const [row] = await throughMatchIndexes<{ ranking: [number, string, string][] | string | null }>(prisma, rankingStatement(ranked, max));
  const all = (typeof row?.ranking === "string" ? JSON.parse(row.ranking) : row?.ranking ?? []) as [number, string, string][];
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
