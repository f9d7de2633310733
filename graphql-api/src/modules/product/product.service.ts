// The catalogue: filtered, sorted and paged listings, facet counts and search (served from the page cache while nothing
// changed), single products with their variants, and admin edits (fields and variant grid) that keep a sale price
// below the price even under concurrent edits.
import crypto from "node:crypto";
import type { ServiceDeps } from "../../service-deps.js";
import type { Viewer } from "../../auth/viewer.js";
import { badInput, FieldsError, notFound } from "../../errors.js";
import { isUniqueViolation } from "../../db/prisma-errors.js";
import { isUuid } from "../../ids.js";
import { offsetOf, parsePaging } from "../../paging.js";
import type { Prisma, Product, ProductVariant } from "../../generated/prisma/client.js";
import {
  checkSalePrice,
  parseProductFields,
  parseSort,
  type ProductData,
  type ProductFields,
} from "./product.validation.js";
import { facetCounts, filterMatches, parseCatalogueFilter, type CatalogueFilterArgs, type ProductFacetsView } from "./product.filter.js";
import { parseVariantGrid, type VariantCell } from "./variant.validation.js";
import { describeVariant, saveGrid, takenSkus, type GridResult } from "./variant.grid.js";
import { normalizeKeyword, searchConnection, searchIds } from "./product.search.js";
import { PageCache, readNow } from "./product.cache.js";
import { filterUsesStock, withStockOfNow } from "./product.stock.js";
import { NumberedPages } from "./product.anchors.js";
import { productsConnection, pruneKeyVersions, type ProductConnectionArgs } from "./product.connection.js";
import { CursorCodec, type ConnectionView } from "../../cursor.js";
import { CatalogueCounts } from "./product.count.js";
import { readProducts } from "./product.reader.js";
import { productChanged } from "../webhook/webhook.outbox.js";
import { SearchRankings } from "./product.ranking.js";
import { AuditAction, diffFields, recordAudit } from "../audit/audit.service.js";
import { LowStockService } from "../dashboard/low-stock.js";
import { KnownSlugs, resolveSlug, visibleNames } from "../taxonomy/taxonomy.service.js";
import { toVariantView, VARIANT_ORDER } from "./variants.js";
import type { ProductPageView, ProductView } from "./product.views.js";
import { normalizeSlug, productUrl } from "./product.url.js";
import { backfillSlugs } from "./product.slugs.js";
import { SITEMAP_MAX_URLS, sitemapChunks, sitemapEntries, type SitemapChunk, type SitemapEntry } from "./product.sitemap.js";

/** How long a replica answers the sitemap index from memory: it reads every product, and crawlers ask for it often. */
const SITEMAP_INDEX_MS = 10 * 60 * 1000;

/** The fields an admin edits, as the audit log records them (money in cents). */
const AUDITED_FIELDS = ["title", "description", "category", "brand", "image", "priceCents", "salePriceCents", "totalStock"] as const;

export const PRODUCT_NOT_FOUND = "Product not found";
const PRODUCT_PAGE_SIZE = 24;

export type { ProductPageView, ProductView } from "./product.views.js";

/** How every product read includes its variants. */
export const WITH_VARIANTS = { variants: { orderBy: VARIANT_ORDER } } satisfies Prisma.ProductInclude;

export const toProductView = (p: Product & { variants: ProductVariant[] }): ProductView => ({
  id: p.id,
  title: p.title,
  slug: p.slug ?? p.id,
  description: p.description,
  category: p.category,
  brand: p.brand,
  image: p.image,
  priceCents: p.priceCents,
  salePriceCents: p.salePriceCents,
  totalStock: p.totalStock,
  averageReview: p.averageReview,
  reviewCount: p.reviewCount,
  variants: p.variants.map((v) => toVariantView(v, p)),
});

export interface ListArgs {
  filter?: CatalogueFilterArgs | null;
  sortBy?: unknown;
  page?: unknown;
  pageSize?: unknown;
}

/** How many ids productsByIds takes at once: a page's worth, like pageSize and first. */
export const MAX_BY_IDS = 100;

/** How long the visible categories' and brands' names and a keyword's estimate keep while the stamps are unchanged. */
const NAMES_TTL_MS = 5 * 60_000;

/** A keyword no title, description, category or brand holds (see warmUp). */
const WARM_UP_KEYWORD = "\u0001warm-up";

