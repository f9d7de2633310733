export const LOW_STOCK_THRESHOLD = 10;

/**
 * Badge colours (theme tokens). Chakra's solid orange (orange.600 under white text, 3.6:1) fails WCAG AA for the
 * badge's small text; these shades keep at least 4.5:1 (stock.test.ts measures them).
 */
export const BADGE_COLORS = {
  sale: { bg: "red.700", fg: "white" },
  stock: { bg: "orange.700", fg: "white" },
} as const;

export function badgeColors(badge: string) {
  return badge === "Sale" ? BADGE_COLORS.sale : BADGE_COLORS.stock;
}

/** The badge on a product card: stock problems first, then the sale, else none. */
export function stockBadge(product: { totalStock: number; salePriceCents: number }): string | null {
  if (product.totalStock <= 0) return "Out Of Stock";
  if (product.totalStock < LOW_STOCK_THRESHOLD) return `Only ${product.totalStock} left`;
  if (product.salePriceCents > 0) return "Sale";
  return null;
}

/**
 * Why one more unit cannot go into the cart, or null when it can. The spec's text names the quantity already in
 * the cart (which is all the stock there is).
 */
export function addOneBlockedMessage(inCart: number, totalStock: number): string | null {
  return inCart + 1 > totalStock ? `Only ${inCart} quantity can be added for this item` : null;
}

/** A size's or colour's availability in the product dialog, or null when there is plenty. */
export function availabilityText(stock: number): string | null {
  if (stock <= 0) return "Out of stock";
  if (stock < LOW_STOCK_THRESHOLD) return `Only ${stock} left`;
  return null;
}
