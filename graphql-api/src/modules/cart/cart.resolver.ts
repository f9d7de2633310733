// The cart on GraphQL: read it, add, change and remove lines, plus the deprecated dollar fields older clients still read.
import { Arg, Ctx, FieldResolver, Float, ID, Int, Mutation, Query, Resolver, Root } from "type-graphql";
import type { Context } from "../../context.js";
import { toDollars } from "../../money.js";
import { DOLLARS_DEPRECATED } from "../product/product.types.js";
import { CartItemType, CartType } from "./cart.types.js";
import type { CartItemView, CartView } from "./cart.service.js";

@Resolver(() => CartType)
export class CartResolver {
  @Query(() => CartType, { description: "The signed-in shopper's cart (empty until something is added)." })
  cart(@Ctx() ctx: Context) {
    return ctx.services.cart.get(ctx.viewer);
  }

  @Mutation(() => CartType, { description: "Adds quantity (1 to 100) of a product; the line never exceeds the product's stock." })
  addToCart(
    @Arg("productId", () => ID) productId: string,
    @Arg("quantity", () => Int, { defaultValue: 1, nullable: false }) quantity: number,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.cart.add(ctx.viewer, productId, quantity);
  }

  @Mutation(() => CartType, { description: "Sets a line's quantity (at least 1). Raising it stops at the product's stock; lowering is always allowed." })
  updateCartItem(@Arg("productId", () => ID) productId: string, @Arg("quantity", () => Int) quantity: number, @Ctx() ctx: Context) {
    return ctx.services.cart.updateItem(ctx.viewer, productId, quantity);
  }

  @Mutation(() => CartType, { description: "Removes a product's line; removing a line that is not there changes nothing." })
  removeFromCart(@Arg("productId", () => ID) productId: string, @Ctx() ctx: Context) {
    return ctx.services.cart.remove(ctx.viewer, productId);
  }

  @FieldResolver(() => Float, { deprecationReason: DOLLARS_DEPRECATED })
  subtotal(@Root() c: CartView) {
    return toDollars(c.subtotalCents);
  }

  @FieldResolver(() => Float, { deprecationReason: DOLLARS_DEPRECATED })
  shipping(@Root() c: CartView) {
    return toDollars(c.shippingCents);
  }

  @FieldResolver(() => Float, { deprecationReason: DOLLARS_DEPRECATED })
  total(@Root() c: CartView) {
    return toDollars(c.totalCents);
  }
}

@Resolver(() => CartItemType)
export class CartItemResolver {
  @FieldResolver(() => Float, { deprecationReason: DOLLARS_DEPRECATED })
  price(@Root() i: CartItemView) {
    return toDollars(i.priceCents);
  }

  @FieldResolver(() => Float, { deprecationReason: DOLLARS_DEPRECATED })
  salePrice(@Root() i: CartItemView) {
    return toDollars(i.salePriceCents);
  }
}
