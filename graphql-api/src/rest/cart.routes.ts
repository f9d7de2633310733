// The cart on the REST facade (spec 7, Cart), in the shape the spec's clients read. A userId in the path or body
// must be the caller's; the service always acts on the caller's cart. On a public storefront a visitor without an
// account uses the same routes on their guest cart (its cookie), naming themselves "guest" where a userId goes. A line
// is a variant (optional variantId: without it, the product's only one, or 400 "Please choose a size").
import type { RestDeps } from "./deps.js";
import type { RestRoute } from "./route.js";
import type { Request } from "express";
import type { Viewer } from "../auth/viewer.js";
import { GUEST_USER_ID } from "../auth/access.js";
import type { CartHolder, CartView } from "../modules/cart/cart.service.js";
import { body, optionalId, param, requiredId } from "./input.js";
import { toRest } from "./shape.js";

/** Cart as the spec's clients read it: `{ _id, userId, items: [{ productId, title, image, price, salePrice, quantity }] }`. */
export const restCart = (viewer: Viewer | null, cart: CartView) => toRest({ ...cart, userId: viewer?.id ?? GUEST_USER_ID });

/** The caller's cart: theirs when signed in, else a visitor's guest cart (the access rule admitted them). */
const holderOf = (viewer: Viewer | null, req: Request): CartHolder | null => viewer ?? req.guestCart ?? null;

export function cartRoutes({ services }: RestDeps): RestRoute[] {
  const cart = services.cart;
  return [
    {
      method: "post",
      paths: ["/api/shop/cart/add"],
      operation: "addToCart",
      handler: async ({ req, viewer }) => {
        const b = body(req);
        const result = await cart.add(holderOf(viewer, req), requiredId(b.productId, "productId"), b.quantity ?? 1, optionalId(b.variantId, "variantId"));
        return { success: true, message: "Product is added to cart", data: restCart(viewer, result) };
      },
    },
    {
      method: "get",
      paths: ["/api/shop/cart/get/:userId"],
      operation: "cart",
      handler: async ({ req, viewer }) => ({ success: true, data: restCart(viewer, await cart.get(holderOf(viewer, req))) }),
    },
    {
      method: "put",
      paths: ["/api/shop/cart/update-cart"],
      operation: "updateCartItem",
      handler: async ({ req, viewer }) => {
        const b = body(req);
        const result = await cart.updateItem(holderOf(viewer, req), requiredId(b.productId, "productId"), b.quantity, optionalId(b.variantId, "variantId"));
        return { success: true, message: "Cart item is updated successfully", data: restCart(viewer, result) };
      },
    },
    {
      method: "delete",
      paths: ["/api/shop/cart/:userId/:productId"],
      operation: "removeFromCart",
      handler: async ({ req, viewer }) => {
        const result = await cart.remove(holderOf(viewer, req), param(req, "productId"), optionalId(req.query.variantId, "variantId"));
        return { success: true, message: "Cart item is deleted successfully", data: restCart(viewer, result) };
      },
    },
  ];
}
