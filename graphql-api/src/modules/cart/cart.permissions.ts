import { isOwner, isPublic } from "../../auth/rules.js";

export const cartPermissions = {
  Query: { cart: isOwner },
  Mutation: { addToCart: isOwner, updateCartItem: isOwner, removeFromCart: isOwner },
  Cart: isPublic,
  CartItem: isPublic,
};
