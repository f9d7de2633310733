// A shopper's cart: one line per variant (size/colour), never above the variant's stock when added or raised, priced
// from the variant's current unit price with shipping, changed one request at a time per shopper (the cart row is locked).
import type { ServiceDeps } from "../../services.js";
import { requireViewer, type Viewer } from "../../auth/viewer.js";
import { badInput, notFound } from "../../errors.js";
import { isUuid } from "../../ids.js";
import { shippingCents } from "../../money.js";
import type { Prisma as PrismaClient } from "../../db/database.js";
import type { Product, ProductVariant } from "../../generated/prisma/client.js";
import { chooseVariant, unitPriceCents } from "../product/variants.js";

type Tx = Parameters<Parameters<PrismaClient["$transaction"]>[0]>[0];

export interface CartItemView {
  id: string;
  productId: string;
  variantId: string;
  sku: string;
  size: string;
  colour: string;
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
      include: { items: { include: { product: true, variant: true }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] } },
    });
    // The cart row is created with the user's id as its own id, so the id is the same before and after it exists.
    return toCartView(cart?.id ?? userId, cart?.items ?? []);
  }

  /** `variantId`: the size/colour chosen; without it the product's only variant (see chooseVariant). */
  async add(viewer: Viewer | null, productId: string, quantity: unknown = 1, variantId?: string | null): Promise<CartView> {
    const v = requireViewer(viewer);
    const qty = integerIn(quantity, 1, MAX_ADD_QUANTITY, `Quantity must be a whole number from 1 to ${MAX_ADD_QUANTITY}.`);
    if (!isUuid(productId)) throw notFound(PRODUCT_NOT_FOUND);
    await this.deps.prisma.$transaction(async (tx) => {
      const cartId = await lockCart(tx, v.id);
      const variant = await chooseVariant(tx, productId, variantId);
      if (!variant) throw notFound(PRODUCT_NOT_FOUND);
      const line = await tx.cartItem.findUnique({ where: { cartId_variantId: { cartId, variantId: variant.id } } });
      const inCart = line?.quantity ?? 0;
      if (inCart + qty > variant.stock) throw badInput(stockMessage(variant.stock));
      if (line) await tx.cartItem.update({ where: { id: line.id }, data: { quantity: inCart + qty } });
      else await tx.cartItem.create({ data: { cartId, productId, variantId: variant.id, quantity: qty } });
    }, TX_OPTIONS);
    return this.get(v);
  }

  async updateItem(viewer: Viewer | null, productId: string, quantity: unknown, variantId?: string | null): Promise<CartView> {
    const v = requireViewer(viewer);
    if (typeof quantity !== "number" || !Number.isInteger(quantity) || quantity < 1) {
      throw badInput("Quantity must be a whole number of at least 1.");
    }
    if (!isUuid(productId)) throw notFound(ITEM_NOT_PRESENT);
    await this.deps.prisma.$transaction(async (tx) => {
      const cartId = await lockCart(tx, v.id);
      const variant = await chooseVariant(tx, productId, variantId);
      const line = variant && (await tx.cartItem.findUnique({ where: { cartId_variantId: { cartId, variantId: variant.id } } }));
      if (!variant || !line) throw notFound(ITEM_NOT_PRESENT);
      // Lowering is always allowed: when stock fell below the line, the cart's minus button must still step it down.
      if (quantity > variant.stock && quantity > line.quantity) throw badInput(stockMessage(variant.stock));
      await tx.cartItem.update({ where: { id: line.id }, data: { quantity } });
    }, TX_OPTIONS);
    return this.get(v);
  }

  /** Idempotent: removing a line that is not there leaves the cart as it is. Without variantId: every line of the product. */
  async remove(viewer: Viewer | null, productId: string, variantId?: string | null): Promise<CartView> {
    const v = requireViewer(viewer);
    const anyVariant = variantId === undefined || variantId === null;
    if (isUuid(productId) && (anyVariant || isUuid(variantId))) {
      await this.deps.prisma.cartItem.deleteMany({ where: { productId, ...(anyVariant ? {} : { variantId }), cart: { userId: v.id } } });
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

type LineWithProduct = { id: string; productId: string; quantity: number; product: Product; variant: ProductVariant };

function toCartView(id: string, lines: LineWithProduct[]): CartView {
  let subtotalCents = 0;
  let itemCount = 0;
  const items = lines.map((line) => {
    const { product, variant } = line;
    const unit = unitPriceCents(variant, product);
    subtotalCents += unit * line.quantity;
    itemCount += line.quantity;
    return {
      id: line.id,
      productId: line.productId,
      variantId: variant.id,
      sku: variant.sku,
      size: variant.size,
      colour: variant.colour,
      title: product.title,
      image: product.image,
      // A variant's own price replaces the product's price and sale price alike.
      priceCents: variant.priceCents ?? product.priceCents,
      salePriceCents: variant.priceCents === null ? product.salePriceCents : 0,
      unitPriceCents: unit,
      lineTotalCents: unit * line.quantity,
      quantity: line.quantity,
      totalStock: variant.stock,
    };
  });
  const shipping = shippingCents(subtotalCents);
  return { id, items, itemCount, subtotalCents, shippingCents: shipping, totalCents: subtotalCents + shipping };
}