export class ProductService {
  private readonly pages: PageCache<ProductPageView>;
  private readonly facetPages: PageCache<ProductFacetsView>;
  private readonly cursors: CursorCodec;
  private readonly counts: CatalogueCounts;
  private readonly rankings: SearchRankings;
  private readonly numbered: NumberedPages;
  private readonly slugs: KnownSlugs;
  private readonly names: PageCache<Awaited<ReturnType<typeof visibleNames>>>;
  private readonly estimates: PageCache<number>;
  private readonly sitemapIndex = new Map<number, { at: number; chunks: Promise<SitemapChunk[]> }>();
  constructor(private readonly deps: ServiceDeps) {
    this.pages = new PageCache(deps.prisma);
    this.facetPages = new PageCache(deps.prisma);
    this.cursors = new CursorCodec(deps.config.tokenSecret);
    this.counts = new CatalogueCounts(deps.prisma, deps.config.exactCountBelow);
    this.rankings = new SearchRankings(deps.prisma);
    this.numbered = new NumberedPages(deps);
    this.slugs = new KnownSlugs(deps.prisma);
    this.names = new PageCache(deps.prisma, NAMES_TTL_MS, 1);
    this.estimates = new PageCache(deps.prisma, NAMES_TTL_MS);
  }

  /** Partners' cursor walk: the catalogue as it stood at the walk's first page (see product.connection.ts). */
  async connection(_viewer: Viewer | null, args: ProductConnectionArgs): Promise<ConnectionView<ProductView>> {
    return productsConnection(this.deps, this.cursors, args);
  }

  /** Forgets the key versions no cursor walk can need any more (a periodic job). */
  pruneWalkVersions(): Promise<number> {
    return pruneKeyVersions(this.deps.prisma);
  }

  /**
   * The catalogue, filtered (OR within a group, AND across groups), sorted and paginated. `exactTotal`: count rather
   * than estimate a large total (see product.count.ts), for callers that cannot be told it is an estimate.
   * `withVariants` false: the caller shows none of the products' variants (see ROW_FIELDS), so they are not read.
   */
  async list(_viewer: Viewer | null, args: ListArgs = {}, exactTotal = false, withVariants = true): Promise<ProductPageView> {
    const filter = parseCatalogueFilter(args.filter);
    const sort = parseSort(args.sortBy);
    const { page, pageSize } = parsePaging(args.page, args.pageSize, PRODUCT_PAGE_SIZE);
    const usesStock = filterUsesStock(filter);
    // An "in stock" filter checks each product's variants on every read after a sale: those pages always hold them.
    const variants = withVariants || usesStock;
    const stock = {
      freshen: (view: ProductPageView) => withStockOfNow(this.deps.hotQuery, view, variants, usesStock ? filter : undefined),
      exact: usesStock,
      dependent: usesStock,
    };
    return this.pages.get(JSON.stringify(["list", filter, sort, page, pageSize, exactTotal, variants]), async (at) => {
      // Checked on a miss only: a page once served named existing slugs, and none is ever deleted.
      await Promise.all([this.slugs.require("category", filter.categories), this.slugs.require("brand", filter.brands)]);
      // The page's products by keyset from the page before's last row (product.anchors.ts), ids and rows in one
      // statement; the total: product.count.ts. The anchors and the total are checked against this page's stamps.
      const skip = offsetOf({ page, pageSize });
      const items = await this.numbered.products(filter, sort, page, pageSize, variants, at);
      const span = { skip, got: items.length, take: pageSize };
      const total = await this.counts.total(JSON.stringify(["list", filter]), filterMatches(filter), span, exactTotal, usesStock, undefined, at);
      return { items, ...total, page, pageSize };
    }, stock, await readNow(this.deps.hotQuery));
  }

  /** How many products each value of each filter group would list (see product.filter.ts), from the page cache. */
  async facets(_viewer: Viewer | null, filterArgs: CatalogueFilterArgs | null | undefined): Promise<ProductFacetsView> {
    const filter = parseCatalogueFilter(filterArgs);
    // The size and colour counts count variants in stock: reloaded in the background while stock moves.
    return this.facetPages.get(JSON.stringify(["facets", filter]), () => facetCounts(this.deps.prisma, filter), { dependent: true });
  }

