// Who may call the wishlist operations (see auth/access.ts for the rules).
import type { AccessTable } from "../../auth/access.js";

export const wishlistAccess = {
  wishlist: "owner",
  addToWishlist: "owner",
  removeFromWishlist: "owner",
} as const satisfies AccessTable;
