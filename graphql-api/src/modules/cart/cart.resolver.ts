// The cart on GraphQL: read it, add, change and remove lines, plus the deprecated dollar fields older clients still read.
import { Arg, Ctx, FieldResolver, Float, ID, Int, Mutation, Query, Resolver, Root } from "type-graphql";
import type { Context } from "../../context.js";
import { toDollars } from "../../money.js";
import { DOLLARS_DEPRECATED } from "../product/product.types.js";
import { CartItemType, CartType } from "./cart.types.js";
import type { CartItemView, CartView } from "./cart.service.js";

/** The signed-in shopper's cart, else (public storefront) the visitor's guest cart. */
const holder = (ctx: Context) => ctx.viewer ?? ctx.guestCart;

const VARIANT_ARG =
  'variantId: the size/colour chosen; left out, the product\'s only variant. A product with several variants and no variantId is refused with code CHOOSE_VARIANT ("Please choose a size").';

@Resolver(() => CartType)
export class CartResolver {
  @Query(() => CartType, { description: "The signed-in shopper's cart (empty until something is added); on a public storefront, a visitor's guest cart (its httpOnly cookie), which joins the account's cart at sign-in." })
  cart(@Ctx() ctx: Context) {
    return ctx.services.cart.get(holder(ctx));
  }

  @Mutation(() => CartType, { description: `Adds quantity (1 to 100) of a variant; the line never exceeds the variant's stock. ${VARIANT_ARG}` })
  addToCart(
    @Arg("productId", () => ID) productId: string,
    @Arg("quantity", () => Int, { defaultValue: 1, nullable: false }) quantity: number,
    @Arg("variantId", () => ID, { nullable: true }) variantId: string | null,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.cart.add(holder(ctx), productId, quantity, variantId);
  }

  @Mutation(() => CartType, { description: `Sets a line's quantity (at least 1). Raising it stops at the variant's stock; lowering is always allowed. ${VARIANT_ARG}` })
  updateCartItem(
    @Arg("productId", () => ID) productId: string,
    @Arg("quantity", () => Int) quantity: number,
    @Arg("variantId", () => ID, { nullable: true }) variantId: string | null,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.cart.updateItem(holder(ctx), productId, quantity, variantId);
  }

  @Mutation(() => CartType, { description: "Removes a line (the variant's, or without variantId every line of the product); removing a line that is not there changes nothing." })
  removeFromCart(@Arg("productId", () => ID) productId: string, @Arg("variantId", () => ID, { nullable: true }) variantId: string | null, @Ctx() ctx: Context) {
    return ctx.services.cart.remove(holder(ctx), productId, variantId);
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
