// Where each numbered listing page starts (see product.listing.ts): the last row of every page, per filter, sort and
// page size, kept in blocks of pages in a PageCache, so they follow its content stamp (a price, title, category,
// brand, visibility or delete on any replica drops them at once; a sale does not, as it moves no row in any order).
// Block b is read from the last anchor of block b-1: one index read of a block's rows, once per catalogue change, and a
// crawler walking pages 1-400 reads each row once in all rather than every row before each page.
// A filter whose members depend on stock (size, colour: "in stock") may have a product sell out before an anchor:
// its blocks are read again in the background once STOCK_BOUND_MS old while stock moves (as its pages and counts are),
// so meanwhile a page may start one product later than OFFSET would; each page still lists only products in stock
// (product.stock.ts).
import type { Prisma as PrismaClient } from "../../db/database.js";
import type { ProductSort } from "../shared-enums.js";
import type { CatalogueFilter } from "./product.filter.js";
import { anchorsAfter, pageAfter, type Anchor } from "./product.listing.js";
import { PageCache } from "./product.cache.js";
import { filterUsesStock } from "./product.stock.js";

/** About how many rows a block of anchors covers (whole pages): one read of this many index entries per range. */
const BLOCK_ROWS = 1_000;
/**
 * Rows covered by anchors: deeper pages start from the last anchor and skip the rest by OFFSET (page 2,000 of 24).
 * A catalogue change makes every block be read again in turn, so this bounds what one deep request can cost then.
 */
export const ANCHORED_ROWS = 48_000;
/** Anchors keep while the content stamp is unchanged (and are read again in the background while in use). */
const ANCHOR_TTL_MS = 10 * 60_000;
const MAX_BLOCKS = 4_000;

export class NumberedPages {
  private readonly blocks: PageCache<Anchor[]>;
  private readonly blockRows: number;
  private readonly anchoredRows: number;
  /** blockRows, anchoredRows: BLOCK_ROWS and ANCHORED_ROWS (a test makes them small to cross blocks on a small catalogue). */
  constructor(
    private readonly prisma: PrismaClient,
    sizes: { blockRows?: number; anchoredRows?: number } = {},
  ) {
    this.blocks = new PageCache(prisma, ANCHOR_TTL_MS, MAX_BLOCKS);
    this.blockRows = sizes.blockRows ?? BLOCK_ROWS;
    this.anchoredRows = sizes.anchoredRows ?? ANCHORED_ROWS;
  }

  /** The ids of page `page` (from 1) of `pageSize`: exactly the OFFSET page, read from the page before's last row. */
  async ids(f: CatalogueFilter, sort: ProductSort, page: number, pageSize: number): Promise<string[]> {
    const skip = (page - 1) * pageSize;
    const perBlock = Math.max(1, Math.floor(this.blockRows / pageSize));
    const anchoredPages = Math.floor(this.anchoredRows / pageSize);
    const before = Math.min(page - 1, anchoredPages); // pages the anchor can skip
    if (before === 0) return pageAfter(this.prisma, f, sort, null, skip, pageSize);
    const block = await this.block(f, sort, pageSize, perBlock, Math.floor((before - 1) / perBlock));
    const anchor = block[(before - 1) % perBlock];
    if (!anchor) return []; // the list ends before the page
    return pageAfter(this.prisma, f, sort, anchor, skip - before * pageSize, pageSize);
  }

  /** Block b: the anchors of pages b*perBlock+1 .. (b+1)*perBlock (fewer where the list ends). */
  private block(f: CatalogueFilter, sort: ProductSort, pageSize: number, perBlock: number, b: number): Promise<Anchor[]> {
    const key = JSON.stringify(["anchors", f, sort, pageSize, b]);
    return this.blocks.get(
      key,
      async () => {
        if (b === 0) return anchorsAfter(this.prisma, f, sort, null, pageSize, perBlock);
        const previous = await this.block(f, sort, pageSize, perBlock, b - 1);
        if (previous.length < perBlock) return []; // the list ended in the previous block
        return anchorsAfter(this.prisma, f, sort, previous[perBlock - 1]!, pageSize, perBlock);
      },
      { dependent: filterUsesStock(f) },
    );
  }
}
