import { isOwner, isPublic } from "../../auth/rules.js";

export const wishlistPermissions = {
  Query: { wishlist: isOwner },
  Mutation: { addToWishlist: isOwner, removeFromWishlist: isOwner },
  Wishlist: isPublic,
};