  /** The products with these ids, in the order given; ids deleted meanwhile are left out. */
  private productsInOrder(ids: string[]): Promise<ProductView[]> {
    return readProducts(this.deps.prisma, ids);
  }

  /**
   * Many products by id, in the order asked, one answer per id: null for an id no product has (deleted, never
   * existed, or not an id at all), so one unknown id nulls nothing else. At most MAX_BY_IDS ids.
   */
  async byIds(_viewer: Viewer | null, ids: readonly string[]): Promise<(ProductView | null)[]> {
    if (ids.length > MAX_BY_IDS) throw badInput(`Ask for at most ${MAX_BY_IDS} ids at a time (${ids.length} were sent).`);
    const found = new Map((await readProducts(this.deps.prisma, [...new Set(ids.filter(isUuid))])).map((p) => [p.id, p]));
    return ids.map((id) => found.get(id) ?? null);
  }

  async get(_viewer: Viewer | null, id: string): Promise<ProductView> {
    return toProductView(await this.find(id));
  }

  /**
   * The product a slug names now or named before a rename (ProductSlug keeps every slug a product had), or whose id
   * it is (/shop/product/<id> works for every product); null when none. The caller tells an old slug or an id by the
   * answer's slug differing from it.
   */
  async bySlug(_viewer: Viewer | null, slugInput: unknown): Promise<ProductView | null> {
    const slug = normalizeSlug(slugInput);
    if (!slug) return null;
    const { prisma } = this.deps;
    const current = await prisma.product.findUnique({ where: { slug }, include: WITH_VARIANTS });
    if (current) return toProductView(current);
    const former = await prisma.productSlug.findUnique({ where: { slug }, select: { productId: true } });
    const id = former?.productId ?? (isUuid(slug) ? slug : null);
    const row = id && (await prisma.product.findUnique({ where: { id }, include: WITH_VARIANTS }));
    return row ? toProductView(row) : null;
  }

  /** Gives the products from before slugs theirs, a batch per transaction (the job catalogue.backfillSlugs). */
  backfillSlugs(batch?: number): Promise<number> {
    return backfillSlugs(this.deps.hotQuery, batch);
  }

  /** The product sitemaps of `size` products each (see product.sitemap.ts), as read at most 10 minutes ago. */
  sitemaps(size = SITEMAP_MAX_URLS): Promise<SitemapChunk[]> {
    const kept = this.sitemapIndex.get(size);
    if (kept && Date.now() - kept.at < SITEMAP_INDEX_MS) return kept.chunks;
    const chunks = sitemapChunks(this.deps.hotQuery, size);
    this.sitemapIndex.set(size, { at: Date.now(), chunks });
    chunks.catch(() => this.sitemapIndex.delete(size));
    return chunks;
  }

  /** One product sitemap's products, a batch at a time (never the whole catalogue at once). */
  sitemapEntries(firstId: string, size = SITEMAP_MAX_URLS): AsyncGenerator<SitemapEntry[]> {
    return sitemapEntries(this.deps.hotQuery, firstId, size);
  }

  /** The absolute address of a product's page. */
  urlOf(product: Pick<ProductView, "slug">): string {
    return productUrl(this.deps.config.publicUrl, product.slug);
  }

  /**
   * Case-insensitive literal match on title, description, category and brand; title matches rank first.
   * `withVariants` false: the caller shows none of the products' variants (see ROW_FIELDS), so they are not read, and
   * after a sale the page reads its products' totals instead of every variant's stock.
   */
  async search(_viewer: Viewer | null, keyword: unknown, page?: unknown, pageSize?: unknown, exactTotal = false, withVariants = true): Promise<ProductPageView> {
    const paging = parsePaging(page, pageSize, PRODUCT_PAGE_SIZE);
    const k = normalizeKeyword(keyword);
    if (!k) return { items: [], total: 0, totalIsEstimate: false, ...paging };
    return this.pages.get(JSON.stringify(["search", k, paging.page, paging.pageSize, exactTotal, withVariants]), async (at) => {
      const skip = offsetOf(paging);
      // What a keyword may name, the estimate of its matches and its ranking are kept under this page's stamps (the
      // categories' and brands' changes are in them): a deep page the cache misses reads only its products.
      const names = await this.names.get("names", () => visibleNames(this.deps.prisma), {}, at);
      const { ids, matches, estimate } = await searchIds(this.deps.prisma, k, skip, paging.pageSize, names, this.rankings, { at, estimates: this.estimates });
      const total = await this.counts.total(JSON.stringify(["search", k]), matches, { skip, got: ids.length, take: paging.pageSize }, exactTotal, false, estimate, at);
      return { items: await readProducts(this.deps.prisma, ids, withVariants), ...total, ...paging };
    }, { freshen: (view) => withStockOfNow(this.deps.hotQuery, view, withVariants) }, await readNow(this.deps.hotQuery));
  }

