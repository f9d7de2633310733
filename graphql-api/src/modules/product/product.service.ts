// The catalogue: filtered, sorted and paged listings and search (served from the page cache while nothing changed),
// single products, and admin edits that keep a sale price below the price even under concurrent edits.
import type { ServiceDeps } from "../../services.js";
import type { Viewer } from "../../auth/viewer.js";
import { notFound } from "../../errors.js";
import { isUuid } from "../../ids.js";
import { offsetOf, parsePaging } from "../../paging.js";
import type { Prisma, Product, ProductVariant } from "../../generated/prisma/client.js";
import { ProductSort } from "../shared-enums.js";
import {
  checkSalePrice,
  parseFilter,
  parseProductFields,
  parseSort,
  type ProductData,
  type ProductFields,
  type ProductFilterArgs,
} from "./product.validation.js";
import { normalizeKeyword, searchIds } from "./product.search.js";
import { PageCache } from "./product.cache.js";
import { AuditAction, diffFields, recordAudit } from "../audit/audit.service.js";
import { crossesThreshold, LowStockService } from "../dashboard/low-stock.js";
import { toVariantView, VARIANT_ORDER, type VariantView } from "./variants.js";

/** The fields an admin edits, as the audit log records them (money in cents). */
const AUDITED_FIELDS = ["title", "description", "category", "brand", "image", "priceCents", "salePriceCents", "totalStock"] as const;

export const PRODUCT_NOT_FOUND = "Product not found";
const PRODUCT_PAGE_SIZE = 24;

/** A product as both APIs show it: money in integer cents (the REST facade shows dollars, see rest/shape.ts). */
export interface ProductView {
  id: string;
  title: string;
  description: string;
  category: Product["category"];
  brand: Product["brand"];
  image: string;
  priceCents: number;
  salePriceCents: number;
  totalStock: number;
  averageReview: number;
  reviewCount: number;
  variants: VariantView[];
}

export interface ProductPageView {
  items: ProductView[];
  total: number;
  page: number;
  pageSize: number;
}

/** How every product read includes its variants. */
export const WITH_VARIANTS = { variants: { orderBy: VARIANT_ORDER } } satisfies Prisma.ProductInclude;

