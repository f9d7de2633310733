// The wishlist on the REST facade (spec 7, Wishlist), served bare (as the spec writes it) and under /api; always the
// caller's own list.
import type { RestDeps } from "./deps.js";
import type { RestRoute } from "./route.js";
import type { WishlistView } from "../modules/wishlist/wishlist.service.js";
import { body, param, requiredId } from "./input.js";
import { restProduct } from "./product.routes.js";

/** The wished products (with `_id`), under both names the spec's clients read. */
const restWishlist = (w: WishlistView) => {
  const products = w.items.map(restProduct);
  return { success: true, data: products, wishlist: products };
};

export function wishlistRoutes({ services }: RestDeps): RestRoute[] {
  const wishlist = services.wishlist;
  return [
    {
      method: "get",
      paths: ["/wishlist", "/api/wishlist"],
      operation: "wishlist",
      handler: async ({ viewer }) => restWishlist(await wishlist.get(viewer)),
    },
    {
      method: "post",
      paths: ["/wishlist", "/api/wishlist"],
      operation: "addToWishlist",
      handler: async ({ req, viewer }) => {
        const b = body(req);
        const productId = requiredId(b._id ?? b.productId, "_id");
        return { ...restWishlist(await wishlist.add(viewer, productId)), message: "Added to wishlist" };
      },
    },
    {
      method: "delete",
      paths: ["/wishlist/:id", "/api/wishlist/:id"],
      operation: "removeFromWishlist",
      handler: async ({ req, viewer }) => ({ ...restWishlist(await wishlist.remove(viewer, param(req, "id"))), message: "Removed from wishlist" }),
    },
  ];
}
