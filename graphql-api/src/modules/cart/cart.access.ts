// Who may call the cart operations (see auth/access.ts for the rules).
import type { AccessTable } from "../../auth/access.js";

// A shopper's own cart; on a public storefront a visitor's guest cart too.
export const cartAccess = {
  cart: "shopper",
  addToCart: "shopper",
  updateCartItem: "shopper",
  removeFromCart: "shopper",
} as const satisfies AccessTable;