  /**
   * One search for a keyword no product holds, run before the server takes requests: the first search after a start
   * paid about 30 ms more of the server's CPU than the next ones (its code's first run: 40 vs 10 ms at 1,000,000
   * products), which on a busy machine made the first shopper's broad search the slowest of all (85-281 ms at load
   * 8-10, the next keywords 33-115). Nothing a shopper asks is cached by it: only that keyword's empty page.
   */
  async warmUp(): Promise<void> {
    await this.search(null, WARM_UP_KEYWORD);
  }

  /** Search for partners: a Relay connection walked by keyset on (rank bucket, titleKey, id), never OFFSET. */
  async searchConnection(_viewer: Viewer | null, keyword: unknown, first: unknown, after: unknown): Promise<ConnectionView<ProductView>> {
    const names = await visibleNames(this.deps.prisma);
    return searchConnection(this.deps.prisma, this.cursors, { keyword, first, after }, names, (ids) => this.productsInOrder(ids), this.rankings);
  }

  /**
   * A product with its variant grid, or without one a single default variant holding totalStock (its SKU the id's
   * first 12 hex digits, as the migration gave existing products). `admin`: who is acting, for the audit log.
   */
  async create(input: ProductFields, admin?: Viewer | null): Promise<ProductView> {
    const cells = input?.variants !== undefined && input.variants !== null ? parseVariantGrid(input.variants) : null;
    const data = parseProductFields(input, true) as ProductData;
    checkSalePrice(data.priceCents, data.salePriceCents);
    const id = crypto.randomUUID();
    const variants = cells ?? [{ sku: id.replaceAll("-", "").slice(0, 12).toUpperCase(), size: "", colour: "", stock: data.totalStock, priceCents: null }];
    const row = await skuConflict(
      this.deps.prisma.$transaction(async (tx) => {
        await this.resolveTaxonomy(tx, data);
        const taken = cells ? await takenSkus(tx, id, cells) : [];
        if (taken.length) throw new FieldsError(taken);
        await tx.product.create({
          data: { ...data, id, totalStock: 0, variants: { create: variants.map(({ sku, size, colour, stock, priceCents }, position) => ({ sku, size, colour, stock, priceCents, position })) } },
        });
        const created = await tx.product.findUniqueOrThrow({ where: { id }, include: WITH_VARIANTS });
        await productChanged(tx, "created", id);
        if (admin) {
          const changes = [...diffFields(null, created, AUDITED_FIELDS), ...(cells ? created.variants.map((v) => ({ field: `variants[${v.sku}]`, before: null, after: describeVariant(v) })) : [])];
          await recordAudit(tx, { actorId: admin.id, action: AuditAction.productCreate, targetType: "product", targetId: created.id, targetLabel: created.title, changes });
        }
        return created;
      }),
    );
    return toProductView(row);
  }

