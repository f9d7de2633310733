// Automatic promotions on GraphQL: the admin's list and changes, what a product card shows (Product.promotion) and
// what the cart's panel shows (Cart.quote).
// Thin: the rules are in promotion-admin.service.ts and breakdown.ts.
import { Arg, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from "type-graphql";
import type { Context } from "../../context.js";
import { requireViewer } from "../../auth/viewer.js";
import { ProductType } from "../product/product.types.js";
import type { ProductView } from "../product/product.service.js";
import { CartType } from "../cart/cart.types.js";
import { cartPricingInput, type CartView } from "../cart/cart.service.js";
import { CheckoutQuoteType, ProductPromotionType, PromotionInput, PromotionType } from "./pricing.types.js";

@Resolver()
export class PromotionResolver {
  @Query(() => [PromotionType], { description: "Admin: every automatic promotion, newest first." })
  promotions(@Ctx() ctx: Context) {
    return ctx.services.promotionAdmin.promotions();
  }

  @Mutation(() => PromotionType, { description: "Admin: create an automatic promotion (id absent) or change one; active: false deactivates it." })
  savePromotion(@Arg("id", () => ID, { nullable: true }) id: string | null, @Arg("input", () => PromotionInput) input: PromotionInput, @Ctx() ctx: Context) {
    return ctx.services.promotionAdmin.save(requireViewer(ctx.viewer), id, input);
  }
}

@Resolver(() => ProductType)
export class ProductPromotionResolver {
  @FieldResolver(() => ProductPromotionType, {
    nullable: true,
    description: "The automatic promotions on one unit of it now (a sale badge and struck price); null when none applies. A cart prices them again.",
  })
  promotion(@Root() p: ProductView, @Ctx() ctx: Context) {
    return ctx.services.pricing.cardPromotion(ctx, p);
  }
}

@Resolver(() => CartType)
export class CartQuoteResolver {
  @FieldResolver(() => CheckoutQuoteType, {
    description:
      "What the cart costs now, as checkout starts: its automatic promotions (each line's share in lines) and its code, the default shipping method and the shop's own tax place. checkoutQuote prices the address and method picked.",
  })
  quote(@Root() cart: CartView, @Ctx() ctx: Context) {
    return ctx.services.checkoutQuotes.cartQuote(ctx.viewer?.id ?? null, ctx.ip, cartPricingInput(cart));
  }
}
