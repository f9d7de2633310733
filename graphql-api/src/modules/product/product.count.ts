// How many products a listing or a search matches, without counting the whole catalogue on every page. The rule:
//  1. A page that shows the end (some rows but fewer than asked, or none on the first page) knows its total: the rows
//     before it plus its own. No statement runs.
//  2. Otherwise the total of that filter or keyword, cached per normalised filter or keyword until the catalogue
//     changes (the page cache's stamp: any product write but stock, delete, category or brand change, on any replica;
//     a filter whose members depend on stock is also recounted in the background while stock moves):
//     - the planner's estimate of the matches (EXPLAIN: no row is read) below EXACT_BELOW: the exact count, cheap at
//       that size (an index range of at most some thousands of entries);
//     - from EXACT_BELOW on: the estimate itself, flagged totalIsEstimate (a broad filter at 1,000,000 products
//       matches hundreds of thousands of rows, and counting them cost more than the page).
//  3. An estimated total is never below the rows the page proves exist (one more than them after a full page, so the
//     pager offers the next page). A page past the end under an estimate is counted exactly, so a pager that followed
//     a too-high estimate learns where the end is.
import { Prisma } from "../../generated/prisma/client.js";
import type { Prisma as PrismaClient } from "../../db/database.js";
import { PageCache, type ReadAt } from "./product.cache.js";
import { estimateRows } from "./product.search.js";

/** Estimated matches from which the total is the planner's estimate rather than a count. */
export const EXACT_BELOW = 10_000;
/** A cached total serves this long at most while the catalogue is unchanged (the stamp drops it at once otherwise). */
const COUNT_TTL_MS = 5 * 60_000;

export interface Total {
  total: number;
  /** The planner's estimate (see the rule above), not an exact count. */
  totalIsEstimate: boolean;
}

/** Where a page sits: the rows before it, the rows it got, the rows it asked for. */
export interface PageSpan {
  skip: number;
  got: number;
  take: number;
}

export class CatalogueCounts {
  private readonly totals: PageCache<Total>;
  /** exactBelow: the threshold (see EXACT_BELOW; a test lowers it to reach the estimate path on a small catalogue). */
  constructor(
    private readonly prisma: PrismaClient,
    private readonly exactBelow = EXACT_BELOW,
  ) {
    this.totals = new PageCache(prisma, COUNT_TTL_MS);
  }

  clear() {
    this.totals.clear();
  }

  /**
   * The total of a page (see the rule at the top); `key` names the filter or keyword, `matches` selects one row per
   * match. `exact`: never an estimate (the REST facade's clients have no way to learn that a total is one), still
   * cached per filter until the catalogue changes. `estimate`: the planner's estimate of `matches` when the caller
   * already read it (search's first pages need it too), so it is not asked twice. `at`: the page's read (see ReadAt).
   */
  async total(key: string, matches: Prisma.Sql, page: PageSpan, exact = false, usesStock = false, estimate?: number, at?: ReadAt): Promise<Total> {
    const seen = page.skip + page.got;
    if ((page.got > 0 && page.got < page.take) || (page.got === 0 && page.skip === 0)) return { total: seen, totalIsEstimate: false };
    // An "in stock" filter's total moves with sales: reloaded in the background while stock moves (see product.cache.ts).
    const stock = { dependent: usesStock };
    if (exact) return this.totals.get(JSON.stringify(["exact", key]), async () => ({ total: await this.count(matches), totalIsEstimate: false }), stock, at);
    const cached = await this.totals.get(key, () => this.countOrEstimate(matches, estimate), stock, at);
    if (!cached.totalIsEstimate) return cached;
    if (page.got === 0) return { total: await this.count(matches), totalIsEstimate: false };
    return { total: Math.max(cached.total, seen + 1), totalIsEstimate: true };
  }

  private async countOrEstimate(matches: Prisma.Sql, known?: number): Promise<Total> {
    const estimate = known ?? (await this.estimate(matches));
    if (estimate >= this.exactBelow) return { total: estimate, totalIsEstimate: true };
    return { total: await this.count(matches), totalIsEstimate: false };
  }

  private async count(matches: Prisma.Sql): Promise<number> {
    const rows = await this.prisma.$queryRaw<{ n: number }[]>(Prisma.sql`SELECT count(*)::int AS "n" FROM (${matches}) "m"`);
    return Number(rows[0]?.n ?? 0);
  }

  /** The planner's row estimate of the statement (its statistics, refreshed by autovacuum's ANALYZE). */
  private estimate(matches: Prisma.Sql): Promise<number> {
    return estimateRows(this.prisma, matches);
  }
}
