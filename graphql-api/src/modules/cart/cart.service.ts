// A shopper's cart: one line per variant (size/colour), never above the variant's stock when added or raised, priced
// from the variant's current unit price with shipping, changed one request at a time per cart (the cart row is locked).
// On a public storefront a visitor without an account keeps a guest cart the same way (guest-carts.ts: merged into the
// account's at sign-in, removed 30 days after its last change); new guest carts are counted per client address.
import type { ServiceDeps } from "../../service-deps.js";
import type { Viewer } from "../../auth/viewer.js";
import type { GuestCart } from "../../auth/guest-cart.js";
import { AttemptLimiter } from "../../auth/rate-limit.js";
import { badInput, notFound, unauthenticated } from "../../errors.js";
import { isUuid } from "../../ids.js";
import { shippingCents } from "../../money.js";
import type { Product, ProductVariant } from "../../generated/prisma/client.js";
import { chooseVariant, unitPriceCents } from "../product/variants.js";
import { lockCart, type CartOwner } from "./cart.lock.js";
import { adoptGuestCart, mergeGuestCart, pruneGuestCarts } from "./guest-carts.js";

/** Whose cart a call is about: a signed-in shopper, or a visitor's guest cart (public storefront). */
export type CartHolder = Viewer | GuestCart;

const isGuest = (holder: CartHolder): holder is GuestCart => "keyHash" in holder;

/** The id an empty guest cart shows before it exists (a visitor who has added nothing). */
export const NO_GUEST_CART_ID = "guest";
const GUEST_CARTS_WINDOW_SECONDS = 3600;

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


/** The stock message the storefront shows (the spec's toast), with n = the most one cart line may hold. */
export const stockMessage = (totalStock: number) =>
  totalStock <= 0 ? "Out of Stock" : `Only ${totalStock} quantity can be added for this item`;

export class CartService {
  private readonly newGuestCarts: AttemptLimiter;

  constructor(private readonly deps: ServiceDeps) {
    this.newGuestCarts = AttemptLimiter.create(deps.redis ?? null, "guest-cart-ip", deps.config.guestCartRateLimit, GUEST_CARTS_WINDOW_SECONDS);
  }

