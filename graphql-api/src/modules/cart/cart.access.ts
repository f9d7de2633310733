// Who may call the cart operations (see auth/access.ts for the rules).
import type { AccessTable } from "../../auth/access.js";

export const cartAccess = {
  cart: "owner",
  addToCart: "owner",
  updateCartItem: "owner",
  removeFromCart: "owner",
} as const satisfies AccessTable;