export const toProductView = (p: Product & { variants: ProductVariant[] }): ProductView => ({
  id: p.id,
  title: p.title,
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

// Every order ends on id so equal prices or titles keep one stable order across pages. Titles sort case-insensitively.
const ORDER_BY: Record<ProductSort, Prisma.ProductOrderByWithRelationInput[]> = {
  [ProductSort.priceLowToHigh]: [{ effectivePriceCents: "asc" }, { id: "asc" }],
  [ProductSort.priceHighToLow]: [{ effectivePriceCents: "desc" }, { id: "asc" }],
  [ProductSort.titleAtoZ]: [{ titleKey: "asc" }, { id: "asc" }],
  [ProductSort.titleZtoA]: [{ titleKey: "desc" }, { id: "asc" }],
};

export interface ListArgs {
  filter?: ProductFilterArgs | null;
  sortBy?: unknown;
  page?: unknown;
  pageSize?: unknown;
}

export class ProductService {
  private readonly pages: PageCache<ProductPageView>;
  constructor(private readonly deps: ServiceDeps) {
    this.pages = new PageCache(deps.prisma);
  }

  /** The catalogue, filtered (OR within a group, AND across groups), sorted and paginated. */
  async list(_viewer: Viewer | null, args: ListArgs = {}): Promise<ProductPageView> {
    const { categories, brands } = parseFilter(args.filter);
    const sort = parseSort(args.sortBy);
    const { page, pageSize } = parsePaging(args.page, args.pageSize, PRODUCT_PAGE_SIZE);
    const where: Prisma.ProductWhereInput = {
      ...(categories.length ? { category: { in: categories } } : {}),
      ...(brands.length ? { brand: { in: brands } } : {}),
    };
    return this.pages.get(JSON.stringify(["list", categories, brands, sort, page, pageSize]), async () => {
      // The page's ids first: filter, sort and offset then run on index entries alone (see the covering indexes in
      // schema.prisma), and only the page's rows are read from the table.
      const [pageIds, total] = await Promise.all([
        this.deps.prisma.product.findMany({ where, orderBy: ORDER_BY[sort], skip: offsetOf({ page, pageSize }), take: pageSize, select: { id: true } }),
        this.deps.prisma.product.count({ where }),
      ]);
      return { items: await this.productsInOrder(pageIds.map((p) => p.id)), total, page, pageSize };
    });
  }

  /** The products with these ids, in the order given; ids deleted meanwhile are left out. */
  private async productsInOrder(ids: string[]): Promise<ProductView[]> {
    const rows = ids.length ? await this.deps.prisma.product.findMany({ where: { id: { in: ids } } }) : [];
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.flatMap((id) => (byId.has(id) ? [toProductView(byId.get(id)!)] : []));
  }

  async get(_viewer: Viewer | null, id: string): Promise<ProductView> {
    return toProductView(await this.find(id));
  }

  /** Case-insensitive literal match on title, description, category and brand; title matches rank first. */
  async search(_viewer: Viewer | null, keyword: unknown, page?: unknown, pageSize?: unknown): Promise<ProductPageView> {
    const paging = parsePaging(page, pageSize, PRODUCT_PAGE_SIZE);
    const k = normalizeKeyword(keyword);
    if (!k) return { items: [], total: 0, ...paging };
    return this.pages.get(JSON.stringify(["search", k, paging.page, paging.pageSize]), async () => {
      const { ids, total } = await searchIds(this.deps.prisma, k, offsetOf(paging), paging.pageSize);
      return { items: await this.productsInOrder(ids), total, ...paging };
    });
  }

  /** `admin`: who is acting, for the audit log (recorded in the same transaction). */
  async create(input: ProductFields, admin?: Viewer | null): Promise<ProductView> {
    const data = parseProductFields(input, true) as ProductData;
    checkSalePrice(data.priceCents, data.salePriceCents);
    const row = await this.deps.prisma.$transaction(async (tx) => {
      const created = await tx.product.create({ data });
      if (admin) {
        const changes = diffFields(null, created, AUDITED_FIELDS);
        await recordAudit(tx, { actorId: admin.id, action: AuditAction.productCreate, targetType: "product", targetId: created.id, targetLabel: created.title, changes });
      }
      return created;
    });
    return toProductView(row);
  }

  /** Changes only the fields given; the sale-price rule is checked on the result. */
  async update(id: string, input: ProductFields, admin?: Viewer | null): Promise<ProductView> {
    const changes = parseProductFields(input, false);
    if (!isUuid(id)) throw notFound(PRODUCT_NOT_FOUND);
    // Read and write in one transaction with the row locked, so a concurrent price edit cannot slip past the sale rule.
    const row = await this.deps.prisma.$transaction(async (tx) => {
      await tx.$queryRaw`SELECT 1 FROM "Product" WHERE "id" = ${id}::uuid FOR UPDATE`;
      const current = await tx.product.findUnique({ where: { id } });
      if (!current) throw notFound(PRODUCT_NOT_FOUND);
      const priceCents = changes.priceCents ?? current.priceCents;
      const salePriceCents = changes.salePriceCents ?? current.salePriceCents;
      checkSalePrice(priceCents, salePriceCents);
      // An edit that runs the stock low counts a crossing, as a sale does (see dashboard/low-stock.ts).
      const crossed = changes.totalStock !== undefined && crossesThreshold(current.totalStock, changes.totalStock, this.deps.config.lowStockThreshold);
      const updated = await tx.product.update({ where: { id }, data: { ...changes, ...(crossed ? { lowStockCrossings: { increment: 1 } } : {}) } });
      const changed = diffFields(current, updated, AUDITED_FIELDS);
      if (admin && changed.length) {
        await recordAudit(tx, { actorId: admin.id, action: AuditAction.productUpdate, targetType: "product", targetId: id, targetLabel: updated.title, changes: changed });
      }
      return { updated, crossed };
    });
    if (row.crossed) await new LowStockService(this.deps).queueAlerts([{ productId: id, crossing: row.updated.lowStockCrossings }]);
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
      if (count > 0) await tx.catalogueDeletion.update({ where: { id: 1 }, data: { deletedAt: new Date() } });
      return count;
    });
    this.pages.clear();
    if (count === 0) throw notFound(PRODUCT_NOT_FOUND);
    return id;
  }

  private async find(id: string): Promise<Product> {
    const row = isUuid(id) ? await this.deps.prisma.product.findUnique({ where: { id } }) : null;
    if (!row) throw notFound(PRODUCT_NOT_FOUND);
    return row;
  }
}
