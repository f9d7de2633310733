// Where each numbered listing page starts (see product.listing.ts): the last row of every page, per filter, sort and
// page size, kept in blocks of pages in a PageCache, so they follow its content stamp (a price, title, category,
// brand, visibility or delete on any replica drops them at once; a sale does not, as it moves no row in any order).
// Block b is read from the last anchor of block b-1: one index read of a block's rows, once per catalogue change, and a
// crawler walking pages 1-400 reads each row once in all rather than every row before each page.
// A filter whose members depend on stock (size, colour: "in stock") may have a product sell out before an anchor:
// its blocks are read again in the background once STOCK_BOUND_MS old while stock moves (as its pages and counts are),
// so meanwhile a page may start one product later than OFFSET would; each page still lists only products in stock
// (product.stock.ts).
import type { HotQuery, Prisma as PrismaClient } from "../../db/database.js";
import type { ProductSort } from "../shared-enums.js";
import type { CatalogueFilter } from "./product.filter.js";
import { anchorsAfter, pageProductsSql, type Anchor } from "./product.listing.js";
import { PageCache, type ReadAt } from "./product.cache.js";
import { PRODUCT_ROW_COLUMNS, PRODUCT_VIEW_COLUMNS, productViewOf, type ProductViewRow } from "./product.reader.js";
import type { ProductView } from "./product.views.js";
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

/** Where a page starts: the anchor it follows (null: the list's start) and the rows to skip after it. */
interface Start {
  anchor: Anchor | null;
  skip: number;
}

export class NumberedPages {
  private readonly prisma: PrismaClient;
  private readonly hotQuery: HotQuery;
  private readonly blocks: PageCache<Anchor[]>;
  private readonly blockRows: number;
  private readonly anchoredRows: number;
  /** blockRows, anchoredRows: BLOCK_ROWS and ANCHORED_ROWS (a test makes them small to cross blocks on a small catalogue). */
  constructor(db: { prisma: PrismaClient; hotQuery: HotQuery }, sizes: { blockRows?: number; anchoredRows?: number } = {}) {
    this.prisma = db.prisma;
    this.hotQuery = db.hotQuery;
    this.blocks = new PageCache(db.prisma, ANCHOR_TTL_MS, MAX_BLOCKS);
    this.blockRows = sizes.blockRows ?? BLOCK_ROWS;
    this.anchoredRows = sizes.anchoredRows ?? ANCHORED_ROWS;
  }

  /**
   * The products of page `page` (from 1) of `pageSize`: exactly the OFFSET page, read from the page before's last row,
   * its ids and rows in one statement, without Prisma's engine (HotQuery): a listing page the
   * page cache misses (every deep page a crawler walks) spent more of the server's CPU in its statements' round trips
   * than the database spent finding its rows. `withVariants` false: read without them (see PRODUCT_ROW_COLUMNS).
   */
  async products(f: CatalogueFilter, sort: ProductSort, page: number, pageSize: number, withVariants: boolean, at?: ReadAt): Promise<ProductView[]> {
    const start = await this.start(f, sort, page, pageSize, at);
    if (!start) return [];
    const columns = withVariants ? PRODUCT_VIEW_COLUMNS : PRODUCT_ROW_COLUMNS;
    return (await this.hotQuery<ProductViewRow>(pageProductsSql(f, sort, start.anchor, start.skip, pageSize, columns))).map(productViewOf);
  }

  /** Where page `page` starts: the anchor of the page before it, or the nearest one and the rows after it; null past the end. */
  private async start(f: CatalogueFilter, sort: ProductSort, page: number, pageSize: number, at?: ReadAt): Promise<Start | null> {
    const skip = (page - 1) * pageSize;
    const perBlock = Math.max(1, Math.floor(this.blockRows / pageSize));
    const anchoredPages = Math.floor(this.anchoredRows / pageSize);
    const before = Math.min(page - 1, anchoredPages); // pages the anchor can skip
    if (before === 0) return { anchor: null, skip };
    const block = await this.block(f, sort, pageSize, perBlock, Math.floor((before - 1) / perBlock), at);
    const anchor = block[(before - 1) % perBlock];
    if (!anchor) return null; // the list ends before the page
    return { anchor, skip: skip - before * pageSize };
  }

  /** Block b: the anchors of pages b*perBlock+1 .. (b+1)*perBlock (fewer where the list ends). */
  private block(f: CatalogueFilter, sort: ProductSort, pageSize: number, perBlock: number, b: number, at?: ReadAt): Promise<Anchor[]> {
    const key = JSON.stringify(["anchors", f, sort, pageSize, b]);
    return this.blocks.get(
      key,
      async (read) => {
        if (b === 0) return anchorsAfter(this.prisma, f, sort, null, pageSize, perBlock);
        const previous = await this.block(f, sort, pageSize, perBlock, b - 1, read);
        if (previous.length < perBlock) return []; // the list ended in the previous block
        return anchorsAfter(this.prisma, f, sort, previous[perBlock - 1]!, pageSize, perBlock);
      },
      { dependent: filterUsesStock(f) },
      at,
    );
  }
}