  /** The holder's cart with each line's current product data; an empty cart when none was ever created. */
  async get(holder: CartHolder | null): Promise<CartView> {
    const owner = ownerOf(requireHolder(holder));
    if (!owner) return toCartView(NO_GUEST_CART_ID, []);
    const cart = await this.deps.prisma.cart.findUnique({
      where: "userId" in owner ? { userId: owner.userId } : { guestKeyHash: owner.guestKeyHash },
      include: { items: { include: { product: true, variant: true }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] } },
    });
    // A shopper's cart row is created with the user's id as its own id, so the id is the same before and after it exists.
    return toCartView(cart?.id ?? ("userId" in owner ? owner.userId : NO_GUEST_CART_ID), cart?.items ?? [], cart?.discountCode ?? null);
  }

  /** `variantId`: the size/colour chosen; without it the product's only variant (see chooseVariant). */
  async add(holder: CartHolder | null, productId: string, quantity: unknown = 1, variantId?: string | null): Promise<CartView> {
    const h = requireHolder(holder);
    const qty = integerIn(quantity, 1, MAX_ADD_QUANTITY, `Quantity must be a whole number from 1 to ${MAX_ADD_QUANTITY}.`);
    if (!isUuid(productId)) throw notFound(PRODUCT_NOT_FOUND);
    const owner = ownerOf(h) ?? (await this.startGuestCart(h as GuestCart));
    await this.deps.prisma.$transaction(async (tx) => {
      const cartId = await lockCart(tx, owner);
      const variant = await chooseVariant(tx, productId, variantId);
      if (!variant) throw notFound(PRODUCT_NOT_FOUND);
      const line = await tx.cartItem.findUnique({ where: { cartId_variantId: { cartId, variantId: variant.id } } });
      const inCart = line?.quantity ?? 0;
      if (inCart + qty > variant.stock) throw badInput(stockMessage(variant.stock));
      if (line) await tx.cartItem.update({ where: { id: line.id }, data: { quantity: inCart + qty } });
      else await tx.cartItem.create({ data: { cartId, productId, variantId: variant.id, quantity: qty } });
    });
    if (isGuest(h)) h.renew();
    return this.get(h);
  }

  async updateItem(holder: CartHolder | null, productId: string, quantity: unknown, variantId?: string | null): Promise<CartView> {
    const h = requireHolder(holder);
    if (typeof quantity !== "number" || !Number.isInteger(quantity) || quantity < 1) {
      throw badInput("Quantity must be a whole number of at least 1.");
    }
    const owner = ownerOf(h);
    if (!isUuid(productId) || !owner) throw notFound(ITEM_NOT_PRESENT);
    await this.deps.prisma.$transaction(async (tx) => {
      const cartId = await lockCart(tx, owner);
      const variant = await chooseVariant(tx, productId, variantId);
      const line = variant && (await tx.cartItem.findUnique({ where: { cartId_variantId: { cartId, variantId: variant.id } } }));
      if (!variant || !line) throw notFound(ITEM_NOT_PRESENT);
      // Lowering is always allowed: when stock fell below the line, the cart's minus button must still step it down.
      if (quantity > variant.stock && quantity > line.quantity) throw badInput(stockMessage(variant.stock));
      await tx.cartItem.update({ where: { id: line.id }, data: { quantity } });
    });
    if (isGuest(h)) h.renew();
    return this.get(h);
  }

  /** Idempotent: removing a line that is not there leaves the cart as it is. Without variantId: every line of the product. */
  async remove(holder: CartHolder | null, productId: string, variantId?: string | null): Promise<CartView> {
    const h = requireHolder(holder);
    const owner = ownerOf(h);
    const anyVariant = variantId === undefined || variantId === null;
    if (owner && isUuid(productId) && (anyVariant || isUuid(variantId))) {
      const cart = "userId" in owner ? { userId: owner.userId } : { guestKeyHash: owner.guestKeyHash };
      await this.deps.prisma.cartItem.deleteMany({ where: { productId, ...(anyVariant ? {} : { variantId }), cart } });
    }
    return this.get(h);
  }

  /**
   * At sign-in: the visitor's guest cart joins the account's (lines of a variant add up to at most its stock) and the
   * guest cart and its cookie are gone. Returns a sentence for the shopper about each line cut or left out.
   */
  async signedIn(userId: string, guest: GuestCart | null | undefined): Promise<string[]> {
    if (!guest?.keyHash) return [];
    const notices = await mergeGuestCart(this.deps.prisma, userId, guest.keyHash);
    guest.end();
    return notices;
  }

  /** At registration: the new account takes the visitor's guest cart as it is; the guest cart's cookie is cleared. */
  async registered(userId: string, guest: GuestCart | null | undefined): Promise<void> {
    if (!guest?.keyHash) return;
    await adoptGuestCart(this.deps.prisma, userId, guest.keyHash);
    guest.end();
  }

  /** Removes guest carts untouched for 30 days (a periodic job); returns how many. */
  pruneGuestCarts(): Promise<number> {
    return pruneGuestCarts(this.deps.prisma);
  }

  /** A visitor's first addition: a new key in their cookie, counted against their address's budget of new carts. */
  private async startGuestCart(guest: GuestCart): Promise<CartOwner> {
    await this.newGuestCarts.consume(guest.ip);
    return { guestKeyHash: guest.start() };
  }
}

/** The signed-in shopper, or a visitor on a public storefront (the access rule let them in); anyone else is asked to sign in. */
function requireHolder(holder: CartHolder | null | undefined): CartHolder {
  if (!holder) throw unauthenticated();
  return holder;
}

/** The cart row a holder has; null for a visitor who has not added anything yet. */
function ownerOf(holder: CartHolder): CartOwner | null {
  if (!isGuest(holder)) return { userId: holder.id };
  return holder.keyHash ? { guestKeyHash: holder.keyHash } : null;
}

function integerIn(value: unknown, min: number, max: number, message: string): number {
  if (typeof value !== "number" || !Number.isInteger(value) || value < min || value > max) throw badInput(message);
  return value;
}

type LineWithProduct = { id: string; productId: string; quantity: number; product: Product; variant: ProductVariant };

/**
 * What a cart view's quote (Cart.quote) is priced from: its lines with their product rows and its code. Kept beside
 * the view, not in it: the REST cart shows the view's fields as they are.
 */
const pricingInputs = new WeakMap<CartView, { lines: LineWithProduct[]; code: string | null }>();
export const cartPricingInput = (view: CartView) => pricingInputs.get(view) ?? { lines: [], code: null };

export function toCartView(id: string, lines: LineWithProduct[], code: string | null = null): CartView {
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
  const view = { id, items, itemCount, subtotalCents, shippingCents: shipping, totalCents: subtotalCents + shipping };
  pricingInputs.set(view, { lines, code });
  return view;
}
