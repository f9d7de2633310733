// The wishlist on GraphQL: read it, add and remove products.
import { Arg, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import type { Context } from "../../context.js";
import { WishlistType } from "./wishlist.types.js";

@Resolver(() => WishlistType)
export class WishlistResolver {
  @Query(() => WishlistType, { description: "The signed-in user's wishlist." })
  wishlist(@Ctx() ctx: Context) {
    return ctx.services.wishlist.get(ctx.viewer);
  }

  @Mutation(() => WishlistType, { description: "Adds a product (no change if it is already there): NOT_FOUND for an unknown product, BAD_USER_INPUT when the list already holds 200." })
  addToWishlist(@Arg("productId", () => ID) productId: string, @Ctx() ctx: Context) {
    return ctx.services.wishlist.add(ctx.viewer, productId);
  }

  @Mutation(() => WishlistType, { description: "Removes a product (no change if it is not there)." })
  removeFromWishlist(@Arg("productId", () => ID) productId: string, @Ctx() ctx: Context) {
    return ctx.services.wishlist.remove(ctx.viewer, productId);
  }
}
