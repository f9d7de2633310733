// A user's wishlist: products saved for later, newest first, at most 200 (enforced even under concurrent adds);
// adding or removing twice changes nothing.
import type { ServiceDeps } from "../../service-deps.js";
import { requireViewer, type Viewer } from "../../auth/viewer.js";
import { badInput, notFound } from "../../errors.js";
import { isUuid } from "../../ids.js";
import { PRODUCT_NOT_FOUND, toProductView, WITH_VARIANTS, type ProductView } from "../product/product.service.js";

export const MAX_WISHLIST_ITEMS = 200;

/** id is the owner's user id, so a client cache can update the one wishlist in place. */
export interface WishlistView {
  id: string;
  items: ProductView[];
}

export class WishlistService {
  constructor(private readonly deps: ServiceDeps) {}

  /** The viewer's wished products, most recently added first. */
  async get(viewer: Viewer | null): Promise<WishlistView> {
    const { id: userId } = requireViewer(viewer);
    const rows = await this.deps.prisma.wishlistItem.findMany({
      where: { userId },
      include: { product: { include: WITH_VARIANTS } },
      orderBy: [{ createdAt: "desc" }, { productId: "asc" }],
      take: MAX_WISHLIST_ITEMS,
    });
    return { id: userId, items: rows.map((r) => toProductView(r.product)) };
  }

  /** Idempotent: adding a product already on the list keeps it where it is. */
  async add(viewer: Viewer | null, productId: string): Promise<WishlistView> {
    const { id: userId } = requireViewer(viewer);
    if (!isUuid(productId)) throw notFound(PRODUCT_NOT_FOUND);
    await this.deps.prisma.$transaction(async (tx) => {
      // The user row lock makes the size check and the insert one step for concurrent adds.
      await tx.$queryRaw`SELECT "id"::text AS "id" FROM "User" WHERE "id" = ${userId}::uuid FOR UPDATE`;
      const product = await tx.product.findUnique({ where: { id: productId }, select: { id: true } });
      if (!product) throw notFound(PRODUCT_NOT_FOUND);
      const existing = await tx.wishlistItem.findUnique({ where: { userId_productId: { userId, productId } } });
      if (existing) return;
      const count = await tx.wishlistItem.count({ where: { userId } });
      if (count >= MAX_WISHLIST_ITEMS) throw badInput(`Your wishlist can hold at most ${MAX_WISHLIST_ITEMS} products. Remove one to add another.`);
      await tx.wishlistItem.create({ data: { userId, productId } });
    });
    return this.get(viewer);
  }

  /** Idempotent: removing a product that is not on the list changes nothing. */
  async remove(viewer: Viewer | null, productId: string): Promise<WishlistView> {
    const { id: userId } = requireViewer(viewer);
    if (isUuid(productId)) await this.deps.prisma.wishlistItem.deleteMany({ where: { userId, productId } });
    return this.get(viewer);
  }
}