  /**
   * Changes only the fields given; the sale-price rule is checked on the result. `variants` replaces the grid;
   * totalStock alone sets the stock of a product's only variant (a product with several is edited through variants).
   */
  async update(id: string, input: ProductFields, admin?: Viewer | null): Promise<ProductView> {
    const cells = input?.variants !== undefined && input.variants !== null ? parseVariantGrid(input.variants) : null;
    const { totalStock, ...changes } = parseProductFields(input, false);
    if (!isUuid(id)) throw notFound(PRODUCT_NOT_FOUND);
    const threshold = this.deps.config.lowStockThreshold;
    // Read and write in one transaction with the row locked, so a concurrent price edit cannot slip past the sale rule
    // (and the product is locked before its variants, the order every stock writer keeps: see order-moves.ts).
    const row = await skuConflict(
      this.deps.prisma.$transaction(async (tx) => {
        await tx.$queryRaw`SELECT 1 FROM "Product" WHERE "id" = ${id}::uuid FOR UPDATE`;
        const current = await tx.product.findUnique({ where: { id }, include: WITH_VARIANTS });
        if (!current) throw notFound(PRODUCT_NOT_FOUND);
        const priceCents = changes.priceCents ?? current.priceCents;
        const salePriceCents = changes.salePriceCents ?? current.salePriceCents;
        checkSalePrice(priceCents, salePriceCents);
        await this.resolveTaxonomy(tx, changes);
        const grid: GridResult = cells
          ? await saveGrid(tx, id, cells, current.variants, threshold)
          : totalStock !== undefined && totalStock !== current.totalStock
            ? { ...(await saveGrid(tx, id, [{ ...cellOf(onlyVariant(current.variants)), stock: totalStock }], current.variants, threshold)), changes: [] }
            : { changes: [], crossings: [] };
        await tx.product.update({ where: { id }, data: changes });
        const updated = await tx.product.findUniqueOrThrow({ where: { id }, include: WITH_VARIANTS });
        await productChanged(tx, "updated", id, new Map(current.variants.map((v) => [v.id, v.stock])));
        const changed = [...diffFields(current, updated, AUDITED_FIELDS), ...grid.changes];
        if (admin && changed.length) {
          await recordAudit(tx, { actorId: admin.id, action: AuditAction.productUpdate, targetType: "product", targetId: id, targetLabel: updated.title, changes: changed });
        }
        return { updated, crossings: grid.crossings };
      }),
    );
    // An edit that runs a variant's stock low counts a crossing, as a sale does (see dashboard/low-stock.ts).
    await new LowStockService(this.deps).queueAlerts(row.crossings);
    return toProductView(row.updated);
  }

  /** Returns the id. Orders keep their own copy of the line (title, image, price); only the link is cleared. */
  async delete(id: string, admin?: Viewer | null): Promise<string> {
    if (!isUuid(id)) throw notFound(PRODUCT_NOT_FOUND);
    const count = await this.deps.prisma.$transaction(async (tx) => {
      const before = admin ? await tx.product.findUnique({ where: { id } }) : null;
      const { count } = await tx.product.deleteMany({ where: { id } });
      if (admin && before && count > 0) {
        const changes = diffFields(before, null, AUDITED_FIELDS);
        await recordAudit(tx, { actorId: admin.id, action: AuditAction.productDelete, targetType: "product", targetId: id, targetLabel: before.title, changes });
      }
      // A delete leaves no updatedAt behind: stamp it for every replica's page cache.
      if (count > 0) {
        await tx.catalogueDeletion.update({ where: { id: 1 }, data: { deletedAt: new Date() } });
        await productChanged(tx, "deleted", id);
      }
      return count;
    });
    this.pages.clear();
    this.counts.clear();
    this.rankings.clear();
    if (count === 0) throw notFound(PRODUCT_NOT_FOUND);
    return id;
  }

  /** Replaces the category and brand sent with the slugs they name, or refuses them (BAD_USER_INPUT). */
  private async resolveTaxonomy(tx: Prisma.TransactionClient, data: Partial<ProductData>) {
    if (data.category !== undefined) data.category = await resolveSlug(tx, "category", data.category);
    if (data.brand !== undefined) data.brand = await resolveSlug(tx, "brand", data.brand);
  }

  private async find(id: string) {
    const row = isUuid(id) ? await this.deps.prisma.product.findUnique({ where: { id }, include: WITH_VARIANTS }) : null;
    if (!row) throw notFound(PRODUCT_NOT_FOUND);
    return row;
  }
}

/** The one variant of a product edited through the legacy totalStock field. */
function onlyVariant(variants: ProductVariant[]): ProductVariant {
  if (variants.length !== 1) {
    throw badInput(`This product comes in ${variants.length} sizes or colours: set the stock of each in its variants instead of totalStock.`);
  }
  return variants[0]!;
}

const cellOf = (v: ProductVariant): VariantCell => ({ id: v.id, sku: v.sku, size: v.size, colour: v.colour, stock: v.stock, priceCents: v.priceCents });

/** Two admins giving the same new SKU at once: the second one's unique violation, told as the first one's check would. */
async function skuConflict<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (e) {
    if (isUniqueViolation(e)) throw badInput("A SKU or a size and colour of this product is already used; reload and try again.");
    throw e;
  }
}
