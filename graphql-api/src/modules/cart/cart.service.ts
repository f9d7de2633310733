// A shopper's cart: lines that never exceed the product's stock when added or raised, priced from the product's
// current (sale) price with shipping, and changed one request at a time per shopper (the cart row is locked).
import type { ServiceDeps } from "../../services.js";
import { requireViewer, type Viewer } from "../../auth/viewer.js";
import { badInput, notFound } from "../../errors.js";
import { isUuid } from "../../ids.js";
import { shippingCents } from "../../money.js";
import type { Prisma as PrismaClient } from "../../db/database.js";

type Tx = Parameters<Parameters<PrismaClient["$transaction"]>[0]>[0];

export interface CartItemView {
  id: string;
  productId: string;
  title: string;
  image: string;
  priceCents: number;
  salePriceCents: number;
  unitPriceCents: number;
  lineTotalCents: number;
  quantity: number;
  totalStock: number;
}

export interface CartView {
  id: string;
  items: CartItemView[];
  itemCount: number;
  subtotalCents: number;
  shippingCents: number;
  totalCents: number;
}

/** Largest quantity one call may add: a typo like 1000 should be an error, not a stock check. */
export const MAX_ADD_QUANTITY = 100;

const PRODUCT_NOT_FOUND = "Product not found";
const ITEM_NOT_PRESENT = "Cart item not present !";

// Concurrent calls wait on the cart row lock; give them more than Prisma's 2 s default to get a connection.
const TX_OPTIONS = { maxWait: 10_000, timeout: 15_000 };

/** The stock message the storefront shows (the spec's toast), with n = the most one cart line may hold. */
export const stockMessage = (totalStock: number) =>
  totalStock <= 0 ? "Out of Stock" : `Only ${totalStock} quantity can be added for this item`;

export class CartService {
  constructor(private readonly deps: ServiceDeps) {}

  /** The viewer's cart with each line's current product data; an empty cart when none was ever created. */
  async get(viewer: Viewer | null): Promise<CartView> {
    const { id: userId } = requireViewer(viewer);
    const cart = await this.deps.prisma.cart.findUnique({
      where: { userId },
      include: { items: { include: { product: true }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] } },
    });
    // The cart row is created with the user's id as its own id, so the id is the same before and after it exists.
    return toCartView(cart?.id ?? userId, cart?.items ?? []);
  }

  async add(viewer: Viewer | null, productId: string, quantity: unknown = 1): Promise<CartView> {
    const v = requireViewer(viewer);
    const qty = integerIn(quantity, 1, MAX_ADD_QUANTITY, `Quantity must be a whole number from 1 to ${MAX_ADD_QUANTITY}.`);
    if (!isUuid(productId)) throw notFound(PRODUCT_NOT_FOUND);
    await this.deps.prisma.$transaction(async (tx) => {
      const cartId = await lockCart(tx, v.id);
      const product = await tx.product.findUnique({ where: { id: productId }, select: { totalStock: true } });
      if (!product) throw notFound(PRODUCT_NOT_FOUND);
      const line = await tx.cartItem.findUnique({ where: { cartId_productId: { cartId, productId } } });
      const inCart = line?.quantity ?? 0;
      if (inCart + qty > product.totalStock) throw badInput(stockMessage(product.totalStock));
      if (line) await tx.cartItem.update({ where: { id: line.id }, data: { quantity: inCart + qty } });
      else await tx.cartItem.create({ data: { cartId, productId, quantity: qty } });
    }, TX_OPTIONS);
    return this.get(v);
  }

  async updateItem(viewer: Viewer | null, productId: string, quantity: unknown): Promise<CartView> {
    const v = requireViewer(viewer);
    if (typeof quantity !== "number" || !Number.isInteger(quantity) || quantity < 1) {
      throw badInput("Quantity must be a whole number of at least 1.");
    }
    if (!isUuid(productId)) throw notFound(ITEM_NOT_PRESENT);
    await this.deps.prisma.$transaction(async (tx) => {
      const cartId = await lockCart(tx, v.id);
      const line = await tx.cartItem.findUnique({
        where: { cartId_productId: { cartId, productId } },
        include: { product: { select: { totalStock: true } } },
      });
      if (!line) throw notFound(ITEM_NOT_PRESENT);
      // Lowering is always allowed: when stock fell below the line, the cart's minus button must still step it down.
      if (quantity > line.product.totalStock && quantity > line.quantity) throw badInput(stockMessage(line.product.totalStock));
      await tx.cartItem.update({ where: { id: line.id }, data: { quantity } });
    }, TX_OPTIONS);
    return this.get(v);
  }

  /** Idempotent: removing a line that is not there leaves the cart as it is. */
  async remove(viewer: Viewer | null, productId: string): Promise<CartView> {
    const v = requireViewer(viewer);
    if (isUuid(productId)) {
      await this.deps.prisma.cartItem.deleteMany({ where: { productId, cart: { userId: v.id } } });
    }
    return this.get(v);
  }
}

/**
 * Creates the cart if needed and locks its row until the transaction ends, so one shopper's concurrent
 * cart changes run one after another and a read-check-write on a line can never overshoot stock.
 */
async function lockCart(tx: Tx, userId: string): Promise<string> {
  await tx.$executeRaw`INSERT INTO "Cart" ("id", "userId", "updatedAt") VALUES (${userId}::uuid, ${userId}::uuid, now()) ON CONFLICT ("userId") DO NOTHING`;
  const rows = await tx.$queryRaw<{ id: string }[]>`SELECT "id"::text AS "id" FROM "Cart" WHERE "userId" = ${userId}::uuid FOR UPDATE`;
  return rows[0]!.id;
}

function integerIn(value: unknown, min: number, max: number, message: string): number {
  if (typeof value !== "number" || !Number.isInteger(value) || value < min || value > max) throw badInput(message);
  return value;
}

type LineWithProduct = {
  id: string;
  productId: string;
  quantity: number;
  product: { title: string; image: string; priceCents: number; salePriceCents: number; effectivePriceCents: number; totalStock: number };
};

function toCartView(id: string, lines: LineWithProduct[]): CartView {
  let subtotalCents = 0;
  let itemCount = 0;
  const items = lines.map((line) => {
    const unit = line.product.effectivePriceCents;
    subtotalCents += unit * line.quantity;
    itemCount += line.quantity;
    return {
      id: line.id,
      productId: line.productId,
      title: line.product.title,
      image: line.product.image,
      priceCents: line.product.priceCents,
      salePriceCents: line.product.salePriceCents,
      unitPriceCents: unit,
      lineTotalCents: unit * line.quantity,
      quantity: line.quantity,
      totalStock: line.product.totalStock,
    };
  });
  const shipping = shippingCents(subtotalCents);
  return { id, items, itemCount, subtotalCents, shippingCents: shipping, totalCents: subtotalCents + shipping };
}
