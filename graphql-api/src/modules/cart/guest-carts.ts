// What becomes of a guest's cart (public storefront): at sign-in it joins the account's cart, lines of one variant
// adding up to at most its stock, with a sentence for the shopper about each line cut or left out; at registration the
// new account takes it as it is; untouched for 30 days it is removed (a periodic job).
import type { Prisma as PrismaClient } from "../../db/database.js";
import { GUEST_CART_DAYS } from "../../auth/guest-cart.js";
import { lockCart } from "./cart.lock.js";

/** Abandoned guest carts are removed this many at a time, so one run never holds many rows locked. */
const PRUNE_BATCH = 1000;

/** " (size M, Black)": the variant as the shopper chose it; "" for a product in one size and colour. */
function variantLabel(size: string, colour: string): string {
  const parts = [size && `size ${size}`, colour].filter(Boolean);
  return parts.length ? ` (${parts.join(", ")})` : "";
}

/** What the shopper is told about a guest line that did not fully join their cart (`had` units were in it already). */
export function mergeNotice(title: string, size: string, colour: string, had: number, added: number, stock: number): string {
  const name = `“${title}”${variantLabel(size, colour)}`;
  const leftOut = `the ${added} you added before signing in ${added === 1 ? "was" : "were"} left out`;
  if (stock <= 0) return had === 0 ? `${name} has sold out, so it is not in your cart.` : `${name} has sold out, so ${leftOut}.`;
  if (had >= stock) return `Your cart already had ${had} of ${name}, as many as we have, so ${leftOut}.`;
  return `Only ${stock} of ${name} ${stock === 1 ? "is" : "are"} left: your cart has ${stock}, not ${had + added}.`;
}

/**
 * The guest cart `keyHash` joins the account's: each line's quantity is added to the account's line of the same
 * variant, up to the variant's stock (a line already above it is kept as it was); then the guest cart is gone.
 * Returns one sentence per line cut or left out, for the shopper.
 */
export async function mergeGuestCart(prisma: PrismaClient, userId: string, keyHash: string): Promise<string[]> {
  return prisma.$transaction(async (tx) => {
    // The account's cart first, then the guest's: the one order every merge takes, so two cannot deadlock.
    const cartId = await lockCart(tx, { userId });
    const [guest] = await tx.$queryRaw<{ id: string }[]>`SELECT "id"::text AS "id" FROM "Cart" WHERE "guestKeyHash" = ${keyHash} FOR UPDATE`;
    if (!guest) return [];
    const lines = await tx.cartItem.findMany({
      where: { cartId: guest.id },
      include: { product: { select: { title: true } }, variant: { select: { stock: true, size: true, colour: true } } },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    });
    const mine = new Map(
      (await tx.cartItem.findMany({ where: { cartId, variantId: { in: lines.map((l) => l.variantId) } } })).map((l) => [l.variantId, l]),
    );
    const notices: string[] = [];
    for (const line of lines) {
      const { stock, size, colour } = line.variant;
      const had = mine.get(line.variantId)?.quantity ?? 0;
      const merged = Math.max(had, Math.min(had + line.quantity, stock));
      if (merged < had + line.quantity) notices.push(mergeNotice(line.product.title, size, colour, had, line.quantity, stock));
      if (merged === had) continue;
      const existing = mine.get(line.variantId);
      if (existing) await tx.cartItem.update({ where: { id: existing.id }, data: { quantity: merged } });
      else await tx.cartItem.create({ data: { cartId, productId: line.productId, variantId: line.variantId, quantity: merged } });
    }
    await tx.cart.delete({ where: { id: guest.id } });
    return notices;
  });
}

/** A new account takes the guest cart `keyHash` as it is (it has no lines to add up with); returns whether there was one. */
export async function adoptGuestCart(prisma: PrismaClient, userId: string, keyHash: string): Promise<boolean> {
  return prisma.$transaction(async (tx) => {
    const cartId = await lockCart(tx, { userId });
    const [guest] = await tx.$queryRaw<{ id: string }[]>`SELECT "id"::text AS "id" FROM "Cart" WHERE "guestKeyHash" = ${keyHash} FOR UPDATE`;
    if (!guest) return false;
    await tx.cartItem.updateMany({ where: { cartId: guest.id }, data: { cartId } });
    await tx.cart.delete({ where: { id: guest.id } });
    return true;
  });
}

/** Removes guest carts untouched for GUEST_CART_DAYS (their cookie has expired too); returns how many. */
export async function pruneGuestCarts(prisma: PrismaClient, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - GUEST_CART_DAYS * 24 * 3600 * 1000);
  let removed = 0;
  for (;;) {
    const n = await prisma.$executeRaw`DELETE FROM "Cart" WHERE "id" IN (
      SELECT "id" FROM "Cart" WHERE "updatedAt" < ${before} AND "guestKeyHash" IS NOT NULL LIMIT ${PRUNE_BATCH})`;
    removed += n;
    if (n < PRUNE_BATCH) return removed;
  }
}
